import { ALL_MOVES, ALLOW, G1_MOVES, moveMask, moveWingMask, rankMask } from './coords.js';
import { N_MOVES, WING_PARITY } from './model.js';
import { type FourTables, p2cIndex, p3cIndex, UNSEEN } from './tables.js';

/*
 * The first two reduction phases, each an IDA* search on its exact pruning table (so each finds
 * its shortest answers). Phase 1 brings the R/L centres onto R and L with all 36 moves; phase 2,
 * with the moves that keep them there, brings U/D centres onto U and D (so F/B are on F and B)
 * and makes the wing permutation even, which leaves no OLL parity for the pairing phase. Both
 * report every solution of the shortest length, up to `max`, so the caller can choose among them.
 */

/** Moves found, and the search's node count. */
export interface PhaseAnswers {
  answers: number[][];
  nodes: number;
}

/**
 * Every shortest phase-1 answer (up to `max`), then those one move longer until `max` answers
 * (depth at most the optimal length + `slack`).
 */
export function phase1(t: FourTables, rl: number, max: number, slack = 0): PhaseAnswers {
  const path: number[] = [];
  const answers: number[][] = [];
  let nodes = 0;
  const search = (mask: number, depth: number, prev: number): boolean => {
    nodes++;
    const h = t.p1[rankMask(mask)] as number;
    if (h > depth) return false;
    if (depth === 0) {
      answers.push(path.slice());
      return answers.length >= max;
    }
    for (let k = 0; k < ALL_MOVES.length; k++) {
      const m = ALL_MOVES[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      path.push(m);
      const stop = search(moveMask(m, mask), depth - 1, m);
      path.pop();
      if (stop) return true;
    }
    return false;
  };
  const start = t.p1[rankMask(rl)] as number;
  for (let d = start; d <= start + slack && answers.length < max; d++) search(rl, d, N_MOVES);
  return { answers, nodes };
}

/** Phase 2's start: centre masks (24-bit) for R, U/D together, U and F; high-piece slots; wing parity. */
export interface Phase2Start {
  r: number;
  ud: number;
  u: number;
  f: number;
  eo: number;
  par: number;
}

/**
 * Phase 2: U/D centres onto U/D, every high wing piece into a high slot, an even wing permutation,
 * and centres the pairing moves can solve (P3C has them); answers as phase 1's.
 */
export function phase2(t: FourTables, s: Phase2Start, max: number, slack = 0): PhaseAnswers {
  const path: number[] = [];
  const answers: number[][] = [];
  let nodes = 0;
  const bound = (r: number, ud: number, eo: number, p: number) => {
    const a = t.p2c[p2cIndex(((r & 0xff) << 16) | (ud >>> 8))] as number;
    const b = t.p2e[rankMask(eo) * 2 + p] as number;
    return a > b ? a : b;
  };
  const search = (
    r: number,
    ud: number,
    u: number,
    f: number,
    eo: number,
    p: number,
    depth: number,
    prev: number,
  ): boolean => {
    nodes++;
    const h = bound(r, ud, eo, p);
    if (h > depth) return false;
    if (depth === 0) {
      // The centres must be a state phase 3 can solve (either PLL parity).
      const c = p3cIndex((((r & 0xff) << 16) | (((u >>> 8) & 0xff) << 8) | (f >>> 16)) << 1);
      if (t.p3c[c] === UNSEEN && t.p3c[c + 1] === UNSEEN) return false;
      answers.push(path.slice());
      return answers.length >= max;
    }
    for (let k = 0; k < G1_MOVES.length; k++) {
      const m = G1_MOVES[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      path.push(m);
      const stop = search(
        moveMask(m, r),
        moveMask(m, ud),
        moveMask(m, u),
        moveMask(m, f),
        moveWingMask(m, eo),
        p ^ (WING_PARITY[m] as number),
        depth - 1,
        m,
      );
      path.pop();
      if (stop) return true;
    }
    return false;
  };
  const first = bound(s.r, s.ud, s.eo, s.par);
  let found = -1;
  for (let d = first; d <= 20; d++) {
    search(s.r, s.ud, s.u, s.f, s.eo, s.par, d, N_MOVES);
    if (answers.length >= max) break;
    if (answers.length > 0 && found < 0) found = d;
    if (found >= 0 && d >= found + slack) break;
  }
  return { answers, nodes };
}
