import { ALL_MOVES, ALLOW, G1_MOVES, moveMask, rankMask } from './coords.js';
import { N_MOVES, WING_PARITY } from './model.js';
import { type FourTables, p2Index } from './tables.js';

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

/**
 * Phase 2 from R (within the R/L positions, 8 bits), U/D (24-bit mask) and the wing parity;
 * answers as phase 1's.
 */
export function phase2(
  t: FourTables,
  r8: number,
  ud: number,
  par: number,
  max: number,
  slack = 0,
): PhaseAnswers {
  const path: number[] = [];
  const answers: number[][] = [];
  let nodes = 0;
  const search = (r: number, u: number, p: number, depth: number, prev: number): boolean => {
    nodes++;
    const h = t.p2[p2Index((r << 17) | ((u >>> 8) << 1) | p)] as number;
    if (h > depth) return false;
    if (depth === 0) {
      answers.push(path.slice());
      return answers.length >= max;
    }
    for (let k = 0; k < G1_MOVES.length; k++) {
      const m = G1_MOVES[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      path.push(m);
      const stop = search(
        moveMask(m, r),
        moveMask(m, u),
        p ^ (WING_PARITY[m] as number),
        depth - 1,
        m,
      );
      path.pop();
      if (stop) return true;
    }
    return false;
  };
  const start = t.p2[p2Index((r8 << 17) | ((ud >>> 8) << 1) | par)] as number;
  for (let d = start; d <= start + slack && answers.length < max; d++)
    search(r8, ud, par, d, N_MOVES);
  return { answers, nodes };
}
