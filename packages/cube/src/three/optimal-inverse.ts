import { flip, slice } from './coords.js';
import { NX_ROW_WORDS } from './coset-bfs.js';
import type { CubieCube } from './cubie.js';
import {
  CODE_MOVE,
  CODE_W,
  COMB_OF_MASK,
  INV_MOVE,
  keepsAxisGoal,
  MASK_SHIFT,
  middleEdgeKeys,
  writeCodes,
  Z_AXES_BYTES,
  Z_BYTES,
} from './inverse-track.js';
import { ROW_BYTES } from './mod3-table.js';
import {
  AXIS_MOVE,
  axesBound,
  GOT,
  K,
  KEEP,
  KEEP_CP,
  KEEP_REC,
  KIDS,
  MAX_DEPTH,
  PICK,
} from './optimal-scratch.js';
import { SLICE_PAIR_SLICE, slicePair } from './slice-pair.js';
import { N_SLICE_PLACEMENT, slicePlacement } from './slice-placement.js';
import { conjugateUrf3, N_SYM } from './sym.js';
import { inverseCubie } from './views.js';

/*
 * The optimal search's inverse probes (inverse-track.ts): the inverse position's three exact edge
 * distances bound the search too, read from a four-bit table since they cannot follow from a
 * parent's; only where 6 or more moves remain. The equal-distances rule (optimal-search.ts) holds
 * for them as well, since the inverse is as far from solved as the position.
 */

/**
 * An exact edge-distance table for the inverse's probes: a child's inverse is not a neighbour of
 * its parent's, so the mod-3 trick cannot recover its distance, and the table holds it whole.
 */
export interface InverseTable {
  /** Edge coordinate (middle edges · 2048 + flip) → (class << 4 | symmetry). */
  raw2sym: Uint32Array;
  /** Class × twist, 4 bits each: entry (class, t) at [class · 547 + (t >> 2)], bits 4 · (t & 3). */
  exact: Uint16Array;
  /** Middle edges as the placement (huge table) or as the slice (phase-1 table). */
  sorted: boolean;
  /**
   * With the nx table: the nx table itself and the corner comb's conjugation table. The inverse's
   * nx distance D is at least its phase-1 distance P (the nx goal lies inside the phase-1 goal)
   * and D ≡ r (mod 3), r the nx table's two bits; so D ≥ P + ((r − P) mod 3), exact whenever
   * D − P ≤ 2, and the probes bound by that instead of P (`LIFT`).
   */
  nx?: {
    table: Uint32Array;
    combConj: Uint8Array;
    /**
     * The nxp table's row classes (slice-pair · 2,048 + flip → class << 4 | symmetry): the
     * inverse's middle edges are then followed as the slice-pair value, the phase-1 table read
     * through its slice, and the nxp table through these classes.
     */
    pairSym?: Uint32Array;
    /**
     * With nxp, the nx table too (rows by the phase-1 table's classes): P is lifted by its residue
     * first and then by nxp's, D_nxp ≥ D_nx ≥ that first lift — exact more often than one lift
     * from P, since nxp's distances lie further above P than nx's.
     */
    base?: Uint32Array;
  };
}

/**
 * The inverse's bounds are probed only where at least this many moves remain below the child:
 * closer to the leaves the position's own bounds already prune whatever the inverse's would (on
 * the benchmark's 15- and 16-move positions not one node more is searched from 6 than from 1, and
 * from 10 it is 8% more), so there they would cost time and save none (16 moves: 1.71-1.83 s from
 * 6 against 1.85-1.89 s from 1).
 */
export const INVERSE_FROM = 6;

let ON = false;
let NX_ON = false;
let NX_TABLE: Uint32Array = new Uint32Array(0);
let COMB_CONJ: Uint8Array = new Uint8Array(0);
/** With nxp: the row classes of (slice-pair, flip); the inverse's middle edges are slice-pairs. */
let PAIRED = false;
let PAIR_SYM: Uint32Array = new Uint32Array(0);
/** With nxp and `base`: the nx table, for the first of two lifts. */
let BASE_ON = false;
let BASE: Uint32Array = new Uint32Array(0);
/**
 * The middle-edge value the 4-bit table's class table reads, from the one followed: the slice of a
 * slice-pair value with nxp, else the value itself (slice, or placement with the huge table).
 */
