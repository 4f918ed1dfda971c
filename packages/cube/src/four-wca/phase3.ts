import { ALLOW } from '../four/coords.js';
import { N_MOVES } from '../four/model.js';
import { M3 } from './model3.js';
import { childDistance, evenIndex, get2, type PairFull, pairDistance } from './pair-full.js';
import { moveTau, type PairBound, pairBound, TAU_MOVES } from './pairs.js';
import { c3Index, c3Next, type TprTables } from './tables.js';

/*
 * The last reduction phase: with M3 (U, D, F, B, R2, L2 and the wide half turns), solve the
 * centres, join the twelve pairs and leave no PLL parity. IDA*, bounded by the larger of the centre
 * table (with the parity bit) and the pairing distance of the relative permutation tau: exact to
 * the full depth with pair-full.ts's table (a child's distance from its parent's and its residue),
 * or pairs.ts's hash, exact to 8 (what the tests use: it builds in a second).
 */

/** The pairing bound phase 3 uses. */
export type Pairing = PairBound | PairFull;
const isFull = (p: Pairing): p is PairFull => 'mod3' in p;
const pairOf = (p: Pairing, tau: Int8Array): number =>
  isFull(p) ? pairDistance(p, TAU_MOVES, tau, 0) : pairBound(p, tau, 0);

export interface Phase3Start {
  /** C3 state: r8 << 17 | u8 << 9 | f8 << 1 | parity. */
  centres: number;
  /** tau[i]: the edge of the class-0 partner of the class-1 wing in edge i. */
  tau: Int8Array;
}

/** The lower bound the tables give for a start. */
export function phase3Bound(t: TprTables, pb: Pairing, s: Phase3Start): number {
  return Math.max(t.c3[c3Index(s.centres)] as number, pairOf(pb, s.tau));
}

/**
 * A phase-3 answer of exactly `depth` moves (move indices; none shorter was asked for), or
 * undefined when there is none or the search passes `nodeLimit` nodes. `nodes` reports the work.
 * One IDA* iteration: the caller deepens, so that it can spread the depths over several starts.
 */
export function phase3At(
  t: TprTables,
  pb: Pairing,
  s: Phase3Start,
  depth: number,
  nodeLimit: number,
): { moves?: number[]; nodes: number } {
  const { c3 } = t;
  const tau = new Int8Array((depth + 1) * 12);
  tau.set(s.tau);
  const path = new Int8Array(depth);
  const full = isFull(pb) ? pb.mod3 : undefined;
  // Exact pairing distance per level (with the full table).
  const pd = new Int8Array(depth + 1);
  let nodes = 0;
  const search = (ct: number, level: number, left: number, prev: number): boolean => {
    if (left === 0) return true;
    if (++nodes > nodeLimit) return false;
    const o = level * 12;
    for (let k = 0; k < M3.length; k++) {
      const m = M3[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      const ct2 = c3Next(ct, m);
      if ((c3[c3Index(ct2)] as number) >= left) continue;
      moveTau(tau, o, m, tau, o + 12);
      const p = full
        ? childDistance(pd[level] as number, get2(full, evenIndex(tau, o + 12, 12)))
        : pairBound(pb as PairBound, tau, o + 12);
      if (p >= left) continue;
      pd[level + 1] = p;
      path[level] = m;
      if (search(ct2, level + 1, left - 1, m)) return true;
      if (nodes > nodeLimit) return false;
    }
    return false;
  };
  const c = t.c3[c3Index(s.centres)] as number;
  if (c > depth) return { nodes };
  pd[0] = pairOf(pb, s.tau);
  if (pd[0] > depth) return { nodes };
  return search(s.centres, 0, depth, N_MOVES) ? { moves: Array.from(path), nodes } : { nodes };
}
