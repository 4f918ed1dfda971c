import { rank, throwIfAborted } from '@puz/perm';
import { SearchLimitError, type SearchProgress } from '@puz/search';
import type { Move } from '../move.js';
import { flip, slice, twist } from './coords.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  multiply,
  solvedCubie,
} from './cubie.js';
import { SKIP } from './move-rules.js';
import { type OptimalTablesOptions, optimalTables } from './optimal-tables.js';
import { solveOriented } from './orient.js';
import { conjugateUrf3, N_SYM, sameCubie, URF3_MOVE } from './sym.js';
import { twoPhaseTables } from './tables.js';

/*
 * Optimal 3x3x3 solving in face turns: IDA* with the largest of four admissible bounds — the
 * exact distance to Kociemba's phase-1 goal read along each of the three axes (the cube as it is
 * and turned about its URF diagonal, as Kociemba's optimal solver does), and the exact distance of
 * the corners alone (Korf's corner database). Every bound is an exact distance in an abstraction
 * of the cube, so the first solution IDA* meets is optimal. Korf's six-edge databases were tried
 * as well and dropped: with the phase-1 bounds in place they removed 0.3% of the nodes and cost
 * more time than that saved.
 *
 * Per node: eight small move tables, four table reads; the state is a stack of integers per depth,
 * nothing is allocated.
 */

export interface OptimalOptions extends OptimalTablesOptions {
  signal?: AbortSignal;
  /**
   * Give up (SearchLimitError, naming the length ruled out) once the search has run this long, ms;
   * the clock starts when the tables are ready, so a first build (~30 s) does not use it up.
   */
  budgetMs?: number;
  /**
   * false (default): the answer leads with the rotation (free in HTM) that brings the centres home
   * and ends on the solved facelet string. true: face turns only, any orientation solved.
   */
  anyOrientation?: boolean;
  /** Throw `SearchLimitError` after this many nodes. */
  nodeLimit?: number;
  onProgress?: (progress: SearchProgress) => void;
  /** Minimum time between progress reports, ms (default 100). */
  progressIntervalMs?: number;
}

export interface OptimalSolution {
  /** The rotation first (unless anyOrientation), then face turns. */
  moves: Move[];
  /** Face turns, the fewest possible (HTM: rotations count 0). */
  length: number;
  /** Always true: IDA* with admissible bounds. */
  optimal: true;
  ms: number;
  /** Nodes generated (children that passed the move rules). */
  nodes: number;
}

/** AXIS_MOVE[k · 18 + m]: move m as the cube turned k times about the URF diagonal sees it. */
const AXIS_MOVE = new Uint8Array(3 * 18);
for (let m = 0; m < 18; m++) {
  AXIS_MOVE[m] = m;
  AXIS_MOVE[18 + m] = URF3_MOVE[m] as number;
  AXIS_MOVE[36 + m] = URF3_MOVE[URF3_MOVE[m] as number] as number;
}

// Per depth: the corner permutation, then twist, flip and slice of each of the three axes.
const W = 10;
const MAX_DEPTH = 26;
const stack = new Int32Array((MAX_DEPTH + 2) * W);
const path = new Int8Array(MAX_DEPTH + 1);
let CP: Uint16Array = new Uint16Array(0);
let TW: Uint16Array = CP;
let FL: Uint16Array = CP;
let SL: Uint16Array = CP;
let CP_SYM: Uint32Array = new Uint32Array(0);
let FS_SYM: Uint32Array = CP_SYM;
let TW_CONJ: Uint16Array = CP;
let CORNERS: Uint8Array = new Uint8Array(0);
let PHASE1: Uint8Array = CORNERS;
let nodes = 0;
let nextCheck = 0;
let limit = 0;
let start: CubieCube = solvedCubie();

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

let checkpoint: () => void = () => {};

/** Whether the moves on the path (depth of them) solve the start position: the bounds can all be 0
 * with edges swapped within their slices, so a goal is confirmed on the pieces. */
function solves(depth: number): boolean {
  let c = start;
  for (let i = 0; i < depth; i++) c = multiply(c, CUBIE_MOVES[path[i] as number] as CubieCube);
  return sameCubie(c, solvedCubie());
}