let MID_SLICE: Uint16Array = new Uint16Array(0);
const identity = (n: number) => Uint16Array.from({ length: n }, (_, x) => x);
/** The least distance ≥ p whose residue mod 3 is r (see InverseTable.nx). */
export const liftedDistance = (p: number, r: number): number => p + ((((r - p) % 3) + 3) % 3);
/** LIFT[p · 4 + r] = liftedDistance(p, r), for the hot loop (r = 3, never stored, maps too). */
const LIFT = new Uint8Array(32 * 4);
for (let p = 0; p < 32; p++) for (let r = 0; r < 4; r++) LIFT[p * 4 + r] = liftedDistance(p, r);
let EXACT: Uint16Array = new Uint16Array(0);
let INV_SYM: Uint32Array = new Uint32Array(0);
let INV_SORTED = false;
let TWC: Uint16Array = EXACT;
/** The middle edges' slots as base-12 digits → the inverse's middle-edge coordinate. */
let MID_KEY: Uint16Array = EXACT;

// The inverse position, in records: one per depth for the node on the path (record d), then one
// per (depth, child) for the children being probed. Each record holds the inverse's codes on the
// three axes in ZB and, per axis, its twist, flip, middle-edge coordinate and exact edge distance
// in IB.
const FRAMES = MAX_DEPTH + 2;
const RECORDS = FRAMES + (MAX_DEPTH + 1) * 18;
const ZB = new Uint8Array(RECORDS * Z_AXES_BYTES);
const IB = new Int32Array(RECORDS * 12);
/** FR[d]: the record of the path's node at depth d. */
export const FR = new Int32Array(FRAMES);

/** Whether the search probes the inverse. */
export const inverseOn = (): boolean => ON;

/** The inverse's table (undefined: no probes) and the twist's conjugation table. */
export function useInverse(t: InverseTable | undefined, twistConj: Uint16Array): void {
  ON = t !== undefined;
  NX_ON = t?.nx !== undefined;
  NX_TABLE = t?.nx?.table ?? new Uint32Array(0);
  COMB_CONJ = t?.nx?.combConj ?? new Uint8Array(0);
  EXACT = t?.exact ?? new Uint16Array(0);
  INV_SYM = t?.raw2sym ?? new Uint32Array(0);
  INV_SORTED = t?.sorted ?? false;
  PAIRED = t?.nx?.pairSym !== undefined;
  PAIR_SYM = t?.nx?.pairSym ?? new Uint32Array(0);
  BASE_ON = PAIRED && t?.nx?.base !== undefined;
  BASE = t?.nx?.base ?? new Uint32Array(0);
  MID_SLICE = PAIRED ? SLICE_PAIR_SLICE : identity(INV_SORTED ? N_SLICE_PLACEMENT : 495);
  TWC = twistConj;
  MID_KEY = middleEdgeKeys(INV_SORTED ? 'placement' : PAIRED ? 'pair' : 'slice');
}

/**
 * The edge distance of an axis from the 4-bit table (tw: the twist, plus the D corners' slot mask
 * from bit 12, CODE_W's sum); with the nx table lifted by its residue (InverseTable.nx).
 */
