import { throwIfAborted } from '@puz/perm';
import { cornerPerm, flip, N_TWIST, slice, twist } from '../three/coords.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  multiplyInto,
  solvedCubie,
} from '../three/cubie.js';
import { conjugateUrf3, URF3_MOVE } from '../three/sym.js';
import { mismatches, replay } from './cubies.js';
import { santaWord, threeTables, toRuns } from './frames.js';
import { santaCornerTable } from './lower-bound-corners.js';
import { allReadings } from './lower-bound-readings.js';
import { checkLabels } from './match.js';
import { cachedSlicePhase1, slicePhase1 } from './slice-phase1.js';
import { frameDistances, SLICE_MOVES, sliceTables } from './slice-tables.js';
import { virtualProblem } from './virtual.js';

/*
 * A proven lower bound on the Santa-metric length of every solution of a cube_3/3/3 puzzle.
 *
 * The state is the virtual one of slice-tables.ts: the pieces relative to the centres and the
 * frame (which of the 24 orientations the centres show). Santa's 18 moves are there 12 face
 * quarter turns and 6 pairs (U D', ...: a middle-slice turn), each of cost 1; the pieces move the
 * same way in every frame and the frame moves with the pairs only. That is Santa's own puzzle,
 * move for move, so a plain IDA* on it with admissible bounds is exact: when its pass with
 * threshold d ends without a solution, every solution has at least d + 1 moves.
 *
 * Bounds (all distances in this metric, so admissible):
 * - the exact distance to Kociemba's phase-1 goal (slice-phase1.ts) read along each of the three
 *   axes (the cube conjugated by the URF diagonal turn, the moves with it), the largest;
 *   or, without that table, the three pair tables of slice-tables.ts per axis (weaker);
 * - with the exact table, one more when the three axes agree on d > 0: each move keeps its own
 *   axis's phase-1 goal, so the last move of a d-move solution would have entered all three
 *   goals at once and kept none of them (the optimal solver's argument, optimal-search.ts);
 * - the frame: the fewest middle-slice turns that bring it to the solution's orientation;
 * - the exact distance of the corners alone (lower-bound-corners.ts), by default.
 *
 * When the labels allow several readings (repeated patterns), the Santa distance is the least
 * over them, so the thresholds rise in lockstep over all readings and the bound is the lowest.
 * With wildcards the goal is any state within that many stickers; no table here is about such a
 * set, so only the sticker count bounds it (a Santa move changes at most 20 stickers).
 * State lives in module-level typed arrays; nothing is allocated per node.
 */

export interface LowerBoundOptions {
  /** Time for the search (default 1000 ms); tables are loaded before the clock starts. */
  budgetMs?: number;
  /** Santa's num_wildcards (default 0). */
  wildcards?: number;
  /**
   * Use the exact phase-1 table (70 MB; ~30 s to build once, then cached on disk): 'build' builds
   * it when missing, 'cached' uses it only when cached (default), 'off' uses the pair tables.
   */
  exact?: 'build' | 'cached' | 'off';
  /** Also the exact corner table (lower-bound-corners.ts: 88 MB, ~10 s once, cached; default true). */
  corners?: boolean;
  /** More readings than this (repeated patterns): only the sticker-count bound (default 64). */
  maxReadings?: number;
  signal?: AbortSignal;
}

export interface LowerBoundResult {
  /** Every solution has at least this many Santa moves. */
  bound: number;
  /** The search finished: `moves` is a shortest solution and `bound` its length. */
  optimal: boolean;
  /** A shortest solution (Santa names, replayed), when the search finished; else null. */
  moves: string[] | null;
  /** The bound at the root, before any search. */
  rootBound: number;
  nodes: number;
  ms: number;
  /** Readings searched (0 when the search was not run). */
  readings: number;
  /** Why only the sticker-count bound was given: wildcards, or too many readings. */
  trivial?: 'wildcards' | 'readings';
  /** Whether the exact phase-1 table was used. */
  exactTable: boolean;
  /** Whether the corner table was used. */
  cornerTable: boolean;
}

