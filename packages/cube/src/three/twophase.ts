import { rank, throwIfAborted } from '@puz/perm';
import type { Move } from '../move.js';
import { simplifyAlg } from '../notation.js';
import { flip, N_FLIP, N_SLICE, PHASE2_MOVES, slice, twist } from './coords.js';
import { CUBIE_MOVES, type CubieCube, multiplyInto, solvedCubie } from './cubie.js';
import { SKIP } from './move-rules.js';
import { solveOriented } from './orient.js';
import { N_SYM } from './sym.js';
import { twoPhaseTables } from './tables.js';
import { type View, views } from './views.js';

/*
 * Kociemba's two-phase algorithm. Phase 1 (IDA*, all 18 turns) brings twist, flip and the
 * middle-edge positions home, i.e. into <U, D, R2, L2, F2, B2>; phase 2 (IDA*, those 10 turns)
 * solves the rest. Phase-1 depths rise one by one across six views of the position (views.ts),
 * each phase-1 solution is finished by phase 2 within the best total so far, so answers only get
 * shorter; the search stops at `targetLength` or when `budgetMs` runs out.
 *
 * The search is written for speed: coordinates and tables are module-level typed arrays, the
 * recursion passes integers only, and the pruning tables are keyed by symmetry class (pruning.ts).
 */

export interface TwoPhaseOptions {
  /** Stop at the first answer this short (default 21). */
  targetLength?: number;
  /** Keep improving for at most this long (default 10 000 ms); the best answer so far is returned. */
  budgetMs?: number;
  /** Never return more than this many moves (default 30). */
  maxLength?: number;
  /** Stops the search; the best answer so far is returned, or an AbortError thrown if there is none. */
  signal?: AbortSignal;
  /**
   * Also search the position after each of 8 pre-moves (min2phase): more candidates per length,
   * so shorter answers within a budget, at some cost in time to the first answer. Default: on when
   * `targetLength` is below 21.
   */
  preMoves?: boolean;
  /**
   * false (default): the answer leads with the rotation (x, y, z: free in HTM) that brings the
   * centres home and ends on the solved facelet string. true: face turns only, ending solved in
   * whatever orientation the centres show.
   */
  anyOrientation?: boolean;
}

export interface TwoPhaseSolution {
  /** The rotation first (unless anyOrientation), then face turns. */
  moves: Move[];
  /** Face turns (HTM: rotations count 0). */
  length: number;
  ms: number;
  /** Phase-1 solutions tried (each finished by a phase-2 search). */
  probes: number;
  /** Nodes visited in both phases. */
  nodes: number;
}

/** Longest phase 2 tried per phase-1 solution (phase 2 never needs more than 18; most need <= 12). */
const MAX_PHASE2 = 12;
/**
 * Phase 2 first looks only for totals up to `cap` (the target, at least 21), as min2phase does:
 * a deep phase 2 after every phase-1 solution costs more than it saves. If nothing is found by
 * `CAP_NODES` nodes (~50 ms), the cap goes up to `maxLength` so that a hard position still gets some
 * answer soon; answers then keep getting shorter as before. Counting nodes, not time, keeps the
 * answer for a given target the same on every machine.
 */
let cap = 21;
const CAP_NODES = 200_000;
let maxLength = 30;

const IS_PHASE2 = new Uint8Array(18);
for (const m of PHASE2_MOVES) IS_PHASE2[m] = 1;
const P2 = Int32Array.from(PHASE2_MOVES);
/** The 8 quarter turns of R, L, F and B: the moves that change the phase-1 coordinates. */
const NOT_P2 = Int32Array.from({ length: 18 }, (_, m) => m).filter((m) => !IS_PHASE2[m]);