function exactAt(tw: number, fl: number, sl: number): number {
  const y = INV_SYM[(MID_SLICE[sl] as number) * 2048 + fl] as number;
  const t = TWC[(tw & 4095) * N_SYM + (y & 15)] as number;
  const p = ((EXACT[(y >>> 4) * ROW_BYTES + (t >> 2)] as number) >> ((t & 3) << 2)) & 15;
  if (!NX_ON) return p;
  const comb = COMB_OF_MASK[tw >>> MASK_SHIFT] as number;
  let lower = p;
  if (BASE_ON) {
    // The nx table's rows are the phase-1 table's classes: y's symmetry, t.
    const c0 = (COMB_CONJ[comb * N_SYM + (y & 15)] as number) * 2187 + t;
    const r0 = ((BASE[(y >>> 4) * NX_ROW_WORDS + (c0 >>> 4)] as number) >>> ((c0 & 15) << 1)) & 3;
    lower = LIFT[p * 4 + r0] as number;
  }
  // nxp's rows are its own classes, with their own symmetry; nx's are the phase-1 table's.
  const z = PAIRED ? (PAIR_SYM[sl * 2048 + fl] as number) : y;
  const s = z & 15;
  const col =
    (COMB_CONJ[comb * N_SYM + s] as number) * 2187 + (TWC[(tw & 4095) * N_SYM + s] as number);
  const r =
    ((NX_TABLE[(z >>> 4) * NX_ROW_WORDS + (col >>> 4)] as number) >>> ((col & 15) << 1)) & 3;
  return LIFT[lower * 4 + r] as number;
}

/** The root's inverse into record 0; its bound (0 without probes). */
export function inverseRoot(c: CubieCube): number {
  FR[0] = 0;
  if (!ON) return 0;
  let axis = c;
  for (let k = 0; k < 3; k++) {
    const inv = inverseCubie(axis);
    writeCodes(ZB, k * Z_BYTES, inv);
    let tw = 0;
    for (let i = 0; i < 8; i++) tw += CODE_W[i * 24 + (ZB[k * Z_BYTES + i] as number)] as number;
    const fl = flip(inv);
    const sl = INV_SORTED ? slicePlacement(inv) : PAIRED ? slicePair(inv) : slice(inv);
    IB[4 * k] = tw;
    IB[4 * k + 1] = fl;
    IB[4 * k + 2] = sl;
    IB[4 * k + 3] = exactAt(tw, fl, sl);
    axis = conjugateUrf3(axis);
  }
  return axesBound(IB[3] as number, IB[7] as number, IB[11] as number);
}

/**
 * AXIS_BIT[m]: the bit of the axis whose U or D face move m turns, as the probes number the axes
 * (bit k: m seen from axis k is a U or D turn).
 */
const AXIS_BIT = new Uint8Array(18);
for (let k = 0; k < 3; k++)
  for (let m = 0; m < 18; m++)
    if (keepsAxisGoal(AXIS_MOVE[k * 18 + m] as number)) AXIS_BIT[m] = 1 << k;
/** BANNED[ban · 18 + m]: 1 when move m turns a face of an axis in the 3-bit set `ban`. */
export const BANNED = new Uint8Array(8 * 18);
for (let ban = 0; ban < 8; ban++)
  for (let m = 0; m < 18; m++) BANNED[ban * 18 + m] = (ban & (AXIS_BIT[m] as number)) !== 0 ? 1 : 0;

/**
 * The axes whose faces no solution of exactly `remaining` moves from the node at `depth` can turn
 * first (a 3-bit set; 0 where the node's inverse was not probed, below INVERSE_FROM).
 *
 * Rokicki's branching cut (nxopt): if such a solution began with a turn of axis k's U or D face,
 * the child after that turn would have an inverse within remaining − 1 moves of solved, so within
 * remaining − 1 of axis k's goal; the turn leaves that inverse distance as it was (the probes rely
 * on this: inverseAxisOf), so the node's own inverse would be within remaining − 1 too. A bound of
 * `remaining` on axis k therefore rules out every first turn of that axis. With all three at
 * `remaining` no first move is left: the equal-distances rule is the case of all three axes.
 */
export function firstMoveBans(depth: number, remaining: number): number {
  if (!ON || (depth > 0 && remaining < INVERSE_FROM)) return 0;
  const r = (FR[depth] as number) * 12;
  return (
    ((IB[r + 3] as number) >= remaining ? 1 : 0) |
    ((IB[r + 7] as number) >= remaining ? 2 : 0) |
    ((IB[r + 11] as number) >= remaining ? 4 : 0)
  );
}

/** The inverse's three edge distances at the root (after `inverseRoot`): for tests and benches. */
export const inverseRootDistances = (): number[] => [IB[3], IB[7], IB[11]] as number[];

