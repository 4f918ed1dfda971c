import { rank } from '@puz/perm';
import { flip, N_TWIST, slice, twist } from './coords.js';
import { cornerComb } from './corner-coset.js';
import { NX_ROW_WORDS } from './coset-bfs.js';
import { CUBIE_MOVES, type CubieCube, multiply, solvedCubie } from './cubie.js';
import { MOD3_NEXT, ROW_BYTES } from './mod3-table.js';
import { SKIP } from './move-rules.js';
import { exactDistance } from './optimal-edge-walk.js';
import {
  BANNED,
  enterInverse,
  FR,
  firstMoveBans,
  INVERSE_FROM,
  inverseBounds,
  inverseOn,
  inverseRoot,
  useInverse,
} from './optimal-inverse.js';
import {
  AXIS_MOVE,
  axesBound,
  GOT,
  IDX,
  K,
  KEEP,
  KEEP_CP,
  KEEP_REC,
  KIDS,
  MAX_DEPTH,
  PICK,
  SHIFT,
} from './optimal-scratch.js';
import type { SearchTables } from './optimal-search-tables.js';
import { slicePair } from './slice-pair.js';
import { slicePlacement } from './slice-placement.js';
import { conjugateUrf3, N_SYM, sameCubie } from './sym.js';

export type { InverseTable } from './optimal-inverse.js';
export { MAX_DEPTH } from './optimal-scratch.js';

/*
 * The optimal solver's depth-first search, shared by the single-threaded solver (optimal.ts) and
 * every worker of the parallel one (optimal-worker.ts): one copy of the hot loop, so the two can
 * never disagree on what a bound prunes. Its state lives in module variables, one set per thread
 * (each worker is its own isolate); V8 optimises loops over module-level typed arrays well, and
 * nothing is allocated per node.
 *
 * Bounds: the exact distance to an edge-and-twist goal read along each of the three axes (the
 * cube as it is and turned about its URF diagonal), and the exact distance of the corners alone
 * (Korf's corner database). Every bound is an exact distance in an abstraction of the cube, so the
 * first solution IDA* meets is optimal. The edge goal is Kociemba's phase-1 goal (twist, flip and
 * which slots the middle edges fill: the 70 MB table) or, with the huge table, the same with the
 * middle edges in order (huge-table.ts), or, with the nx table, the phase-1 goal with the U corners
 * in the U layer (nx-table.ts: its "twist" is the column, corner comb · 2,187 + twist), or with
 * the nxp table the nx goal with the middle edges paired as solved (slice-pair.ts). All are
 * read at two bits, the distance mod 3: the stack keeps each axis's exact distance and a child's
 * follows from its parent's (mod3-table.ts).
 *
 * The inverse position's three edge distances bound it too (optimal-inverse.ts).
 *
 * One more move when the three edge distances are equal (d > 0): a solution of exactly d moves
 * would be a shortest way into each axis's goal at once, so its last move could keep none of the
 * three goals — but every face turn keeps its own axis's (U and D the U-D one, and so on; they
 * move no middle edge of that axis, so this holds for the huge table's ordered goal too, and they
 * keep the U corners in the U layer, so for the nx table's goal as well).
 * Measured: 40% fewer nodes on a 15- and a 16-move position, 1.4-1.6 times faster. The same holds
 * for the inverse's three distances, since the inverse is as far from solved as the position.
 */

// Per depth: the corner permutation, then the column, flip, middle edges and exact edge distance
// of each of the three axes.
const W = 13;
// One node's children on the three axes (child · 3 + axis): class-table offsets, then what was read.
const IDX3 = new Int32Array(54);
const GOT3 = new Int32Array(54);
const SHIFT3 = new Int32Array(54);
const stack = new Int32Array((MAX_DEPTH + 2) * W);
/** The moves from the root to the node being searched; the answer once `search` returns true. */
export const path = new Int8Array(MAX_DEPTH + 1);
let CP: Uint16Array = new Uint16Array(0);
let TW: Uint16Array = CP;
let COMB_MOVE: Uint8Array = new Uint8Array(18);
let COMB_CONJ: Uint8Array = new Uint8Array(16);
let FL: Uint16Array = CP;
let SL: Uint16Array = CP;
let CP_SYM: Uint32Array = new Uint32Array(0);
let FS_SYM: Uint32Array = CP_SYM;
let TWIST_CONJ: Uint16Array = CP;
let CORNERS: Uint8Array = new Uint8Array(0);
let PHASE1: Uint8Array | Uint32Array = CORNERS;
// The edge table's layout: elements per row, and log2 of the entries an element holds (bytes of
// four, or 32-bit words of sixteen) with the mask of an entry's place in its element.
let ROW = ROW_BYTES;
let PER = 2;
let PLACE = 3;
let SORTED = false;
let PAIRED = false;
let NX = false;
/** The middle-edge coordinate of the solved cube. */
let SLICE_GOAL = 0;
const NEXT = MOD3_NEXT;
let start: CubieCube = solvedCubie();
let nodes = 0;
let nextCheck = 0;
let checkpoint: () => void = () => {};

