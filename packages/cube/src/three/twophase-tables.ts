import type { TableProgress } from '@puz/perm';
import { N_FLIP, N_SLICE } from './coords.js';
import { cachedOptimalTables } from './optimal-tables.js';
import { cachedCappedPhase1, cappedPhase1 } from './phase1-capped.js';
import { type NearGoal, nearGoal } from './phase1-near.js';
import { N_SYM } from './sym.js';
import { twoPhaseTables } from './tables.js';

/*
 * The two-phase solver's tables and its lower bounds (twophase.ts is the entry, twophase-search.ts
 * the search). The tables are module-level typed arrays bound once by `init`; the bounds read them
 * here, and the search takes the ones its loops index (`searchTables`) into module-level variables
 * of its own at every solve, so its hot loops read no import binding.
 */

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
// Phase 1's distance (flip-slice class × twist, 4 bits): the optimal solver's exact table, or this
// solver's capped one (init); without either, phase 1 uses the three small pair tables.
let FULL = false;
let FS_SYM: Uint32Array = new Uint32Array(0);
let TW_CONJ = TW;
let PH1: Uint8Array = new Uint8Array(0);
let ready = false;

function initSmall(): void {
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
  TW_CONJ = st.twistConj;
  NEAR = nearGoal(TW, FL, SL, NEAR_DEPTH, 12);
  ready = true;
}

/**
 * Bind the tables, and a phase-1 distance table as `full` asks (TwoPhaseOptions.fullTable): the
 * optimal solver's exact one when this process or the disk cache has it, else this solver's own
 * capped one (phase1-capped.ts: the same answers at 1.0005x the nodes, built in seconds), which true
 * builds when it is missing and 'cached' only looks for. The disk is looked at once per process for
 * what is only looked for (a damaged file would otherwise be read again, 70-80 MB, at every solve).
 */
let diskTried = false;
export function init(full: boolean | 'cached', onBuild?: (progress: TableProgress) => void): void {
  initSmall();
  if (full !== false && !PH1.length) {
    const look = diskTried ? { cache: false } : {};
    const exact = cachedOptimalTables(look);
    const table = exact
      ? { raw2sym: exact.flipSlice.raw2sym, table: exact.phase1 }
      : full === true
        ? cappedPhase1(onBuild ? { onBuild } : {})
        : cachedCappedPhase1(look);
    diskTried = true;
    if (table) {
      FS_SYM = table.raw2sym;
      PH1 = table.table;
      PH1_KIND = exact ? 'exact' : 'capped';
    }
  }
  FULL = full !== false && PH1.length > 0;
}

let PH1_KIND: 'exact' | 'capped' | 'none' = 'none';
/** Which phase-1 table this process's solves read when they may (benches, diagnostics). */
export const twoPhaseTableInUse = (): 'exact' | 'capped' | 'none' => PH1_KIND;

/** Whether all three phase-1 tables allow finishing in fewer than `remaining` moves (early exit). */
export function fits1(tw: number, fl: number, sl: number, remaining: number): boolean {
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
export function fits2(cp: number, ep: number, sp: number, remaining: number): boolean {
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

/**
 * Positions this close to phase 1's goal are in the near-goal hash (phase1-near.ts). At 3 that is
 * 1,000-odd positions in a 4,096-slot hash (20 KB); at 4 the hash leaves the fastest cache and the
 * search got slower (50 random positions at <= 20: 3.1-3.5 ms at 3, 4.0 at 4, 3.4-3.7 without).
 */
export const NEAR_DEPTH = 3;
let NEAR: NearGoal = nearGoal(new Uint16Array(18), new Uint16Array(18), new Uint16Array(18), 0, 2);

/** The exact phase-1 distance (FULL only). */
export function exact1(tw: number, fl: number, sl: number): number {
  const y = FS_SYM[sl * N_FLIP + fl] as number;
  const i = (y >>> 4) * 2187 + (TW_CONJ[tw * N_SYM + (y & 15)] as number);
  return ((PH1[i >> 1] as number) >> ((i & 1) << 2)) & 15;
}

/** Lower bound on phase-1 moves: the exact table, else the largest of the three pair tables. */
export function h1(tw: number, fl: number, sl: number): number {
  if (FULL) return exact1(tw, fl, sl);
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
export function h2(cp: number, ep: number, sp: number): number {
  const cs = CP_SYM[cp] as number;
  const es = EP_SYM[ep] as number;
  const a = CORNER_SLICE[(cs >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (cs & 15)] as number)] as number;
  const b = EDGE_SLICE[(es >>> 4) * 24 + (SP_CONJ[sp * N_SYM + (es & 15)] as number)] as number;
  const c = EDGE_CORNER[
    (es >>> 4) * 140 + (CCOMB_CONJ[(CCOMB[cp] as number) * N_SYM + (es & 15)] as number)
  ] as number;
  return Math.max(a, b, c);
}

/** The tables the search indexes itself, as bound by the last `init`. */
export interface SearchTables {
  readonly TW: Uint16Array;
  readonly FL: Uint16Array;
  readonly SL: Uint16Array;
  readonly CP: Uint16Array;
  readonly EP: Uint16Array;
  readonly SP: Uint16Array;
  readonly CP_SYM: Uint32Array;
  readonly SP_CONJ: Uint16Array;
  readonly CORNER_SLICE: Uint8Array;
  readonly FULL: boolean;
  readonly NEAR: NearGoal;
}

export function searchTables(): SearchTables {
  return { TW, FL, SL, CP, EP, SP, CP_SYM, SP_CONJ, CORNER_SLICE, FULL, NEAR };
}