// Tables, bound once by `init` (the first solve).
let TW: Uint16Array = new Uint16Array(0);
let FL = TW;
let SL = TW;
let CP = TW;
let EP = TW;
let SP = TW;
let TW_SYM: Uint32Array = new Uint32Array(0);
let FL_SYM = TW_SYM;
let CP_SYM = TW_SYM;
let EP_SYM = TW_SYM;
let FLIP_CONJ = TW;
let SLICE_CONJ = TW;
let SP_CONJ = TW;
let TWIST_FLIP: Uint8Array = new Uint8Array(0);
let SLICE_TWIST = TWIST_FLIP;
let SLICE_FLIP = TWIST_FLIP;
let CORNER_SLICE = TWIST_FLIP;
let EDGE_SLICE = TWIST_FLIP;
let EDGE_CORNER = TWIST_FLIP;
let CCOMB = TWIST_FLIP;
let CCOMB_CONJ = TW;
let ready = false;

function init(): void {
  if (ready) return;
  const { move: mt, sym: st, prune: pt } = twoPhaseTables();
  TW = mt.twist;
  FL = mt.flip;
  SL = mt.slice;
  CP = mt.cornerPerm;
  EP = mt.udEdgePerm;
  SP = mt.slicePerm;
  TW_SYM = st.twistSym8.raw2sym;
  FL_SYM = st.flipSym8.raw2sym;
  CP_SYM = st.cornerPermSym.raw2sym;
  EP_SYM = st.udEdgePermSym.raw2sym;
  FLIP_CONJ = st.flipConj;
  SLICE_CONJ = st.sliceConj;
  SP_CONJ = st.slicePermConj;
  TWIST_FLIP = pt.twistFlip;
  SLICE_TWIST = pt.sliceTwist;
  SLICE_FLIP = pt.sliceFlip;
  CORNER_SLICE = pt.cornerSlice;
  EDGE_SLICE = pt.edgeSlice;
  EDGE_CORNER = pt.edgeCorner;
  CCOMB = mt.cornerComb;
  CCOMB_CONJ = st.cornerCombConj;
  ready = true;
}

/** Whether all three phase-1 tables allow finishing in fewer than `remaining` moves (early exit). */
function fits1(tw: number, fl: number, sl: number, remaining: number): boolean {
  const ts = TW_SYM[tw] as number;
  const s = ts & 15;
  const tc = ts >>> 4;
  // Twist × flip first: on 50 random positions it alone prunes 78% of the children (slice × twist
  // 64%, slice × flip 68%), so this order reads the fewest tables on average.
  if ((TWIST_FLIP[tc * N_FLIP + (FLIP_CONJ[fl * N_SYM + s] as number)] as number) >= remaining)
    return false;
  if ((SLICE_TWIST[tc * N_SLICE + (SLICE_CONJ[sl * N_SYM + s] as number)] as number) >= remaining)
    return false;
  const fs = FL_SYM[fl] as number;
  return (
    (SLICE_FLIP[(fs >>> 4) * N_SLICE + (SLICE_CONJ[sl * N_SYM + (fs & 15)] as number)] as number) <
    remaining
  );
}

/** Whether all three phase-2 tables allow finishing in fewer than `remaining` moves. */
function fits2(cp: number, ep: number, sp: number, remaining: number): boolean {
  const cs = CP_SYM[cp] as number;
  if (
    (CORNER_SLICE[(cs >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (cs & 15)] as number)] as number) >=
    remaining
  )
    return false;
  const es = EP_SYM[ep] as number;
  if (
    (EDGE_SLICE[(es >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (es & 15)] as number)] as number) >=
    remaining
  )
    return false;
  const c = CCOMB_CONJ[(CCOMB[cp] as number) * N_SYM + (es & 15)] as number;
  return (EDGE_CORNER[(es >>> 4) * 140 + c] as number) < remaining;
}

/** Lower bound on phase-1 moves: the largest of the three pair tables. */
function h1(tw: number, fl: number, sl: number): number {
  const ts = TW_SYM[tw] as number;
  const s = ts & 15;
  const tc = ts >>> 4;
  const fs = FL_SYM[fl] as number;
  const h = SLICE_TWIST[tc * N_SLICE + (SLICE_CONJ[sl * N_SYM + s] as number)] as number;
  const b = SLICE_FLIP[
    (fs >>> 4) * N_SLICE + (SLICE_CONJ[sl * N_SYM + (fs & 15)] as number)
  ] as number;
  const c = TWIST_FLIP[tc * N_FLIP + (FLIP_CONJ[fl * N_SYM + s] as number)] as number;
  return Math.max(h, b, c);
}

