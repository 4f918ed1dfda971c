import { rank } from '@puz/perm';
import { flip, slice, twist } from './coords.js';
import { CUBIE_MOVES, type CubieCube, multiply, solvedCubie } from './cubie.js';
import { SKIP } from './move-rules.js';
import { conjugateUrf3, N_SYM, sameCubie, URF3_MOVE } from './sym.js';

/*
 * The optimal solver's depth-first search, shared by the single-threaded solver (optimal.ts) and
 * every worker of the parallel one (optimal-worker.ts): one copy of the hot loop, so the two can
 * never disagree on what a bound prunes. Its state lives in module variables, one set per thread
 * (each worker is its own isolate); V8 optimises loops over module-level typed arrays well, and
 * nothing is allocated per node.
 *
 * Bounds: the exact distance to Kociemba's phase-1 goal read along each of the three axes (the
 * cube as it is and turned about its URF diagonal), and the exact distance of the corners alone
 * (Korf's corner database). Every bound is an exact distance in an abstraction of the cube, so the
 * first solution IDA* meets is optimal.
 *
 * One more move when the three phase-1 distances are equal (d > 0): a solution of exactly d moves
 * would be a shortest way into each axis's phase-1 group at once, so its last move could lie in
 * none of the three groups — but every face turn lies in its own axis's group (U and D in the U-D
 * one, and so on). Measured: 40% fewer nodes on a 15- and a 16-move position, 1.4-1.6 times
 * faster.
 */

/** The arrays the search reads: plain or SharedArrayBuffer-backed (workers), never written. */
export interface SearchTables {
  cornerPerm: Uint16Array;
  twist: Uint16Array;
  flip: Uint16Array;
  slice: Uint16Array;
  /** Corner permutation → (class << 4 | symmetry) under the 16 U-D symmetries. */
  cornerPermSym: Uint32Array;
  /** Flip-slice (slice · 2048 + flip) → (class << 4 | symmetry). */
  flipSliceSym: Uint32Array;
  twistConj: Uint16Array;
  /** Corner-permutation class × twist, one byte each. */
  corners: Uint8Array;
  /** Flip-slice class × twist, 4 bits each. */
  phase1: Uint8Array;
}

/** AXIS_MOVE[k · 18 + m]: move m as the cube turned k times about the URF diagonal sees it. */
const AXIS_MOVE = new Uint8Array(3 * 18);
for (let m = 0; m < 18; m++) {
  AXIS_MOVE[m] = m;
  AXIS_MOVE[18 + m] = URF3_MOVE[m] as number;
  AXIS_MOVE[36 + m] = URF3_MOVE[URF3_MOVE[m] as number] as number;
}

/** Longer than any optimal answer (20 at most): the stack's size. */
export const MAX_DEPTH = 26;
// Per depth: the corner permutation, then twist, flip and slice of each of the three axes.
const W = 10;
const stack = new Int32Array((MAX_DEPTH + 2) * W);
/** The moves from the root to the node being searched; the answer once `search` returns true. */
export const path = new Int8Array(MAX_DEPTH + 1);
let CP: Uint16Array = new Uint16Array(0);
let TW: Uint16Array = CP;
let FL: Uint16Array = CP;
let SL: Uint16Array = CP;
let CP_SYM: Uint32Array = new Uint32Array(0);
let FS_SYM: Uint32Array = CP_SYM;
let TW_CONJ: Uint16Array = CP;
let CORNERS: Uint8Array = new Uint8Array(0);
let PHASE1: Uint8Array = CORNERS;
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
  TW_CONJ = t.twistConj;
  CORNERS = t.corners;
  PHASE1 = t.phase1;
}

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

function cornerBound(cp: number, tw: number): number {
  const y = CP_SYM[cp] as number;
  return CORNERS[(y >>> 4) * 2187 + (TW_CONJ[tw * N_SYM + (y & 15)] as number)] as number;
}

/** Distance to the phase-1 goal of the axis whose coordinates are tw, fl, sl. */
function phase1Bound(tw: number, fl: number, sl: number): number {
  const y = FS_SYM[sl * 2048 + fl] as number;
  const i = (y >>> 4) * 2187 + (TW_CONJ[tw * N_SYM + (y & 15)] as number);
  return ((PHASE1[i >> 1] as number) >> ((i & 1) << 2)) & 15;
}