const NV = 18;
const NM = SLICE_MOVES.length;
const MAX_DEPTH = 40;
/** Per depth: twist, flip, slice of each of the three axes, the frame, the corner permutation. */
const W = 11;
const stack = new Int32Array((MAX_DEPTH + 2) * W);
const path = new Int8Array(MAX_DEPTH + 1);
/** VMOVE[k · 18 + v]: virtual move v as axis k's view (the cube turned k times) sees it. */
const VMOVE = new Uint8Array(3 * NV);
/** FD[f]: the fewest middle-slice turns from frame f to the reading's end frame. */
let FD: Uint8Array = new Uint8Array(24);
let END = 0;

let TW: Uint16Array = new Uint16Array(0);
let FL = TW;
let SL = TW;
let CP18 = TW;
let NEXT: Uint8Array = new Uint8Array(0);
let FOLLOWS = NEXT;
let TS = NEXT;
let FS = NEXT;
let TF = NEXT;
let EXACT = false;
let CORNERS = false;
let CORN: Uint8Array = new Uint8Array(0);
let RAW2SYM: Uint32Array = new Uint32Array(0);
let ROWS: Uint16Array = new Uint16Array(0);
let TWC: Uint16Array = new Uint16Array(0);

let nodes = 0;
let deadline = 0;
let stop = false;
let signal: AbortSignal | undefined;
let root: CubieCube = solvedCubie();
const cubeA = solvedCubie();
const cubeB = solvedCubie();

function mapMoves(): void {
  for (let v = 0; v < NV; v++) {
    let faces = (SLICE_MOVES[v] as { faces: number[] }).faces.slice();
    for (let k = 0; k < 3; k++) {
      const key = faces.slice().sort().join();
      const w = SLICE_MOVES.findIndex((m, i) => i < NV && m.faces.slice().sort().join() === key);
      if (w < 0)
        throw new Error('the diagonal turn does not map Santa moves to Santa moves (a bug)');
      VMOVE[k * NV + v] = w;
      faces = faces.map((x) => URF3_MOVE[x] as number);
    }
  }
}
mapMoves();

function bind(exact: LowerBoundOptions['exact'], corners: boolean): void {
  CORNERS = corners;
  if (corners) CORN = santaCornerTable();
  const t = sliceTables();
  ({ tw: TW, fl: FL, sl: SL, cp18: CP18, frameNext: NEXT, follows: FOLLOWS } = t);
  ({ twistSlice: TS, flipSlice: FS, twistFlip: TF } = t);
  const ph1 = exact === 'off' ? null : exact === 'build' ? slicePhase1() : cachedSlicePhase1();
  EXACT = ph1 !== null;
  if (ph1) ({ raw2sym: RAW2SYM, rows: ROWS, twistConj: TWC } = ph1);
}

/** One axis's phase-1 bound: exact with the big table, else the largest pair table. */
function p1(tw: number, fl: number, sl: number): number {
  if (EXACT) {
    const y = RAW2SYM[sl * 2048 + fl] as number;
    const t = TWC[tw * 16 + (y & 15)] as number;
    return ((ROWS[(y >>> 4) * 547 + (t >> 2)] as number) >> ((t & 3) << 2)) & 15;
  }
  const a = TS[tw * 495 + sl] as number;
  const b = FS[fl * 495 + sl] as number;
  const c = TF[tw * 2048 + fl] as number;
  return Math.max(a, b, c);
}

/** The bound of the node at stack offset b. */
function bound(b: number): number {
  const a0 = p1(stack[b] as number, stack[b + 1] as number, stack[b + 2] as number);
  const a1 = p1(stack[b + 3] as number, stack[b + 4] as number, stack[b + 5] as number);
  const a2 = p1(stack[b + 6] as number, stack[b + 7] as number, stack[b + 8] as number);
  let h = Math.max(a0, a1, a2);
  if (EXACT && a0 === a1 && a1 === a2 && a0 > 0) h++;
  const f = FD[stack[b + 9] as number] as number;
  const k = CORNERS
    ? (CORN[(stack[b + 10] as number) * N_TWIST + (stack[b] as number)] as number)
    : 0;
  return Math.max(h, f, k);
}