/** Lower bound on phase-2 moves. */
function h2(cp: number, ep: number, sp: number): number {
  const cs = CP_SYM[cp] as number;
  const es = EP_SYM[ep] as number;
  const a = CORNER_SLICE[(cs >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (cs & 15)] as number)] as number;
  const b = EDGE_SLICE[(es >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (es & 15)] as number)] as number;
  const c = EDGE_CORNER[
    (es >>> 4) * 140 + (CCOMB_CONJ[(CCOMB[cp] as number) * N_SYM + (es & 15)] as number)
  ] as number;
  return Math.max(a, b, c);
}

// The state of the running search (solves do not nest).
const path = new Int8Array(40);
let bestLength = 0;
let best: number[] | null = null;
let bestView: View | null = null;
let target = 0;
let deadline = 0;
let signal: AbortSignal | undefined;
let stop = false;
let nodes = 0;
let probes = 0;
let view: View;
const cur = solvedCubie();
const nxt = solvedCubie();

function tick(): void {
  if ((++nodes & 4095) !== 0) return;
  const now = performance.now();
  if (signal?.aborted || (best && now > deadline)) stop = true;
  else if (!best && nodes >= CAP_NODES) cap = maxLength;
}

function phase2(
  cp: number,
  ep: number,
  sp: number,
  depth: number,
  remaining: number,
  last: number,
): boolean {
  tick();
  if (remaining === 0) return cp === 0 && ep === 0 && sp === 0;
  const row = (last + 1) * 18;
  if (remaining === 1) {
    // The last move: the goal is 0 in each coordinate, so test that without the tables.
    for (let k = 0; k < 10; k++) {
      const m = P2[k] as number;
      if (SKIP[row + m]) continue;
      if (CP[cp * 18 + m] === 0 && EP[ep * 18 + m] === 0 && SP[sp * 18 + m] === 0) {
        path[depth] = m;
        return true;
      }
    }
    return false;
  }
  for (let k = 0; k < 10; k++) {
    const m = P2[k] as number;
    if (SKIP[row + m]) continue;
    const cp2 = CP[cp * 18 + m] as number;
    const ep2 = EP[ep * 18 + m] as number;
    const sp2 = SP[sp * 18 + m] as number;
    if (!fits2(cp2, ep2, sp2, remaining)) continue;
    path[depth] = m;
    if (phase2(cp2, ep2, sp2, depth + 1, remaining - 1, m)) return true;
  }
  return false;
}

/** Finish a phase-1 solution of `depth1` moves with phase 2, within the best length so far. */
function finish(depth1: number): void {
  probes++;
  // The phase-2 coordinates need the whole permutation: replay the phase-1 moves on the pieces.
  let a = cur;
  let b = nxt;
  multiplyInto(a, view.start, solvedCubie());
  for (let i = 0; i < depth1; i++) {
    multiplyInto(b, a, CUBIE_MOVES[path[i] as number] as CubieCube);
    [a, b] = [b, a];
  }
  const cp = rank(a.cp);
  const ep = rank(a.ep.subarray(0, 8));
  let sp = 0;
  {
    let used = 0;
    for (let i = 8; i < 12; i++) {
      const v = (a.ep[i] as number) - 8;
      let smaller = 0;
      for (let u = 0; u < v; u++) if (used & (1 << u)) smaller++;
      sp = sp * (12 - i) + v - smaller;
      used |= 1 << v;
    }
  }
  const last = depth1 > 0 ? (path[depth1 - 1] as number) : -1;
  const extra = view.extra;
  const limit = Math.min(MAX_PHASE2, bestLength - 1 - depth1 - extra, cap - depth1 - extra);
  for (let d2 = h2(cp, ep, sp); d2 <= limit; d2++) {
    if (phase2(cp, ep, sp, depth1, d2, last)) {
      bestLength = depth1 + d2 + extra;
      best = Array.from(path.subarray(0, depth1 + d2));
      bestView = view;
      if (bestLength <= target) stop = true;
      return;
    }
  }
}