/** Puts `c` at the root of the search; its lower bound (the first IDA* bound to try). */
export function setRoot(c: CubieCube): number {
  start = c;
  stack[0] = rank(c.cp);
  let axis = c;
  for (let k = 0; k < 3; k++) {
    stack[1 + 3 * k] = twist(axis);
    stack[2 + 3 * k] = flip(axis);
    stack[3 + 3 * k] = slice(axis);
    axis = conjugateUrf3(axis);
  }
  const d0 = phase1Bound(stack[1] as number, stack[2] as number, stack[3] as number);
  const d1 = phase1Bound(stack[4] as number, stack[5] as number, stack[6] as number);
  const d2 = phase1Bound(stack[7] as number, stack[8] as number, stack[9] as number);
  const d = Math.max(d0, d1, d2);
  return Math.max(
    cornerBound(stack[0] as number, stack[1] as number),
    d0 === d && d1 === d && d2 === d && d > 0 ? d + 1 : d,
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
 * The workers walk their prefixes with it; `search` has the same steps inline, with the stores
 * after the bound tests (most children are cut, and they then cost no stores).
 */
export function enter(depth: number, m: number, left: number): boolean {
  const base = depth * W;
  const next = base + W;
  nodes++;
  const m1 = AXIS_MOVE[18 + m] as number;
  const m2 = AXIS_MOVE[36 + m] as number;
  stack[next] = CP[(stack[base] as number) * 18 + m] as number;
  stack[next + 1] = TW[(stack[base + 1] as number) * 18 + m] as number;
  stack[next + 2] = FL[(stack[base + 2] as number) * 18 + m] as number;
  stack[next + 3] = SL[(stack[base + 3] as number) * 18 + m] as number;
  stack[next + 4] = TW[(stack[base + 4] as number) * 18 + m1] as number;
  stack[next + 5] = FL[(stack[base + 5] as number) * 18 + m1] as number;
  stack[next + 6] = SL[(stack[base + 6] as number) * 18 + m1] as number;
  stack[next + 7] = TW[(stack[base + 7] as number) * 18 + m2] as number;
  stack[next + 8] = FL[(stack[base + 8] as number) * 18 + m2] as number;
  stack[next + 9] = SL[(stack[base + 9] as number) * 18 + m2] as number;
  path[depth] = m;
  const s = next;
  const d0 = phase1Bound(stack[s + 1] as number, stack[s + 2] as number, stack[s + 3] as number);
  const d1 = phase1Bound(stack[s + 4] as number, stack[s + 5] as number, stack[s + 6] as number);
  const d2 = phase1Bound(stack[s + 7] as number, stack[s + 8] as number, stack[s + 9] as number);
  return (
    d0 <= left &&
    d1 <= left &&
    d2 <= left &&
    !(d0 === left && d1 === left && d2 === left && left > 0) &&
    cornerBound(stack[s] as number, stack[s + 1] as number) <= left
  );
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
  for (let m = 0; m < 18; m++) {
    if (SKIP[row + m]) continue;
    if (++nodes >= nextCheck) checkpoint();
    const cp = CP[(stack[base] as number) * 18 + m] as number;
    // Axis 0 (U-D) is the cube as it is; its twist is also the corners'.
    const tw0 = TW[(stack[base + 1] as number) * 18 + m] as number;
    const fl0 = FL[(stack[base + 2] as number) * 18 + m] as number;
    const sl0 = SL[(stack[base + 3] as number) * 18 + m] as number;
    const d0 = phase1Bound(tw0, fl0, sl0);
    if (d0 > left) continue;
    const m1 = AXIS_MOVE[18 + m] as number;
    const tw1 = TW[(stack[base + 4] as number) * 18 + m1] as number;
    const fl1 = FL[(stack[base + 5] as number) * 18 + m1] as number;
    const sl1 = SL[(stack[base + 6] as number) * 18 + m1] as number;
    const d1 = phase1Bound(tw1, fl1, sl1);
    if (d1 > left) continue;
    const m2 = AXIS_MOVE[36 + m] as number;
    const tw2 = TW[(stack[base + 7] as number) * 18 + m2] as number;
    const fl2 = FL[(stack[base + 8] as number) * 18 + m2] as number;
    const sl2 = SL[(stack[base + 9] as number) * 18 + m2] as number;
    const d2 = phase1Bound(tw2, fl2, sl2);
    if (d2 > left) continue;
    if (d0 === left && d1 === left && d2 === left && left > 0) continue;
    if (cornerBound(cp, tw0) > left) continue;
    path[depth] = m;
    if (left === 0) {
      if (solves(depth + 1)) return true;
      continue;
    }
    stack[next] = cp;
    stack[next + 1] = tw0;
    stack[next + 2] = fl0;
    stack[next + 3] = sl0;
    stack[next + 4] = tw1;
    stack[next + 5] = fl1;
    stack[next + 6] = sl1;
    stack[next + 7] = tw2;
    stack[next + 8] = fl2;
    stack[next + 9] = sl2;
    if (search(depth + 1, left, m)) return true;
  }
  return false;
}
