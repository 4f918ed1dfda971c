import type { Move } from '../move.js';
import { cornerPerm, flip, slice, slicePerm, twist, udEdgePerm } from '../three/coords.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  multiplyInto,
  solvedCubie,
} from '../three/cubie.js';
import { cachedSlicePhase1 } from './slice-phase1.js';
import {
  frameDistances,
  P2_MOVES,
  SLICE_MOVES,
  type SliceMove,
  type SliceTables,
  sliceTables,
} from './slice-tables.js';

/*
 * Two-phase search in Santa's metric (tables and the model: slice-tables.ts). Phase-1 depths
 * rise one by one; every phase-1 solution is finished by an IDA* phase 2 (moves of cost 1 and 2)
 * within the best total so far, so answers only get shorter, until the deadline. The cost counted
 * is Santa moves exactly as the frame programme (frames.ts) will write them, frame included, so
 * the answer's Santa length is at most the cost found (the programme may merge runs further).
 * Typed arrays and integer recursion only; module-level state (solves do not nest).
 */

export interface SliceSearchResult {
  /** Index of the view the answer is for (-1: none found). */
  view: number;
  /** Face turns (virtual frame) for `toRuns`/`santaWord`, or null when nothing was found. */
  moves: Move[] | null;
  /** Santa cost of `moves` (upper bound of the written word's length). */
  cost: number;
  /** The search finished: nothing in Santa's metric is cheaper than `cost` (or than `upper`). */
  complete: boolean;
  nodes: number;
}

const NM = 24;
const IS_P2 = new Uint8Array(NM);
for (const v of P2_MOVES) IS_P2[v] = 1;
const COST = Uint8Array.from(SLICE_MOVES, (m) => m.cost);
/** Longest phase 2 (in Santa moves) tried per phase-1 solution. */
const MAX_PHASE2 = 24;

let T: SliceTables;
// The tables as plain module-level bindings (imported bindings and property reads are slower in
// the hot loops).
let TW: Uint16Array = new Uint16Array(0);
let FL = TW;
let SL = TW;
let CP = TW;
let EP = TW;
let SP = TW;
let TS: Uint8Array = new Uint8Array(0);
let FS = TS;
let TF = TS;
let CS = TS;
let ES = TS;
let NEXT = TS;
let FOLLOWS = TS;
let CMIN = TS;
let CP18: Uint16Array = TW;
/** The corner permutation of the view being searched. */
let cp0 = 0;
const NP1 = 18;
const NP2 = 12;
const P2 = Int32Array.from(P2_MOVES);
const FACES: readonly (readonly number[])[] = SLICE_MOVES.map((m) => m.faces);
const TURNS: readonly CubieCube[] = CUBIE_MOVES.slice();
const mul = multiplyInto;

// The exact phase-1 table (slice-phase1.ts), when loaded.
let EXACT = false;
let RAW2SYM: Uint32Array = new Uint32Array(0);
let ROWS: Uint16Array = new Uint16Array(0);
let TWC: Uint16Array = new Uint16Array(0);

function bind(): void {
  const ph1 = cachedSlicePhase1();
  EXACT = ph1 !== null;
  if (ph1) ({ raw2sym: RAW2SYM, rows: ROWS, twistConj: TWC } = ph1);
  T = sliceTables();
  ({ tw: TW, fl: FL, sl: SL, cp: CP, ep: EP, sp: SP } = T);
  ({ twistSlice: TS, flipSlice: FS, twistFlip: TF, cornerSlice: CS, edgeSlice: ES } = T);
  NEXT = T.frameNext;
  FOLLOWS = T.follows;
  CMIN = T.cornerMin;
  CP18 = T.cp18;
}
let end = 0;
let deadline = 0;
let stop = false;
let nodes = 0;
let bestCost = 0;
let best: number[] | null = null;
let frame1: Uint8Array = new Uint8Array(24);
let frame2: Uint8Array = new Uint8Array(24);
const path = new Int8Array(64);
const cube0: CubieCube = solvedCubie();
const cubeA: CubieCube = solvedCubie();
const cubeB: CubieCube = solvedCubie();

/**
 * A first pass looks only for totals below `cap` (min2phase's idea): a large upper bound (a poor
 * first answer of the variants) would otherwise send phase 2 deep after every phase-1 solution.
 * With nothing found by CAP_NODES nodes (~1 s), the search starts again with the upper bound.
 */
const SOFT_CAP = 25;
const CAP_NODES = 3_000_000;
let cap = 0;
let capped = false;
let signal: AbortSignal | undefined;

function tick(): void {
  if ((++nodes & 4095) !== 0) return;
  if (performance.now() > deadline || signal?.aborted) stop = true;
  else if (capped && !best && nodes >= CAP_NODES) stop = true;
}