/** The node at stack offset b is solved: phase 1 on every axis, the frame, then every piece. */
function solvedAt(b: number, depth: number): boolean {
  for (let i = 0; i < 9; i++) if (stack[b + i] !== 0) return false;
  if (stack[b + 9] !== END || stack[b + 10] !== 0) return false;
  let a = cubeA;
  let c = cubeB;
  a.cp.set(root.cp);
  a.co.set(root.co);
  a.ep.set(root.ep);
  a.eo.set(root.eo);
  for (let i = 0; i < depth; i++)
    for (const m of (SLICE_MOVES[path[i] as number] as { faces: number[] }).faces) {
      multiplyInto(c, a, CUBIE_MOVES[m] as CubieCube);
      const x = a;
      a = c;
      c = x;
    }
  for (let i = 0; i < 12; i++) if (a.ep[i] !== i || a.eo[i] !== 0) return false;
  for (let i = 0; i < 8; i++) if (a.cp[i] !== i || a.co[i] !== 0) return false;
  return true;
}

function dfs(depth: number, remaining: number, last: number, last2: number): boolean {
  if ((++nodes & 4095) === 0 && (performance.now() > deadline || signal?.aborted)) stop = true;
  const b = depth * W;
  if (remaining === 0) return solvedAt(b, depth);
  const c = b + W;
  const f = stack[b + 9] as number;
  const cp = stack[b + 10] as number;
  const lim = remaining - 1;
  for (let v = 0; v < NV; v++) {
    if (!FOLLOWS[(last < 0 ? NM : last) * NM + v] || (v === last && v === last2)) continue;
    // Cheapest first, and each axis read only when the ones before it did not prune: every
    // exact read is a cache miss or two in a 70 MB table.
    const f2 = NEXT[f * NM + v] as number;
    if ((FD[f2] as number) > lim) continue;
    const tw0 = TW[(stack[b] as number) * NV + v] as number;
    const fl0 = FL[(stack[b + 1] as number) * NV + v] as number;
    const sl0 = SL[(stack[b + 2] as number) * NV + v] as number;
    const cp2 = CP18[cp * NV + v] as number;
    if (CORNERS && (CORN[cp2 * N_TWIST + tw0] as number) > lim) continue;
    const a0 = p1(tw0, fl0, sl0);
    if (a0 > lim) continue;
    const v1 = VMOVE[NV + v] as number;
    const tw1 = TW[(stack[b + 3] as number) * NV + v1] as number;
    const fl1 = FL[(stack[b + 4] as number) * NV + v1] as number;
    const sl1 = SL[(stack[b + 5] as number) * NV + v1] as number;
    const a1 = p1(tw1, fl1, sl1);
    if (a1 > lim) continue;
    const v2 = VMOVE[2 * NV + v] as number;
    const tw2 = TW[(stack[b + 6] as number) * NV + v2] as number;
    const fl2 = FL[(stack[b + 7] as number) * NV + v2] as number;
    const sl2 = SL[(stack[b + 8] as number) * NV + v2] as number;
    const a2 = p1(tw2, fl2, sl2);
    if (a2 > lim) continue;
    // The three axes agree on lim > 0: one more is needed (see the header).
    if (EXACT && a0 === lim && a1 === lim && a2 === lim && lim > 0) continue;
    stack[c] = tw0;
    stack[c + 1] = fl0;
    stack[c + 2] = sl0;
    stack[c + 3] = tw1;
    stack[c + 4] = fl1;
    stack[c + 5] = sl1;
    stack[c + 6] = tw2;
    stack[c + 7] = fl2;
    stack[c + 8] = sl2;
    stack[c + 9] = f2;
    stack[c + 10] = cp2;
    path[depth] = v;
    if (dfs(depth + 1, remaining - 1, v, last)) return true;
    if (stop) return false;
  }
  return false;
}

interface Root {
  cube: CubieCube;
  coords: Int32Array;
  fd: Uint8Array;
  start: number;
  end: number;
  h: number;
}