/** `enter`'s inverse step: the child by m of the node at `depth` within `left` moves? */
export function enterInverse(depth: number, m: number, left: number): boolean {
  const rec = depth + 1;
  FR[rec] = rec;
  for (let k = 0; k < 3; k++) {
    const r = rec * 12 + 4 * k;
    if (inverseAxisOf(FR[depth] as number, rec, m, k))
      IB[r + 3] = exactAt(IB[r] as number, IB[r + 1] as number, IB[r + 2] as number);
  }
  return (
    axesBound(
      IB[rec * 12 + 3] as number,
      IB[rec * 12 + 7] as number,
      IB[rec * 12 + 11] as number,
    ) <= left
  );
}

/**
 * Axis k of the inverse of the child by move m of the node in record `src`, into record `dst`:
 * its codes, its coordinates and, for now, the parent's distance — exact when the move (seen from
 * axis k) turns that axis's U or D face, which keeps its goal coordinates (then false is returned
 * and nothing needs reading), else to be read from the table (true).
 */
function inverseAxisOf(src: number, dst: number, m: number, k: number): boolean {
  const g = INV_MOVE[AXIS_MOVE[k * 18 + m] as number] as number;
  const gc = g * 24;
  const from = src * Z_AXES_BYTES + k * Z_BYTES;
  const to = dst * Z_AXES_BYTES + k * Z_BYTES;
  const r = dst * 12 + 4 * k;
  const p = src * 12 + 4 * k;
  if (keepsAxisGoal(g)) {
    for (let i = 0; i < 8; i++) ZB[to + i] = CODE_MOVE[gc + (ZB[from + i] as number)] as number;
    for (let i = 8; i < Z_BYTES; i++)
      ZB[to + i] = CODE_MOVE[gc + 432 + (ZB[from + i] as number)] as number;
    IB[r] = IB[p] as number;
    IB[r + 1] = IB[p + 1] as number;
    IB[r + 2] = IB[p + 2] as number;
    IB[r + 3] = IB[p + 3] as number;
    return false;
  }
  let tw = 0;
  for (let i = 0; i < 8; i++) {
    const v = CODE_MOVE[gc + (ZB[from + i] as number)] as number;
    ZB[to + i] = v;
    tw += CODE_W[i * 24 + v] as number;
  }
  let e = 0;
  for (let i = 8; i < Z_BYTES; i++) {
    const v = CODE_MOVE[gc + 432 + (ZB[from + i] as number)] as number;
    ZB[to + i] = v;
    e += CODE_W[i * 24 + v] as number;
  }
  IB[r] = tw;
  IB[r + 1] = e & 2047;
  IB[r + 2] = MID_KEY[e >>> 11] as number;
  IB[r + 3] = IB[p + 3] as number;
  return true;
}

// Scratch for the inverse's probes of one node's children (`inverseBounds`).
const MOVE = new Int32Array(18);
const LIVE = new Int32Array(18);
const IPICK = new Int32Array(54);
const IIDX = new Int32Array(54);
const IGOT = new Int32Array(54);
const ISHIFT = new Int32Array(54);
const NIDX = new Int32Array(54);
const NSHIFT = new Int32Array(54);
const BIDX = new Int32Array(54);
const BSHIFT = new Int32Array(54);

/**
 * The inverse's bounds, for the `go` children in PICK (cp in GOT) that passed all of the
 * position's: a small share of the children, so following the inverse costs little. The ones that
 * pass go to KEEP, KEEP_CP and KEEP_REC at this depth; how many.
 */
