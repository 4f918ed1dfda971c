import { unrankPartial } from '@puz/perm';
import { slice } from './coords.js';
import { cornerComb } from './corner-coset.js';
import { CUBIE_MOVES, type CubieCube, solvedCubie } from './cubie.js';
import { PLACEMENT_SLICE_PAIR } from './slice-pair.js';
import { N_SLICE_PLACEMENT } from './slice-placement.js';

/*
 * The inverse position, followed move by move through the optimal search (nxopt's and nissy's
 * inverse probes). A position and its inverse are equally far from solved, so the edge tables
 * read on the inverse's three axes bound the search as validly as on the position's own — and
 * they measure a different abstraction (the cosets s·H instead of H·s), so they prune nodes the
 * position's own bounds let through.
 *
 * The coordinates of the inverse cannot follow moves through move tables: appending m to the
 * position puts m⁻¹ in front of the inverse (s·m)⁻¹ = m⁻¹·s⁻¹, and a coordinate of g·z depends on
 * the whole of z. So the inverse is kept whole, as 20 bytes per axis — each slot's piece and
 * orientation in one code (corners piece·3 + twist, edges piece·2 + flip) — and g·z relabels each
 * slot's code through a 24-entry table of g (g·z at slot i is g's image of z's piece at slot i).
 * The coordinates are then sums of per-slot weights, with no branches.
 */

/** Bytes per axis: 8 corner codes, then 12 edge codes. */
export const Z_BYTES = 20;
/** Bytes per position: the three axes. */
export const Z_AXES_BYTES = 3 * Z_BYTES;

/** INV_MOVE[m]: the face turn that undoes m (U ↔ U', U2 ↔ U2). */
export const INV_MOVE: Uint8Array = Uint8Array.from(
  { length: 18 },
  (_, m) => m - (m % 3) + 2 - (m % 3),
);

/**
 * CODE_MOVE[g · 24 + code]: the corner code a slot holds in g·z when it holds `code` in z (g's
 * image of that piece and twist); edges the same at CODE_MOVE[432 + g · 24 + code]. One array for
 * both, so the hot loop reads one.
 */
export const CODE_MOVE = new Uint8Array(2 * 18 * 24);
for (let g = 0; g < 18; g++) {
  const move = CUBIE_MOVES[g] as CubieCube;
  for (let p = 0; p < 8; p++)
    for (let o = 0; o < 3; o++)
      CODE_MOVE[g * 24 + p * 3 + o] =
        (move.cp[p] as number) * 3 + (((move.co[p] as number) + o) % 3);
  for (let p = 0; p < 12; p++)
    for (let o = 0; o < 2; o++)
      CODE_MOVE[432 + g * 24 + p * 2 + o] =
        (move.ep[p] as number) * 2 + (((move.eo[p] as number) + o) & 1);
}

/**
 * CODE_W[i · 24 + code]: what the code at byte i adds to a sum. Corners (bytes 0..7): the twist
 * (slots 0..6, base 3) plus 4096 times bit i when the slot holds a D corner, so twist = sum & 4095
 * and the D corners' slot mask = sum >>> 12 (COMB_OF_MASK gives the nx table's corner comb). Edges (bytes 8..19, slot i − 8): the flip (slots 0..10, base 2) plus 2048
 * times the slot as a base-12 digit of the middle edge it holds (pieces 8..11), so one sum gives
 * both: flip = sum & 2047, middle-edge key = sum >>> 11.
 */
export const CODE_W = new Uint32Array(Z_BYTES * 24);
for (let code = 0; code < 24; code++) {
  for (let i = 0; i < 8; i++)
    CODE_W[i * 24 + code] = (i < 7 ? (code % 3) * 3 ** (6 - i) : 0) + (code >= 12 ? 4096 << i : 0);
  const piece = code >> 1;
  for (let s = 0; s < 12; s++) {
    const flipW = s < 11 ? (code & 1) << (10 - s) : 0;
    const midW = piece >= 8 ? s * 12 ** (3 - (piece - 8)) : 0;
    CODE_W[(8 + s) * 24 + code] = flipW + midW * 2048;
  }
}

/** Where the corner codes' sum keeps the D corners' slot mask (CODE_W). */
export const MASK_SHIFT = 12;

/**
 * COMB_OF_MASK[mask]: the corner comb (corner-coset.ts) of a position whose D corners fill the
 * slots of `mask` (masks of four bits; the others are never read).
 */
export const COMB_OF_MASK = new Uint8Array(256);
{
  const c = solvedCubie();
  for (let mask = 0; mask < 256; mask++) {
    let d = 4;
    let u = 0;
    let bits = 0;
    for (let i = 0; i < 8; i++) bits += (mask >> i) & 1;
    if (bits !== 4) continue;
    for (let i = 0; i < 8; i++) c.cp[i] = (mask >> i) & 1 ? d++ : u++;
    COMB_OF_MASK[mask] = cornerComb(c);
  }
}

/** middleEdgeKeys' tables, built once per process each. */
const keys = new Map<MiddleEdges, Uint16Array>();

/** The search's middle-edge coordinate: slice (phase-1, nx), placement (huge), slice-pair (nxp). */
export type MiddleEdges = 'slice' | 'placement' | 'pair';

/**
 * Middle-edge key → the search's middle-edge coordinate, where the key is the middle edges' four
 * slots as base-12 digits (CODE_W's sum >>> 11): the placement (11,880 values, huge table), which
 * four slots they fill (495, the phase-1 table's slice) or that and how they pair (1,485, nxp).
 */
export function middleEdgeKeys(mode: MiddleEdges): Uint16Array {
  const ready = keys.get(mode);
  if (ready) return ready;
  const out = new Uint16Array(12 ** 4);
  keys.set(mode, out);
  const c: CubieCube = {
    cp: new Uint8Array(8),
    co: new Uint8Array(8),
    ep: new Uint8Array(12),
    eo: new Uint8Array(12),
  };
  for (let x = 0; x < N_SLICE_PLACEMENT; x++) {
    const at = unrankPartial(12, 4, x);
    let key = 0;
    for (let j = 0; j < 4; j++) key = key * 12 + (at[j] as number);
    if (mode === 'placement') out[key] = x;
    else if (mode === 'pair') out[key] = PLACEMENT_SLICE_PAIR[x] as number;
    else {
      c.ep.fill(0);
      for (let j = 0; j < 4; j++) c.ep[at[j] as number] = 8 + j;
      out[key] = slice(c);
    }
  }
  return out;
}

/** Writes c's codes at `at` (Z_BYTES of them). */
export function writeCodes(out: Uint8Array, at: number, c: CubieCube): void {
  for (let i = 0; i < 8; i++) out[at + i] = (c.cp[i] as number) * 3 + (c.co[i] as number);
  for (let i = 0; i < 12; i++) out[at + 8 + i] = (c.ep[i] as number) * 2 + (c.eo[i] as number);
}

/** Whether face turn g leaves the U-D axis's edge goal coordinates of g·z as they were for z:
 * U and D turns twist no corner, flip no edge and keep the middle edges (as pieces) in place. */
export const keepsAxisGoal = (g: number): boolean => g < 3 || (g >= 9 && g < 12);