function rootOf(facelets: string, start: number, end: number): Root {
  const cube = cubieFromFacelets(facelets);
  const coords = new Int32Array(W);
  let axis = cube;
  for (let k = 0; k < 3; k++) {
    coords[k * 3] = twist(axis);
    coords[k * 3 + 1] = flip(axis);
    coords[k * 3 + 2] = slice(axis);
    axis = conjugateUrf3(axis);
  }
  coords[9] = start;
  coords[10] = cornerPerm(cube);
  const fd = frameDistances(
    sliceTables(),
    end,
    Array.from({ length: NV }, (_, v) => v),
  );
  const r: Root = { cube, coords, fd, start, end, h: 0 };
  use(r);
  r.h = bound(0);
  return r;
}

function use(r: Root): void {
  stack.set(r.coords, 0);
  FD = r.fd;
  END = r.end;
  root = r.cube;
}

/** A bound from stickers alone: each Santa move changes at most 20 of them. */
function stickerBound(initial: readonly string[], solution: readonly string[], w: number): number {
  return Math.max(0, Math.ceil((mismatches(initial as string[], solution) - w) / 20));
}

/**
 * A proven lower bound on the length in Santa moves of every solution taking `initial` to
 * `solution` (cube_3/3/3, Santa's 18 quarter turns), by IDA* for `budgetMs`; when the search
 * finishes, also a shortest solution (replayed). Throws InvalidStateError for bad input.
 */
export function santaCube3LowerBound(
  initial: readonly string[],
  solution: readonly string[],
  options: LowerBoundOptions = {},
): LowerBoundResult {
  const t0 = performance.now();
  checkLabels(initial, solution, 54, 'cube_3/3/3');
  const w = options.wildcards ?? 0;
  const trivial = (why: 'wildcards' | 'readings'): LowerBoundResult => {
    const b = stickerBound(initial, solution, w);
    return {
      bound: b,
      optimal: false,
      moves: null,
      rootBound: b,
      nodes: 0,
      ms: 0,
      readings: 0,
      trivial: why,
      exactTable: false,
      cornerTable: false,
    };
  };
  if (w > 0) return trivial('wildcards');
  const t = threeTables();
  // A state no cube can reach (a twisted corner, ...): the solver's typed error.
  const first = virtualProblem(t, initial, solution, 0);
  if ('error' in first) throw first.error;
  const readings = allReadings(t, initial, solution, options.maxReadings ?? 64);
  if (readings === null) return trivial('readings');
  bind(options.exact ?? 'cached', options.corners ?? true);
  const roots = readings.map((r) => rootOf(r.facelets, r.start, r.end));
  const rootBound = Math.min(...roots.map((r) => r.h));
  const result = (b: number, moves: string[] | null): LowerBoundResult => ({
    bound: b,
    optimal: moves !== null,
    moves,
    rootBound,
    nodes,
    ms: performance.now() - t0,
    readings: roots.length,
    exactTable: EXACT,
    cornerTable: CORNERS,
  });
  if (roots.length === 0) throw new Error('a checked cube_3 state has no reading (a bug)');
  signal = options.signal;
  nodes = 0;
  stop = false;
  deadline = performance.now() + (options.budgetMs ?? 1000);
  for (let d = rootBound; d <= MAX_DEPTH; d++) {
    for (const r of roots) {
      if (r.h > d) continue;
      use(r);
      if (dfs(0, d, -1, -1)) return result(d, answer(initial, solution, r, d));
      if (stop) {
        throwIfAborted(options.signal, 'the cube_3 lower bound');
        return result(d, null);
      }
    }
  }
  return result(MAX_DEPTH + 1, null);
}

/** The path found (virtual moves) as a Santa word, replayed; its length must be d. */
function answer(
  initial: readonly string[],
  solution: readonly string[],
  r: Root,
  d: number,
): string[] {
  const t = threeTables();
  const faces = Array.from(path.subarray(0, d)).flatMap((v) =>
    (SLICE_MOVES[v] as { faces: number[] }).faces.map(
      (x) => FACE_TURNS[x] as (typeof FACE_TURNS)[number],
    ),
  );
  const word = santaWord(t, toRuns(faces), r.start, r.end);
  const bad = mismatches(replay(3, initial, word), solution);
  if (bad !== 0)
    throw new Error(`the cube_3 lower-bound search's answer leaves ${bad} wrong (a bug)`);
  if (word.length !== d)
    throw new Error(`a ${d}-move path was written in ${word.length} Santa moves (a bug)`);
  return word;
}
