import { ALLOW, G3_MOVES, moveMask } from './coords.js';
import { HIGH_FWD, LOW_FWD, N_MOVES, PARTNER, PLL_PARITY } from './model.js';
import { type FourTables, p3cIndex, p3qIndex } from './tables.js';

/*
 * Phase 3: with the 20 pairing moves (U, D, R, L turns, F2, B2, wide half turns), solve the
 * centres, join all twelve wing pairs and leave no PLL parity. After phase 2 every high piece is
 * in a high slot and stays there, so the pairs are one permutation: where each pair's low piece
 * is, relative to its high piece. IDA* bounded by the largest of the centre table (with the PLL
 * parity bit) and the four-pair table over the quadruples of three partitions of the 12 pairs.
 */

export interface Phase3Start {
  /** R, U, F centre masks (24-bit, each within its axis). */
  r: number;
  u: number;
  f: number;
  /** PLL parity bit: corner permutation parity + high piece permutation parity. */
  pll: number;
  /** x[e], y[e]: high and low positions (0..11) of pair e's high and low pieces. */
  x: Int8Array;
  y: Int8Array;
}

/** Three partitions of the 12 pairs into quadruples: nine table lookups a node. */
const QUADS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [4, 5, 6, 7],
  [8, 9, 10, 11],
  [0, 4, 8, 1],
  [5, 9, 2, 6],
  [10, 3, 7, 11],
  [0, 5, 10, 3],
  [1, 6, 11, 4],
  [2, 7, 8, 9],
];
const QUAD_FLAT = Int8Array.from(QUADS.flat());

export interface Phase3Answers {
  answers: number[][];
  nodes: number;
}

/** Shortest phase-3 answers (up to `max`), searched to at most `maxDepth` or `nodeLimit` nodes. */
export function phase3(
  t: FourTables,
  s: Phase3Start,
  max: number,
  maxDepth: number,
  nodeLimit: number,
): Phase3Answers {
  const xs = Array.from({ length: maxDepth + 1 }, () => new Int8Array(12));
  const ys = Array.from({ length: maxDepth + 1 }, () => new Int8Array(12));
  const lowAt = new Int8Array(12);
  const path: number[] = [];
  const answers: number[][] = [];
  let nodes = 0;

  const bound = (r: number, u: number, f: number, pll: number, x: Int8Array, y: Int8Array) => {
    let h = t.p3c[
      p3cIndex((((r & 0xff) << 16) | (((u >>> 8) & 0xff) << 8) | (f >>> 16)) << 1) + pll
    ] as number;
    for (let q = 0; q < QUAD_FLAT.length; q += 4) {
      let xmask = 0;
      for (let k = q; k < q + 4; k++) {
        const e = QUAD_FLAT[k] as number;
        const xe = x[e] as number;
        xmask |= 1 << xe;
        lowAt[xe] = y[e] as number;
      }
      const v = t.p3q[p3qIndex(xmask, lowAt)] as number;
      if (v > h) h = v;
    }
    return h;
  };

  const search = (r: number, u: number, f: number, pll: number, depth: number, ply: number, prev: number): boolean => {
    nodes++;
    const x = xs[ply] as Int8Array;
    const y = ys[ply] as Int8Array;
    const h = bound(r, u, f, pll, x, y);
    if (h > depth) return false;
    if (depth === 0) {
      // h = 0: centres solved, no PLL parity, all pairs joined (the first partition covers all).
      answers.push(path.slice());
      return answers.length >= max;
    }
    if (nodes > nodeLimit) return true;
    const nx = xs[ply + 1] as Int8Array;
    const ny = ys[ply + 1] as Int8Array;
    for (let k = 0; k < G3_MOVES.length; k++) {
      const m = G3_MOVES[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      const hf = HIGH_FWD[m] as Int8Array;
      const lf = LOW_FWD[m] as Int8Array;
      for (let e = 0; e < 12; e++) {
        nx[e] = hf[x[e] as number] as number;
        ny[e] = lf[y[e] as number] as number;
      }
      path.push(m);
      const stop = search(
        moveMask(m, r),
        moveMask(m, u),
        moveMask(m, f),
        pll ^ (PLL_PARITY[m] as number),
        depth - 1,
        ply + 1,
        m,
      );
      path.pop();
      if (stop) return true;
    }
    return false;
  };

  (xs[0] as Int8Array).set(s.x);
  (ys[0] as Int8Array).set(s.y);
  const first = bound(s.r, s.u, s.f, s.pll, s.x, s.y);
  for (let d = first; d <= maxDepth && answers.length === 0 && nodes <= nodeLimit; d++)
    search(s.r, s.u, s.f, s.pll, d, 0, N_MOVES);
  return { answers, nodes };
}

/** Whether pair positions are all joined (for tests). */
export const allJoined = (x: Int8Array, y: Int8Array) =>
  x.every((xe, e) => PARTNER[xe] === y[e]);