export function useTables(t: SearchTables): void {
  CP = t.cornerPerm;
  TW = t.twist;
  FL = t.flip;
  SL = t.slice;
  CP_SYM = t.cornerPermSym;
  FS_SYM = t.flipSliceSym;
  COMB_MOVE = t.combMove;
  COMB_CONJ = t.combConj;
  TWIST_CONJ = t.twistConj;
  CORNERS = t.corners;
  PHASE1 = t.phase1;
  SORTED = t.sorted;
  PAIRED = t.paired === true;
  NX = t.nx;
  ROW = NX ? NX_ROW_WORDS : ROW_BYTES;
  PER = NX ? 4 : 2;
  PLACE = NX ? 15 : 3;
  SLICE_GOAL = middleEdges(solvedCubie());
  useInverse(t.inverse, t.twistConj);
}

const middleEdges = (c: CubieCube): number =>
  SORTED ? slicePlacement(c) : PAIRED ? slicePair(c) : slice(c);
/** The column of c: comb << 12 | twist (comb 0 without `nx`). */
const columnOf = (c: CubieCube): number => (NX ? (cornerComb(c) << 12) | twist(c) : twist(c));
/** Column c after move m. */
const colMove = (c: number, m: number): number =>
  ((COMB_MOVE[(c >>> 12) * 18 + m] as number) << 12) | (TW[(c & 4095) * 18 + m] as number);
/** The table's column index (comb · 2,187 + twist) of column c conjugated by symmetry s. */
const colConj = (c: number, s: number): number =>
  (COMB_CONJ[(c >>> 12) * N_SYM + s] as number) * N_TWIST +
  (TWIST_CONJ[(c & 4095) * N_SYM + s] as number);

/**
 * Every `every` nodes the search calls `check`, which may throw to stop it (limits, abort, another
 * worker's answer); counting nodes against a threshold keeps clock reads out of the hot loop.
 */
export function onCheckpoint(check: () => void, every: number): void {
  checkpoint = check;
  nodes = 0;
  nextCheck = every;
}

/** Nodes generated since `onCheckpoint` (children that passed the move rules). */
export const nodeCount = (): number => nodes;
/** When the next checkpoint falls: `checkpoint` moves it on. */
export const checkAt = (n: number): void => {
  nextCheck = n;
};

/** The corner bound of a corner permutation and a column (whose twist is its low 12 bits). */
function cornerBound(cp: number, col: number): number {
  const y = CP_SYM[cp] as number;
  const tw = col & 4095;
  return CORNERS[(y >>> 4) * 2187 + (TWIST_CONJ[tw * N_SYM + (y & 15)] as number)] as number;
}

/** The edge distance mod 3 of the axis whose coordinates are tw (the column), fl, sl. */
function residue(tw: number, fl: number, sl: number): number {
  const y = FS_SYM[sl * 2048 + fl] as number;
  const t = colConj(tw, y & 15);
  return ((PHASE1[(y >>> 4) * ROW + (t >>> PER)] as number) >>> ((t & PLACE) << 1)) & 3;
}

/** Puts `c` at the root of the search; its lower bound (the first IDA* bound to try). */
export function setRoot(c: CubieCube): number {
  start = c;
  stack[0] = rank(c.cp);
  const walk = { residue, column: colMove, flip: FL, slice: SL, sliceGoal: SLICE_GOAL };
  let axis = c;
  for (let k = 0; k < 3; k++) {
    const tw = columnOf(axis);
    const fl = flip(axis);
    const sl = middleEdges(axis);
    stack[1 + 4 * k] = tw;
    stack[2 + 4 * k] = fl;
    stack[3 + 4 * k] = sl;
    stack[4 + 4 * k] = exactDistance(walk, tw, fl, sl);
    axis = conjugateUrf3(axis);
  }
  return Math.max(
    cornerBound(stack[0] as number, stack[1] as number),
    axesBound(stack[4] as number, stack[8] as number, stack[12] as number),
    inverseRoot(c),
  );
}