/** Phase 1's table bound (without the frame): exact with the big table, else the pair tables. */
function t1(tw: number, fl: number, sl: number): number {
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

function h1(tw: number, fl: number, sl: number, f: number): number {
  return Math.max(t1(tw, fl, sl), frame1[f] as number);
}

function h2(cp: number, ep: number, sp: number, f: number): number {
  const a = CS[cp * 24 + sp] as number;
  const b = ES[ep * 24 + sp] as number;
  return Math.max(a, b, frame2[f] as number);
}

/** Whether move v may follow the last two (canonical order; no three equal quarter turns). */
function allowed(v: number, last: number, last2: number): boolean {
  if (!FOLLOWS[(last < 0 ? NM : last) * NM + v]) return false;
  return !(v === last && v === last2);
}

function phase2(
  cp: number,
  ep: number,
  sp: number,
  f: number,
  depth: number,
  remaining: number,
  last: number,
  last2: number,
): boolean {
  tick();
  if (remaining === 0) return cp === 0 && ep === 0 && sp === 0 && f === end;
  for (let k = 0; k < NP2; k++) {
    const v = P2[k] as number;
    const c = COST[v] as number;
    if (c > remaining || !allowed(v, last, last2)) continue;
    const cp2 = CP[cp * NP2 + k] as number;
    const ep2 = EP[ep * NP2 + k] as number;
    const sp2 = SP[sp * NP2 + k] as number;
    const f2 = NEXT[f * NM + v] as number;
    if (h2(cp2, ep2, sp2, f2) > remaining - c) continue;
    path[depth] = v;
    if (phase2(cp2, ep2, sp2, f2, depth + 1, remaining - c, v, last)) return true;
    if (stop) return false;
  }
  return false;
}

/** Finish a phase-1 solution of `d1` moves (ending in frame f) with phase 2, within the best. */
function finish(d1: number, f: number, c: number, last: number, last2: number): void {
  const limit = Math.min(MAX_PHASE2, Math.min(bestCost, cap) - 1 - d1);
  if (limit < 0) return;
  // The corners first, through their move table: most phase-1 solutions end here.
  if ((frame2[f] as number) > limit) return;
  if ((CMIN[c] as number) > limit) return;
  let a = cubeA;
  let b = cubeB;
  a.cp.set(cube0.cp);
  a.co.set(cube0.co);
  a.ep.set(cube0.ep);
  a.eo.set(cube0.eo);
  for (let i = 0; i < d1; i++)
    for (const m of FACES[path[i] as number] as number[]) {
      mul(b, a, TURNS[m] as CubieCube);
      const x = a;
      a = b;
      b = x;
    }
  const cp = cornerPerm(a);
  const ep = udEdgePerm(a);
  const sp = slicePerm(a);
  for (let d2 = h2(cp, ep, sp, f); d2 <= limit && !stop; d2++) {
    if (phase2(cp, ep, sp, f, d1, d2, last, last2)) {
      bestCost = d1 + d2;
      let n = d1;
      for (let r = d2; r > 0; n++) r -= COST[path[n] as number] as number;
      best = Array.from(path.subarray(0, n));
      return;
    }
  }
}

function phase1(
  tw: number,
  fl: number,
  sl: number,
  cp: number,
  f: number,
  depth: number,
  remaining: number,
  last: number,
  last2: number,
): void {
  tick();
  if (remaining === 0) {
    // A phase-1 solution ending in a phase-2 move was met one move shorter.
    if (tw === 0 && fl === 0 && sl === 0 && (last < 0 || !IS_P2[last]) && frame2[f] !== 255)
      finish(depth, f, cp, last, last2);
    return;
  }
  for (let v = 0; v < NP1; v++) {
    if (!allowed(v, last, last2)) continue;
    const tw2 = TW[tw * NP1 + v] as number;
    const fl2 = FL[fl * NP1 + v] as number;
    const sl2 = SL[sl * NP1 + v] as number;
    const f2 = NEXT[f * NM + v] as number;
    if (h1(tw2, fl2, sl2, f2) > remaining - 1) continue;
    path[depth] = v;
    const cp2 = CP18[cp * NP1 + v] as number;
    phase1(tw2, fl2, sl2, cp2, f2, depth + 1, remaining - 1, v, last);
    if (stop) return;
  }
}

/** One virtual problem (three.ts's `virtualProblem`): facelets with centres home, frames. */
export interface SliceView {
  facelets: string;
  start: number;
  end: number;
  /**
   * Search the inverse problem instead (min2phase's idea: a different phase 1, the same
   * answers): the cube inverted, start and end frames swapped, the word found reversed and
   * inverted. Valid because a pair's frame change is undone by the inverse pair
   * (slice-inverse.test.ts checks it), so a word taking frame a to b, inverted, takes b to a.
   */
  inverse?: boolean;
}

/** The inverse of a cubie cube: c · inverseCubie(c) is solved. */
export function inverseCubie(c: CubieCube): CubieCube {
  const out = solvedCubie();
  for (let j = 0; j < 8; j++) {
    const s = c.cp[j] as number;
    out.cp[s] = j;
    out.co[s] = (3 - (c.co[j] as number)) % 3;
  }
  for (let j = 0; j < 12; j++) {
    const s = c.ep[j] as number;
    out.ep[s] = j;
    out.eo[s] = c.eo[j] as number;
  }
  return out;
}

interface ViewState {
  cube: CubieCube;
  frame1: Uint8Array;
  frame2: Uint8Array;
  end: number;
  start: number;
  tw: number;
  fl: number;
  sl: number;
}

function viewState(v: SliceView): ViewState {
  const f2 = frameDistances(T, v.inverse ? v.start : v.end, P2_MOVES);
  // Phase 1's frame bound: the distance (any move, cost 1) to a frame phase 2 can finish from.
  const f1 = new Uint8Array(24).fill(255);
  for (let f = 0; f < 24; f++) if (f2[f] !== 255) f1[f] = 0;
  for (let d = 0; d < 4; d++)
    for (let f = 0; f < 24; f++) {
      if (f1[f] !== 255) continue;
      for (let m = 0; m < NP1; m++) if (f1[NEXT[f * NM + m] as number] === d) f1[f] = d + 1;
    }
  const read = cubieFromFacelets(v.facelets);
  const c = v.inverse ? inverseCubie(read) : read;
  return {
    cube: c,
    frame1: f1,
    frame2: f2,
    end: v.inverse ? v.start : v.end,
    start: v.inverse ? v.end : v.start,
    tw: twist(c),
    fl: flip(c),
    sl: slice(c),
  };
}

/**
 * Search the virtual problems `views` (the same position seen along different axes: phase 2
 * differs) for a Santa word cheaper than `upper`, phase-1 depths rising in lockstep across them,
 * until `deadlineMs` (performance.now() time) or `stopSignal`. The best: its view's index, face
 * turns and cost.
 */
export function sliceSearch(
  views: readonly SliceView[],
  upper: number,
  deadlineMs: number,
  stopSignal?: AbortSignal,
): SliceSearchResult {
  signal = stopSignal;
  bind();
  deadline = deadlineMs;
  stop = false;
  nodes = 0;
  best = null;
  bestCost = upper;
  let bestView = -1;
  const vs = views.map(viewState);
  const h = (v: ViewState) => {
    frame1 = v.frame1;
    return h1(v.tw, v.fl, v.sl, v.start);
  };
  const lowest = Math.min(...vs.map(h));
  let complete = false;
  for (const c of upper > SOFT_CAP ? [SOFT_CAP, upper] : [upper]) {
    cap = c;
    capped = c < upper;
    stop = false;
    for (let d1 = lowest; d1 < Math.min(bestCost, cap) && !stop; d1++)
      vs.forEach((v, i) => {
        if (stop || d1 >= bestCost || h(v) > d1) return;
        end = v.end;
        frame1 = v.frame1;
        frame2 = v.frame2;
        cube0.cp.set(v.cube.cp);
        cube0.co.set(v.cube.co);
        cube0.ep.set(v.cube.ep);
        cube0.eo.set(v.cube.eo);
        cp0 = cornerPerm(v.cube);
        const before = best;
        phase1(v.tw, v.fl, v.sl, cp0, v.start, 0, d1, -1, -1);
        if (best !== before) bestView = i;
      });
    // Every total below the answer (or `upper`) was looked at: no time out, no cap below it.
    complete = !stop && upper - 1 <= MAX_PHASE2 && cap >= bestCost;
    if (best || performance.now() > deadline || signal?.aborted) break;
  }
  const found = best as number[] | null;
  const inverse = views[bestView]?.inverse === true;
  const faces = (m: number) => (SLICE_MOVES[m] as SliceMove).faces;
  return {
    view: bestView,
    moves: !found
      ? null
      : inverse
        ? found
            .reverse()
            .flatMap((m) => faces(m).map((x) => FACE_TURNS[x - (x % 3) + 2 - (x % 3)] as Move))
        : found.flatMap((m) => faces(m).map((x) => FACE_TURNS[x] as Move)),
    cost: found ? bestCost : upper,
    complete,
    nodes,
  };
}
