import { ALLOW, RANK70 } from '../four/coords.js';
import { N_MOVES } from '../four/model.js';
import { FLIP3, M3 } from './model3.js';
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

/*
 * The centres in the search by their ranks (70 each per axis, 7 bits) and the parity bit:
 * r << 15 | u << 8 | f << 1 | parity, each axis moved by a 70-entry row per move (c3Next's bytes
 * move independently), so a child's centres are three reads instead of three mask moves.
 */
const UNRANK70 = Int16Array.from({ length: 70 }, (_, k) => RANK70.indexOf(k));
const C3NEXT = (() => {
  const t = new Int8Array(3 * N_MOVES * 128);
  for (let m = 0; m < N_MOVES; m++)
    for (let k = 0; k < 70; k++) {
      const x = UNRANK70[k] as number;
      const s = c3Next((x << 17) | (x << 9) | (x << 1), m);
      t[m * 128 + k] = RANK70[s >>> 17] as number;
      t[(N_MOVES + m) * 128 + k] = RANK70[(s >>> 9) & 0xff] as number;
      t[(2 * N_MOVES + m) * 128 + k] = RANK70[(s >>> 1) & 0xff] as number;
    }
  return t;
})();
const packRanks = (s: number) =>
  ((RANK70[s >>> 17] as number) << 15) |
  ((RANK70[(s >>> 9) & 0xff] as number) << 8) |
  ((RANK70[(s >>> 1) & 0xff] as number) << 1) |
  (s & 1);
const rankedNext = (q: number, m: number): number =>
  ((C3NEXT[m * 128 + (q >>> 15)] as number) << 15) |
  ((C3NEXT[(N_MOVES + m) * 128 + ((q >>> 8) & 127)] as number) << 8) |
  ((C3NEXT[(2 * N_MOVES + m) * 128 + ((q >>> 1) & 127)] as number) << 1) |
  ((q & 1) ^ (FLIP3[m] as number));
/** c3Index of a ranked state. */
const rankedIndex = (q: number): number =>
  (((q >>> 15) * 70 + ((q >>> 8) & 127)) * 70 + ((q >>> 1) & 127)) * 2 + (q & 1);

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
  const W = M3.length;
  // Children are made a level at a time: first every child's centres and pairing permutation and
  // its table index, then all their table reads in one tight loop (independent reads of the 60 MB
  // table overlap in the memory system instead of waiting one by one), then the descent.
  // taus: the start at 0, then W child rows of 12 per level.
  const taus = new Int8Array(12 + depth * W * 12);
  taus.set(s.tau);
  const kids = new Int32Array(depth * W);
  const kidCt = new Int32Array(depth * W);
  const kidMove = new Int8Array(depth * W);
  const kidP = new Int8Array(depth * W);
  const path = new Int8Array(depth);
  const full = isFull(pb) ? pb.mod3 : undefined;
  let nodes = 0;
  const search = (
    ct: number,
    to: number,
    pd: number,
    level: number,
    left: number,
    prev: number,
  ): boolean => {
    if (left === 0) return true;
    if (++nodes > nodeLimit) return false;
    const base = level * W;
    let n = 0;
    for (let k = 0; k < W; k++) {
      const m = M3[k] as number;
      if (!ALLOW[prev * N_MOVES + m]) continue;
      const ct2 = rankedNext(ct, m);
      if ((c3[rankedIndex(ct2)] as number) >= left) continue;
      const o = 12 + (base + n) * 12;
      moveTau(taus, to, m, taus, o);
      kidCt[base + n] = ct2;
      kidMove[base + n] = m;
      if (full) kids[base + n] = evenIndex(taus, o, 12);
      n++;
    }
    if (full) for (let j = 0; j < n; j++) kidP[base + j] = get2(full, kids[base + j] as number);
    for (let j = 0; j < n; j++) {
      const p = full
        ? childDistance(pd, kidP[base + j] as number)
        : pairBound(pb as PairBound, taus, 12 + (base + j) * 12);
      if (p >= left) continue;
      const m = kidMove[base + j] as number;
      path[level] = m;
      if (search(kidCt[base + j] as number, 12 + (base + j) * 12, p, level + 1, left - 1, m))
        return true;
      if (nodes > nodeLimit) return false;
    }
    return false;
  };
  const c = t.c3[c3Index(s.centres)] as number;
  if (c > depth) return { nodes };
  const pd0 = pairOf(pb, s.tau);
  if (pd0 > depth) return { nodes };
  return search(packRanks(s.centres), 0, pd0, 0, depth, N_MOVES)
    ? { moves: Array.from(path), nodes }
    : { nodes };
}