/** Whether the moves on the path (depth of them) solve the root: the bounds can all be 0 with
 * edges swapped within their slices, so a goal is confirmed on the pieces. */
export function solves(depth: number): boolean {
  let c = start;
  for (let i = 0; i < depth; i++) c = multiply(c, CUBIE_MOVES[path[i] as number] as CubieCube);
  return sameCubie(c, solvedCubie());
}

/**
 * Move m from the node at `depth` (a child that passed the move rules): its coordinates go to the
 * next stack entry and m onto the path; false when a bound says more than `left` moves remain.
 * The workers walk their prefixes with it, one move at a time; `search` takes the same steps for
 * all of a node's children at once (so its memory reads overlap) and must agree with it.
 */
export function enter(depth: number, m: number, left: number): boolean {
  const base = depth * W;
  const next = base + W;
  nodes++;
  const m1 = AXIS_MOVE[18 + m] as number;
  const m2 = AXIS_MOVE[36 + m] as number;
  stack[next] = CP[(stack[base] as number) * 18 + m] as number;
  for (let k = 0; k < 3; k++) {
    const a = base + 1 + 4 * k;
    const mk = k === 0 ? m : k === 1 ? m1 : m2;
    const tw = colMove(stack[a] as number, mk);
    const fl = FL[(stack[a + 1] as number) * 18 + mk] as number;
    const sl = SL[(stack[a + 2] as number) * 18 + mk] as number;
    stack[a + W] = tw;
    stack[a + W + 1] = fl;
    stack[a + W + 2] = sl;
    stack[a + W + 3] = NEXT[(stack[a + 3] as number) * 4 + residue(tw, fl, sl)] as number;
  }
  path[depth] = m;
  if (
    axesBound(stack[next + 4] as number, stack[next + 8] as number, stack[next + 12] as number) >
      left ||
    cornerBound(stack[next] as number, stack[next + 1] as number) > left
  )
    return false;
  if (!inverseOn() || left < INVERSE_FROM) return true;
  // The inverse's bounds (search probes them only where children remain below, as here).
  return enterInverse(depth, m, left);
}

/**
 * Depth-first search below the node at `depth` (reached by `last`, -1 at the root) for a
 * solution of exactly `remaining` more moves; on success the path holds it.
 */
