import { rank, SearchLimitError, throwIfAborted } from '@puz/perm';
import { simplifyAlg } from '../notation.js';
import { flip, PHASE2_MOVES, slice, twist } from './coords.js';
import { CUBIE_MOVES, type CubieCube } from './cubie.js';
import { SKIP } from './move-rules.js';
import { nearDistance } from './phase1-near.js';
import { PLACEMENT_SLICE_PERM, SLICE_PLACEMENT_MOVE, slicePlacement } from './slice-placement.js';
import { N_SYM } from './sym.js';
import type { TwoPhaseOptions, TwoPhaseSolution } from './twophase-options.js';
import {
  exact1,
  fits1,
  fits2,
  h1,
  h2,
  init,
  NEAR_DEPTH,
  type SearchTables,
  searchTables,
} from './twophase-tables.js';
import { type View, views } from './views.js';

/*
 * The two-phase search proper (twophase.ts is the entry, twophase-tables.ts the tables and
 * bounds): phase 1 over the six views, each phase-1 solution checked by phase 2's corner bound
 * ("phase 1.5", `finish`) and finished by phase 2. Phase 1 and phase 2 stay in one module because
 * they share the running search's state (the path, the best answer, the node count, `stop`),
 * which both write in the hot loop: module-level `let`s here, where a split would need them in an
 * object (imports are read-only).
 */

/** Longest phase 2 tried per phase-1 solution (phase 2 never needs more than 18; most need <= 12). */
const MAX_PHASE2 = 12;
/**
 * Phase 2 first looks only for totals up to `cap`, as min2phase does: a deep phase 2 after every
 * phase-1 solution costs more than it saves. The cap is the target when that is 20 or more (at the
 * default 20, phase 2 never looks for a 21 first: half the phase-2 nodes, same answers); below
 * 20 (a shorter target or a budget to spend) it is 21, so that some answer comes soon. If nothing is found by
 * `CAP_NODES` nodes (~50 ms), the cap goes up to `maxLength` so that a hard position still gets some
 * answer soon; answers then keep getting shorter as before. Counting nodes, not time, keeps the
 * answer for a given target the same on every machine.
 */
let cap = 21;
const CAP_NODES = 200_000;
let maxLength = 30;

// The tables the loops index, taken from twophase-tables.ts at every solve (`bind`): module-level
// here so that the hot loops read them as they did before the split, not through imports.
let TW: Uint16Array = new Uint16Array(0);
let FL = TW;
let SL = TW;
let CP = TW;
let EP = TW;
let SP = TW;
let CP_SYM: Uint32Array = new Uint32Array(0);
let SP_CONJ = TW;
let CORNER_SLICE: Uint8Array = new Uint8Array(0);
let FULL = false;
let NEAR: SearchTables['NEAR'];

function bind(t: SearchTables): void {
  ({ TW, FL, SL, CP, EP, SP, CP_SYM, SP_CONJ, CORNER_SLICE, FULL, NEAR } = t);
}

const IS_PHASE2 = new Uint8Array(18);
for (const m of PHASE2_MOVES) IS_PHASE2[m] = 1;
const P2 = Int32Array.from(PHASE2_MOVES);
/** The 8 quarter turns of R, L, F and B: the moves that change the phase-1 coordinates. */
const NOT_P2 = Int32Array.from({ length: 18 }, (_, m) => m).filter((m) => !IS_PHASE2[m]);

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
/** The current view's corner permutation and middle-edge placement. */
let viewCp = 0;
let viewPlacement = 0;

/** Whether the budget may end a search that has no answer yet (only when the caller set maxLength). */
let hardBudget = false;

