import { ALLOW } from '../four/coords.js';
import { N_MOVES } from '../four/model.js';
import {
  centrePairBound,
  childCentrePairBound,
  packRanks,
  rankedIndex,
  rankedNext,
} from './centre-pair.js';
import { M3 } from './model3.js';
import { childDistance, evenIndex, get2, type PairFull, pairDistance } from './pair-full.js';
import { symIndex } from './pair-sym.js';
import { type PairSym, symDistance } from './pair-sym-table.js';
import { moveTau, type PairBound, pairBound, TAU_MOVES } from './pairs.js';
import { c3Index, type TprTables } from './tables.js';

/*
 * The last reduction phase: with M3 (U, D, F, B, R2, L2 and the wide half turns), solve the
 * centres, join the twelve pairs and leave no PLL parity. IDA*, bounded by the larger of the centre
 * table (with the parity bit) and the pairing distance of the relative permutation tau: exact to
 * the full depth with pair-sym-table.ts's symmetry-reduced table (the default, 7.8 MB) or
 * pair-full.ts's plain one (60 MB; a child's distance from its parent's and its residue), or
 * pairs.ts's hash, exact to 8 (what the tests use: it builds in a second); and, when given,
 * centre-pair.ts's table (centres and one pair at once, the largest of the twelve pairs), which
 * cut the nodes ~3x on 20 random states. A child's centre-pair entries are read from its parent's
 * tau through the move, before its own tau is made.
 */

/** The pairing bound phase 3 uses. */
export type Pairing = PairBound | PairFull | PairSym;
const isFull = (p: Pairing): p is PairFull => 'mod3' in p;
const isSym = (p: Pairing): p is PairSym => 'sym' in p;
const pairOf = (p: Pairing, tau: Int8Array): number =>
  isSym(p)
    ? symDistance(p, tau, 0)
    : isFull(p)
      ? pairDistance(p, TAU_MOVES, tau, 0)
      : pairBound(p, tau, 0);

export interface Phase3Start {
  /** C3 state: r8 << 17 | u8 << 9 | f8 << 1 | parity. */
  centres: number;
  /** tau[i]: the edge of the class-0 partner of the class-1 wing in edge i. */
  tau: Int8Array;
}

/** The lower bound the tables give for a start. */
export function phase3Bound(t: TprTables, pb: Pairing, s: Phase3Start, cp?: Uint8Array): number {
  const ci = c3Index(s.centres);
  return Math.max(
    t.c3[ci] as number,
    pairOf(pb, s.tau),
    cp ? centrePairBound(cp, ci, s.tau, 0, 99) : 0,
  );
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
  cp?: Uint8Array,
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
  // The exact table, by the symmetry-reduced index (pair-sym-table.ts) or the plain one.
  const symmetric = isSym(pb);
  const full = symmetric ? pb.sym : isFull(pb) ? pb.mod3 : undefined;
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
      const ci = rankedIndex(ct2);
      if ((c3[ci] as number) >= left) continue;
      if (cp && childCentrePairBound(cp, ci, m, taus, to, left) >= left) continue;
      const o = 12 + (base + n) * 12;
      moveTau(taus, to, m, taus, o);
      kidCt[base + n] = ct2;
      kidMove[base + n] = m;
      if (full) kids[base + n] = symmetric ? symIndex(taus, o) : evenIndex(taus, o, 12);
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
  if (cp && centrePairBound(cp, c3Index(s.centres), s.tau, 0, 99) > depth) return { nodes };
  const pd0 = pairOf(pb, s.tau);
  if (pd0 > depth) return { nodes };
  return search(packRanks(s.centres), 0, pd0, 0, depth, N_MOVES)
    ? { moves: Array.from(path), nodes }
    : { nodes };
}