export function search(depth: number, remaining: number, last: number): boolean {
  const base = depth * W;
  const next = base + W;
  const row = (last + 1) * 18;
  const left = remaining - 1;
  const kids = depth * 18 * K;
  // 1. Every child's coordinates on all three axes, and where their class entries are. A probe is
  //    two trips to memory, one after the other (the class, then the distance), each ~0.4 us on
  //    these machines (a virtual machine's nested page walks); the reads of one trip do not depend
  //    on each other and overlap. So the three axes are probed together, in two trips, rather than
  //    axis by axis on the children the last one kept (six trips, 40% fewer reads): the same
  //    nodes, measured 1.0x-1.1x faster (optimal-nodes.bench.ts, loaded machine).
  // The first moves the inverse's bounds rule out (firstMoveBans) are never made: those children
  // would fail the inverse's bounds, and not making them saves their position's probes.
  const banned = firstMoveBans(depth, remaining) * 18;
  let n = 0;
  for (let m = 0; m < 18; m++) {
    if (SKIP[row + m] || BANNED[banned + m]) continue;
    if (++nodes >= nextCheck) checkpoint();
    const at = kids + n * K;
    KIDS[at] = m;
    for (let k = 0; k < 3; k++) {
      const pa = base + 1 + 4 * k;
      const mk = AXIS_MOVE[k * 18 + m] as number;
      const fl = FL[(stack[pa + 1] as number) * 18 + mk] as number;
      const sl = SL[(stack[pa + 2] as number) * 18 + mk] as number;
      KIDS[at + 1 + 4 * k] = colMove(stack[pa] as number, mk);
      KIDS[at + 2 + 4 * k] = fl;
      KIDS[at + 3 + 4 * k] = sl;
      IDX3[3 * n + k] = sl * 2048 + fl;
    }
    n++;
  }
  // 2. Their distances on the three axes, the large tables read in tight loops.
  const n3 = 3 * n;
  for (let j = 0; j < n3; j++) GOT3[j] = FS_SYM[IDX3[j] as number] as number;
  for (let j = 0; j < n3; j++) {
    const y = GOT3[j] as number;
    const i = (j / 3) | 0;
    const t = colConj(KIDS[kids + i * K + 1 + 4 * (j - 3 * i)] as number, y & 15);
    IDX3[j] = (y >>> 4) * ROW + (t >>> PER);
    SHIFT3[j] = (t & PLACE) << 1;
  }
  for (let j = 0; j < n3; j++) GOT3[j] = PHASE1[IDX3[j] as number] as number;
  // 3. The bounds: the three distances and the equal-distances rule; then the corner bound (its
  //    tables read in tight loops too, for the children left: reading them with the edges' for
  //    every child measured no faster); then deeper, in move order.
  const p0 = (stack[base + 4] as number) * 4;
  const p1 = (stack[base + 8] as number) * 4;
  const p2 = (stack[base + 12] as number) * 4;
  const cp0 = (stack[base] as number) * 18;
  let c = 0;
  for (let i = 0; i < n; i++) {
    const j = 3 * i;
    const d0 = NEXT[p0 + (((GOT3[j] as number) >>> (SHIFT3[j] as number)) & 3)] as number;
    const d1 = NEXT[p1 + (((GOT3[j + 1] as number) >>> (SHIFT3[j + 1] as number)) & 3)] as number;
    const d2 = NEXT[p2 + (((GOT3[j + 2] as number) >>> (SHIFT3[j + 2] as number)) & 3)] as number;
    if (d0 > left || d1 > left || d2 > left) continue;
    if (d0 === left && d1 === left && d2 === left && left > 0) continue;
    const at = kids + i * K;
    KIDS[at + 4] = d0;
    KIDS[at + 8] = d1;
    KIDS[at + 12] = d2;
    PICK[c] = i;
    IDX[c] = cp0 + (KIDS[at] as number);
    c++;
  }
  for (let i = 0; i < c; i++) GOT[i] = CP[IDX[i] as number] as number;
  for (let i = 0; i < c; i++) SHIFT[i] = CP_SYM[GOT[i] as number] as number;
  for (let i = 0; i < c; i++) {
    const y = SHIFT[i] as number;
    const tw = (KIDS[kids + (PICK[i] as number) * K + 1] as number) & 4095;
    IDX[i] = (y >>> 4) * 2187 + (TWIST_CONJ[tw * N_SYM + (y & 15)] as number);
  }
  for (let i = 0; i < c; i++) SHIFT[i] = CORNERS[IDX[i] as number] as number;
  let go = 0;
  for (let i = 0; i < c; i++) {
    if ((SHIFT[i] as number) > left) continue;
    PICK[go] = PICK[i] as number;
    GOT[go] = GOT[i] as number;
    go++;
  }
  // The scratch arrays are reused below this node: its survivors are copied out first.
  const keep = depth * 18;
  if (left === 0) {
    for (let i = 0; i < go; i++) {
      path[depth] = KIDS[kids + (PICK[i] as number) * K] as number;
      if (solves(depth + 1)) return true;
    }
    return false;
  }
  let kept = go;
  const inverse = inverseOn() && left >= INVERSE_FROM;
  if (inverse) kept = inverseBounds(depth, kids, go, left);
  else
    for (let i = 0; i < go; i++) {
      KEEP[keep + i] = PICK[i] as number;
      KEEP_CP[keep + i] = GOT[i] as number;
    }
  for (let i = 0; i < kept; i++) {
    const at = kids + (KEEP[keep + i] as number) * K;
    const m = KIDS[at] as number;
    path[depth] = m;
    stack[next] = KEEP_CP[keep + i] as number;
    for (let j = 1; j < W; j++) stack[next + j] = KIDS[at + j] as number;
    if (inverse) FR[depth + 1] = KEEP_REC[keep + i] as number;
    if (search(depth + 1, left, m)) return true;
  }
  return false;
}

/** The exact edge distances of the root's three axes (after `setRoot`): for tests and benches. */
export const rootEdgeDistances = (): number[] => [stack[4], stack[8], stack[12]] as number[];