function tick(): void {
  if ((++nodes & 4095) !== 0) return;
  const now = performance.now();
  if (signal?.aborted || ((best || hardBudget) && now > deadline)) stop = true;
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

/** The edge permutation after each prefix of `path` (row k: after k moves), and which path it is for. */
const EP_AT = new Uint8Array(41 * 12);
const epPath = new Int8Array(40);
let epValid = 0;
/** EDGE_FROM[m · 12 + s]: the slot whose edge face turn m brings to slot s. */
const EDGE_FROM = Uint8Array.from(
  { length: 18 * 12 },
  (_, i) => (CUBIE_MOVES[Math.floor(i / 12)] as CubieCube).ep[i % 12] as number,
);

/** Finish a phase-1 solution of `depth1` moves with phase 2, within the best length so far. */
function finish(depth1: number): void {
  probes++;
  const extra = view.extra;
  const limit = Math.min(MAX_PHASE2, bestLength - 1 - depth1 - extra, cap - depth1 - extra);
  // Phase 1.5: the corner permutation and the middle edges' order come from two short replays
  // through move tables, and phase 2's corner bound rules out most phase-1 solutions here.
  let cp = viewCp;
  let pl = viewPlacement;
  for (let i = 0; i < depth1; i++) {
    const m = path[i] as number;
    cp = CP[cp * 18 + m] as number;
    pl = SLICE_PLACEMENT_MOVE[pl * 18 + m] as number;
  }
  const sp = PLACEMENT_SLICE_PERM[pl] as number;
  const cs = CP_SYM[cp] as number;
  if (
    (CORNER_SLICE[(cs >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (cs & 15)] as number)] as number) > limit
  )
    return;
  // The U/D edges: replayed from the longest prefix this path shares with the last one replayed.
  let k = 0;
  while (k < epValid && k < depth1 && epPath[k] === path[k]) k++;
  for (; k < depth1; k++) {
    const m = path[k] as number;
    epPath[k] = m;
    const from = k * 12;
    const to = from + 12;
    const row = m * 12;
    for (let s = 0; s < 12; s++)
      EP_AT[to + s] = EP_AT[from + (EDGE_FROM[row + s] as number)] as number;
  }
  epValid = depth1;
  const ep = rank(EP_AT.subarray(depth1 * 12, depth1 * 12 + 8));
  const last = depth1 > 0 ? (path[depth1 - 1] as number) : -1;
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
  if (remaining <= NEAR_DEPTH + 1) {
    // Near the end: the near-goal hash is exact here (in the fastest cache), and most children
    // are turned away by one of its per-coordinate minima first, before the other coordinates
    // and the hash are read: of 10,660 children a solve (200 random positions at <= 20) the
    // slice minimum turns away 7,258, twist and flip 2,204 more, the hash 364 of the 1,198 left.
    // Pair bench against hashing every child: 0.89-1.00x the time in four runs, same answers.
    const { sliceMin, twistMin, flipMin } = NEAR;
    for (let m = 0; m < 18; m++) {
      if (SKIP[row + m]) continue;
      const sl2 = SL[sl * 18 + m] as number;
      if ((sliceMin[sl2] as number) >= remaining) continue;
      const tw2 = TW[tw * 18 + m] as number;
      if ((twistMin[tw2] as number) >= remaining) continue;
      const fl2 = FL[fl * 18 + m] as number;
      if ((flipMin[fl2] as number) >= remaining) continue;
      if (nearDistance(NEAR, tw2, fl2, sl2) >= remaining) continue;
      path[depth] = m;
      phase1(tw2, fl2, sl2, depth + 1, remaining - 1, m);
      if (stop) return;
    }
    return;
  }
  for (let m = 0; m < 18; m++) {
    if (SKIP[row + m]) continue;
    const tw2 = TW[tw * 18 + m] as number;
    const fl2 = FL[fl * 18 + m] as number;
    const sl2 = SL[sl * 18 + m] as number;
    // Which bounds to read depends on the depth left (counted on 300 random positions at <= 20,
    // children a solve). From 9 up the small pair tables turn away almost nothing (2 of 1,525
    // at 9).
    // At 5 and 6 they turn away all but 38 of the 5,109 children the 70 MB table would (a memory
    // read each, 480 reads for 38 nodes): pair tables only. At 7 and 8, both: the pair tables
    // first (in the CPU cache), then the phase-1 table for the 2,010 that pass (it turns away
    // 1,620 of them). Against reading the phase-1 table from 5 and alone at 8: 0.91-0.92x the time
    // (pair bench, 100 positions, three runs, capped and exact tables), the same answers.
    if (FULL && remaining >= 9) {
      if (exact1(tw2, fl2, sl2) >= remaining) continue;
    } else if (
      !fits1(tw2, fl2, sl2, remaining) ||
      (FULL && remaining >= 7 && exact1(tw2, fl2, sl2) >= remaining)
    )
      continue;
    path[depth] = m;
    phase1(tw2, fl2, sl2, depth + 1, remaining - 1, m);
    if (stop) return;
  }
}

/** The search of a position with its centres home (checked by `solveOriented`). */
export function solveHome(
  facelets: string,
  options: TwoPhaseOptions,
  t0: number,
): TwoPhaseSolution {
  init(
    options.fullTable ?? (options.budgetMs === undefined ? true : 'cached'),
    options.onTableBuild,
  );
  bind(searchTables());
  maxLength = options.maxLength ?? 30;
  target = Math.min(options.targetLength ?? 20, maxLength);
  hardBudget = options.maxLength !== undefined;
  const budget = options.budgetMs ?? 10_000;
  deadline = t0 + budget;
  cap = Math.min(maxLength, target >= 20 ? target : 21);
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
    cp: rank(v.start.cp),
    pl: slicePlacement(v.start),
  }));
  // d counts a view's pre-move too, so views of equal total length are searched together.
  const lowest = Math.min(...vs.map(({ v, tw, fl, sl }) => h1(tw, fl, sl) + v.extra));
  let searched = lowest - 1; // every phase-1 solution up to this length has been finished
  for (let d = lowest; d < bestLength && !stop; d++) {
    if (d > lowest) searched = d - 1;
    for (const { v, tw, fl, sl, cp, pl } of vs) {
      const d1 = d - v.extra;
      if (stop || d >= bestLength || d1 < 0 || h1(tw, fl, sl) > d1) continue;
      view = v;
      viewCp = cp;
      viewPlacement = pl;
      EP_AT.set(v.start.ep);
      epValid = 0;
      phase1(tw, fl, sl, 0, d1, -1);
    }
  }
  const found = best as number[] | null;
  if (!found || !bestView) {
    throwIfAborted(signal, 'the two-phase solve');
    if (!stop) searched = maxLength;
    const ms = performance.now() - t0;
    const within = stop ? ` within ${budget} ms` : '';
    throw new SearchLimitError(
      `two-phase found no answer of ${maxLength} moves or fewer${within}: it finished every phase-1 solution of up to ${Math.max(searched, 0)} moves on ${vs.length} views of the position (3 axes and the inverse${vs.length > 6 ? ', with pre-moves' : ''}). That does not prove there is none: the optimal solver does. Raise the length or the budget.`,
      { expanded: nodes, ms },
    );
  }
  // A pre-move can merge with the last phase-2 turn (R2 then R is R').
  // (solveOriented replays it on the position given.)
  const moves = simplifyAlg((bestView as View).back(found), 3);
  return {
    moves,
    length: moves.length,
    ms: performance.now() - t0,
    optimal: false,
    stats: { expanded: nodes, probes },
  };
}
