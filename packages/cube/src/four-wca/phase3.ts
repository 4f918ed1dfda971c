import { ALLOW } from '../four/coords.js';
import { N_MOVES } from '../four/model.js';
import {
  centrePairBound,
  packRanks,
  rankedIndex,
  rankedNext,
  rankedRow,
  rowCentrePairBound,
} from './centre-pair.js';
import { M3 } from './model3.js';
import { childDistance, evenIndex, get2, type PairFull, pairDistance } from './pair-full.js';
import { symIndexMoved } from './pair-sym.js';
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

/**
 * Nodes with at most this many moves left test their children's centre-pair bound before their
 * pairing bound; higher nodes the other way round (on 40 random states the centre-pair bound cut
 * 94%, 76% and 37% of the children 7, 8 and 9 moves from the end, the pairing bound ~86% at each).
 */
const CP_FIRST = 8;

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
  // Children are made a level at a time, each step over all of them before the next: their
  // centres and the centre-pair bound (or the centre table without it); then the pairing
  // index (read through the move from the parent's tau); then the pairing table. The reads of one
  // step are independent, so they overlap in the memory system instead of waiting one by one, and
  // a child's own tau is made only when the search goes down into it.
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
    if (cp && full && symmetric && left > CP_FIRST) {
      // Higher up the pairing bound cuts far more (80-86% against 6-37%): it goes first. Nearer
      // the bottom the centre-pair bound cuts 76-94% of the children and costs a read or two
      // when it cuts (it stops at the first pair that reaches `left`), while the pairing index
      // costs a rank of eight entries: the general path below, centre-pair bound first.
      let kept = 0;
      for (let k = 0; k < W; k++) {
        const m = M3[k] as number;
        if (!ALLOW[prev * N_MOVES + m]) continue;
        kids[base + n] = symIndexMoved(taus, to, m);
        kidMove[base + n] = m;
        n++;
      }
      for (let j = 0; j < n; j++) kidP[base + j] = get2(full, kids[base + j] as number);
      for (let j = 0; j < n; j++) {
        const p = childDistance(pd, kidP[base + j] as number);
        if (p >= left) continue;
        const m = kidMove[base + j] as number;
        const ct2 = rankedNext(ct, m);
        if (rowCentrePairBound(cp, rankedRow(ct2), m, taus, to, left) >= left) continue;
        kidCt[base + kept] = ct2;
        kidMove[base + kept] = m;
        kidP[base + kept] = p;
        kept++;
      }
      for (let j = 0; j < kept; j++) {
        const o = 12 + (base + j) * 12;
        const m = kidMove[base + j] as number;
        moveTau(taus, to, m, taus, o);
        path[level] = m;
        if (search(kidCt[base + j] as number, o, kidP[base + j] as number, level + 1, left - 1, m))
          return true;
        if (nodes > nodeLimit) return false;
      }
      return false;
    }
    if (cp)
      // The centre-pair bound is at least the centre table's (it is exact over the centres and a
      // pair), and the centre table let 92% of the children through on 5 random states, so with
      // it the centre table is not read at all: a child's row comes from the small BLOCK_ROW.
      // (Touching every child's row first, so that the misses overlap, made no difference.)
      for (let k = 0; k < W; k++) {
        const m = M3[k] as number;
        if (!ALLOW[prev * N_MOVES + m]) continue;
        const ct2 = rankedNext(ct, m);
        if (rowCentrePairBound(cp, rankedRow(ct2), m, taus, to, left) >= left) continue;
        kidCt[base + n] = ct2;
        kidMove[base + n] = m;
        n++;
      }
    else
      for (let k = 0; k < W; k++) {
        const m = M3[k] as number;
        if (!ALLOW[prev * N_MOVES + m]) continue;
        const ct2 = rankedNext(ct, m);
        if ((c3[rankedIndex(ct2)] as number) >= left) continue;
        kidCt[base + n] = ct2;
        kidMove[base + n] = m;
        n++;
      }
    if (symmetric)
      for (let j = 0; j < n; j++)
        kids[base + j] = symIndexMoved(taus, to, kidMove[base + j] as number);
    else
      for (let j = 0; j < n; j++) {
        const o = 12 + (base + j) * 12;
        moveTau(taus, to, kidMove[base + j] as number, taus, o);
        if (full) kids[base + j] = evenIndex(taus, o, 12);
      }
    if (full) for (let j = 0; j < n; j++) kidP[base + j] = get2(full, kids[base + j] as number);
    for (let j = 0; j < n; j++) {
      const o = 12 + (base + j) * 12;
      const p = full
        ? childDistance(pd, kidP[base + j] as number)
        : pairBound(pb as PairBound, taus, o);
      if (p >= left) continue;
      const m = kidMove[base + j] as number;
      if (symmetric) moveTau(taus, to, m, taus, o);
      path[level] = m;
      if (search(kidCt[base + j] as number, o, p, level + 1, left - 1, m)) return true;
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