export function inverseBounds(depth: number, kids: number, go: number, left: number): number {
  const keep = depth * 18;
  const slot0 = FRAMES + keep;
  const parent = FR[depth] as number;
  for (let i = 0; i < go; i++) {
    const m = KIDS[kids + (PICK[i] as number) * K] as number;
    MOVE[i] = m;
    LIVE[i] = i;
  }
  inverseDistances(parent, slot0, go);
  let live = 0;
  for (let i = 0; i < go; i++) {
    const r = (slot0 + i) * 12;
    if (
      (IB[r + 3] as number) > left ||
      (IB[r + 7] as number) > left ||
      (IB[r + 11] as number) > left
    )
      continue;
    LIVE[live++] = i;
  }
  let kept = 0;
  for (let t = 0; t < live; t++) {
    const i = LIVE[t] as number;
    const r = (slot0 + i) * 12;
    if (IB[r + 3] === left && IB[r + 7] === left && IB[r + 11] === left) continue;
    KEEP[keep + kept] = PICK[i] as number;
    KEEP_CP[keep + kept] = GOT[i] as number;
    KEEP_REC[keep + kept] = slot0 + i;
    kept++;
  }
  return kept;
}

/**
 * The inverse's distances on every axis of the `go` children (records slot0 + i): each child's
 * codes and coordinates (inverseAxisOf), then the table reads of all of them together — a node
 * has one or two such children on average, so reading axis by axis, as the position's bounds are
 * read, would leave one or two misses in flight; all at once measured 1.07-1.13x faster overall.
 */
function inverseDistances(parent: number, slot0: number, go: number): void {
  let n = 0;
  for (let i = 0; i < go; i++)
    for (let k = 0; k < 3; k++) {
      if (!inverseAxisOf(parent, slot0 + i, MOVE[i] as number, k)) continue;
      const r = (slot0 + i) * 12 + 4 * k;
      IPICK[n] = r;
      const sl = IB[r + 2] as number;
      IIDX[n] = (MID_SLICE[sl] as number) * 2048 + (IB[r + 1] as number);
      if (PAIRED) NIDX[n] = sl * 2048 + (IB[r + 1] as number);
      n++;
    }
  for (let j = 0; j < n; j++) IGOT[j] = INV_SYM[IIDX[j] as number] as number;
  if (PAIRED) for (let j = 0; j < n; j++) NIDX[j] = PAIR_SYM[NIDX[j] as number] as number;
  for (let j = 0; j < n; j++) {
    const y = IGOT[j] as number;
    const tw = IB[IPICK[j] as number] as number;
    const t = TWC[(tw & 4095) * N_SYM + (y & 15)] as number;
    IIDX[j] = (y >>> 4) * ROW_BYTES + (t >> 2);
    ISHIFT[j] = (t & 3) << 2;
    if (!NX_ON) continue;
    const comb = COMB_OF_MASK[tw >>> MASK_SHIFT] as number;
    if (BASE_ON) {
      const c0 = (COMB_CONJ[comb * N_SYM + (y & 15)] as number) * 2187 + t;
      BIDX[j] = (y >>> 4) * NX_ROW_WORDS + (c0 >>> 4);
      BSHIFT[j] = (c0 & 15) << 1;
    }
    // nxp's rows are its own classes (read above), with their own symmetry.
    const z = PAIRED ? (NIDX[j] as number) : y;
    const s = z & 15;
    const col =
      (COMB_CONJ[comb * N_SYM + s] as number) * 2187 +
      (PAIRED ? (TWC[(tw & 4095) * N_SYM + s] as number) : t);
    NIDX[j] = (z >>> 4) * NX_ROW_WORDS + (col >>> 4);
    NSHIFT[j] = (col & 15) << 1;
  }
  for (let j = 0; j < n; j++) IGOT[j] = EXACT[IIDX[j] as number] as number;
  if (NX_ON) for (let j = 0; j < n; j++) NIDX[j] = NX_TABLE[NIDX[j] as number] as number;
  if (BASE_ON) for (let j = 0; j < n; j++) BIDX[j] = BASE[BIDX[j] as number] as number;
  for (let j = 0; j < n; j++) {
    let p = ((IGOT[j] as number) >> (ISHIFT[j] as number)) & 15;
    if (BASE_ON) p = LIFT[p * 4 + (((BIDX[j] as number) >>> (BSHIFT[j] as number)) & 3)] as number;
    IB[(IPICK[j] as number) + 3] = NX_ON
      ? (LIFT[p * 4 + (((NIDX[j] as number) >>> (NSHIFT[j] as number)) & 3)] as number)
      : p;
  }
}