/** Depth-first search below the node at `depth` for a solution of exactly `remaining` more moves. */
function search(depth: number, remaining: number, last: number): boolean {
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
    if (phase1Bound(tw0, fl0, sl0) > left) continue;
    const m1 = AXIS_MOVE[18 + m] as number;
    const tw1 = TW[(stack[base + 4] as number) * 18 + m1] as number;
    const fl1 = FL[(stack[base + 5] as number) * 18 + m1] as number;
    const sl1 = SL[(stack[base + 6] as number) * 18 + m1] as number;
    if (phase1Bound(tw1, fl1, sl1) > left) continue;
    const m2 = AXIS_MOVE[36 + m] as number;
    const tw2 = TW[(stack[base + 7] as number) * 18 + m2] as number;
    const fl2 = FL[(stack[base + 8] as number) * 18 + m2] as number;
    const sl2 = SL[(stack[base + 9] as number) * 18 + m2] as number;
    if (phase1Bound(tw2, fl2, sl2) > left) continue;
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

/** Build (or load from the disk cache) the pattern databases ahead of the first solve. */
export function prepareOptimal(options: OptimalTablesOptions = {}): void {
  optimalTables(options);
}

/**
 * An optimal solution in face turns (HTM). Positions up to ~15 moves take seconds; a random
 * position (most need 17 or 18) can take many minutes: pass a budget, a signal or a node limit.
 */
export function solveOptimal(facelets: string, options: OptimalOptions = {}): OptimalSolution {
  const t0 = performance.now();
  const s = solveOriented(facelets, options.anyOrientation, 'optimal', (home) =>
    solveHome(home, options, t0),
  );
  return { ...s, ms: performance.now() - t0 };
}

/** IDA* on a position with its centres home (checked by `solveOriented`). */
function solveHome(facelets: string, options: OptimalOptions, t0: number): OptimalSolution {
  const { move, sym } = twoPhaseTables(options);
  const db = optimalTables(options);
  CP = move.cornerPerm;
  TW = move.twist;
  FL = move.flip;
  SL = move.slice;
  CP_SYM = sym.cornerPermSym.raw2sym;
  FS_SYM = db.flipSlice.raw2sym;
  TW_CONJ = sym.twistConj;
  CORNERS = db.corners;
  PHASE1 = db.phase1;

  start = cubieFromFacelets(facelets);
  const c = start;
  stack[0] = rank(c.cp);
  let axis = c;
  for (let k = 0; k < 3; k++) {
    stack[1 + 3 * k] = twist(axis);
    stack[2 + 3 * k] = flip(axis);
    stack[3 + 3 * k] = slice(axis);
    axis = conjugateUrf3(axis);
  }
  const h0 = Math.max(
    cornerBound(stack[0] as number, stack[1] as number),
    phase1Bound(stack[1] as number, stack[2] as number, stack[3] as number),
    phase1Bound(stack[4] as number, stack[5] as number, stack[6] as number),
    phase1Bound(stack[7] as number, stack[8] as number, stack[9] as number),
  );

  nodes = 0;
  limit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  const deadline = performance.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  const interval = options.progressIntervalMs ?? 100;
  let lastReport = t0;
  let bound = 0;
  const step = 1 << 16;
  nextCheck = Math.min(step, limit);
  checkpoint = () => {
    if (nodes >= limit)
      throw SearchLimitError.nodeLimit(limit, {
        expanded: nodes,
        generated: nodes,
        peakFrontier: bound,
        ms: performance.now() - t0,
      });
    nextCheck = Math.min(nodes + step, limit);
    throwIfAborted(options.signal, 'the optimal solve');
    const now = performance.now();
    if (now > deadline)
      // Every bound below the current one was searched in full: that much is proved.
      throw new SearchLimitError(
        `no optimal answer within ${options.budgetMs} ms: every solution needs at least ${bound} face turns (all shorter ones were searched)`,
        { expanded: nodes, generated: nodes, peakFrontier: bound, ms: now - t0 },
      );
    if (options.onProgress && now - lastReport >= interval) {
      lastReport = now;
      options.onProgress({
        expanded: nodes,
        generated: nodes,
        frontier: bound,
        depth: bound,
        ms: now - t0,
      });
    }
  };
  throwIfAborted(options.signal, 'the optimal solve');

  let length = 0;
  if (!sameCubie(c, solvedCubie())) {
    for (bound = Math.max(h0, 1); ; bound++) {
      if (bound > MAX_DEPTH)
        throw new Error('no solution within 26 moves (a bug: every position needs at most 20)');
      if (search(0, bound, -1)) break;
    }
    length = bound;
  }
  // (solveOriented replays it on the position given.)
  const moves = Array.from(path.subarray(0, length), (m) => FACE_TURNS[m] as Move);
  return { moves, length, optimal: true, ms: performance.now() - t0, nodes };
}