function phase1(
  tw: number,
  fl: number,
  sl: number,
  depth: number,
  remaining: number,
  last: number,
): void {
  tick();
  if (remaining === 0) {
    // A phase-1 solution; one ending in a phase-2 turn was already met one move shorter.
    if (tw === 0 && fl === 0 && sl === 0 && (last < 0 || !IS_PHASE2[last])) finish(depth);
    return;
  }
  const row = (last + 1) * 18;
  if (remaining === 1) {
    // The last move: only a quarter turn of R, L, F or B can reach the goal from outside it (a
    // phase-2 turn keeps these coordinates), and the goal is 0 in each: no table lookups needed.
    for (let k = 0; k < 8; k++) {
      const m = NOT_P2[k] as number;
      if (SKIP[row + m]) continue;
      if (TW[tw * 18 + m] === 0 && FL[fl * 18 + m] === 0 && SL[sl * 18 + m] === 0) {
        path[depth] = m;
        finish(depth + 1);
        if (stop) return;
      }
    }
    return;
  }
  for (let m = 0; m < 18; m++) {
    if (SKIP[row + m]) continue;
    const tw2 = TW[tw * 18 + m] as number;
    const fl2 = FL[fl * 18 + m] as number;
    const sl2 = SL[sl * 18 + m] as number;
    if (!fits1(tw2, fl2, sl2, remaining)) continue;
    path[depth] = m;
    phase1(tw2, fl2, sl2, depth + 1, remaining - 1, m);
    if (stop) return;
  }
}

/** Build (or load from the disk cache) everything the solver needs, ahead of the first solve. */
export function prepareTwoPhase(): void {
  init();
}

/**
 * Kociemba's two-phase algorithm on six views of the position at once: phase-1 depths rise in
 * lockstep across them, so the view that happens to be easy answers first; all share the best
 * length so far. Centres anywhere (after wide, slice or rotation moves): see `anyOrientation`.
 */
export function solveTwoPhase(facelets: string, options: TwoPhaseOptions = {}): TwoPhaseSolution {
  const t0 = performance.now();
  const s = solveOriented(facelets, options.anyOrientation, 'two-phase', (home) =>
    solveHome(home, options, t0),
  );
  return { ...s, ms: performance.now() - t0 };
}

/** The search of a position with its centres home (checked by `solveOriented`). */
function solveHome(facelets: string, options: TwoPhaseOptions, t0: number): TwoPhaseSolution {
  init();
  target = options.targetLength ?? 21;
  const budget = options.budgetMs ?? 10_000;
  deadline = t0 + budget;
  maxLength = options.maxLength ?? 30;
  cap = Math.min(maxLength, Math.max(target, 21));
  signal = options.signal;
  bestLength = maxLength + 1;
  best = null;
  bestView = null;
  stop = false;
  nodes = 0;
  probes = 0;

  const vs = views(facelets, { preMoves: options.preMoves ?? target < 21 }).map((v) => ({
    v,
    tw: twist(v.start),
    fl: flip(v.start),
    sl: slice(v.start),
  }));
  // d counts a view's pre-move too, so views of equal total length are searched together.
  const lowest = Math.min(...vs.map(({ v, tw, fl, sl }) => h1(tw, fl, sl) + v.extra));
  for (let d = lowest; d < bestLength && !stop; d++) {
    for (const { v, tw, fl, sl } of vs) {
      const d1 = d - v.extra;
      if (stop || d >= bestLength || d1 < 0 || h1(tw, fl, sl) > d1) continue;
      view = v;
      phase1(tw, fl, sl, 0, d1, -1);
    }
  }
  const found = best as number[] | null;
  if (!found || !bestView) {
    throwIfAborted(signal, 'the two-phase solve');
    throw new Error('two-phase search found nothing within maxLength (raise it)');
  }
  // A pre-move can merge with the last phase-2 turn (R2 then R is R').
  // (solveOriented replays it on the position given.)
  const moves = simplifyAlg((bestView as View).back(found), 3);
  return { moves, length: moves.length, ms: performance.now() - t0, probes, nodes };
}
