import { rankPartial, unrankPartial } from '@puz/perm';
import { CUBIE_MOVES, type CubieCube } from './cubie.js';

/*
 * Where the four middle-layer edges (FR, FL, BL, BR, edges 8..11) are, in order: 12·11·10·9 = 11,880
 * values. Phase 1 only needs to know which four slots they fill (the slice coordinate), but a
 * phase-1 solution that ends with them in the middle layer then knows their permutation too, and
 * with the corner permutation that gives phase 2's corner bound before any edge is replayed
 * (min2phase's "phase 1.5" test): most phase-1 solutions fail it and cost two short replays only.
 */

export const N_SLICE_PLACEMENT = 11880;

/** SLICE_PLACEMENT_MOVE[x · 18 + m]: the placement after face turn m. */
export const SLICE_PLACEMENT_MOVE: Uint16Array = (() => {
  const out = new Uint16Array(N_SLICE_PLACEMENT * 18);
  // newSlot[m · 12 + s]: the slot the piece in slot s goes to under move m (out.ep[i] = ep[move.ep[i]]).
  const newSlot = new Uint8Array(18 * 12);
  for (let m = 0; m < 18; m++) {
    const ep = (CUBIE_MOVES[m] as CubieCube).ep;
    for (let i = 0; i < 12; i++) newSlot[m * 12 + (ep[i] as number)] = i;
  }
  const to = [0, 0, 0, 0];
  for (let x = 0; x < N_SLICE_PLACEMENT; x++) {
    const at = unrankPartial(12, 4, x);
    for (let m = 0; m < 18; m++) {
      for (let j = 0; j < 4; j++) to[j] = newSlot[m * 12 + (at[j] as number)] as number;
      out[x * 18 + m] = rankPartial(to, 12);
    }
  }
  return out;
})();

/**
 * PLACEMENT_SLICE_PERM[x]: the slice permutation (0..23, as `slicePerm` counts it) of a placement
 * with all four edges in the middle layer; 255 otherwise.
 */
export const PLACEMENT_SLICE_PERM: Uint8Array = (() => {
  const out = new Uint8Array(N_SLICE_PLACEMENT).fill(255);
  const ep = [0, 0, 0, 0];
  for (let x = 0; x < N_SLICE_PLACEMENT; x++) {
    const at = unrankPartial(12, 4, x);
    if (!at.every((s) => s >= 8)) continue;
    // Slot 8 + j holds edge 8 + e where at[e] = 8 + j.
    for (let e = 0; e < 4; e++) ep[(at[e] as number) - 8] = e;
    out[x] = rankPartial(ep, 4);
  }
  return out;
})();

/** The placement of c's middle-layer edges. */
export function slicePlacement(c: CubieCube): number {
  const at = [0, 0, 0, 0];
  for (let s = 0; s < 12; s++) {
    const e = c.ep[s] as number;
    if (e >= 8) at[e - 8] = s;
  }
  return rankPartial(at, 12);
}

/**
 * Gives c the placement x: the middle-layer edges in their slots, the other eight edges in the
 * remaining slots in order (which of them sits where does not matter to the placement or, under
 * the 16 U-D symmetries, to how the flip is conjugated). Orientations are left as they are.
 */
export function setSlicePlacement(c: CubieCube, x: number): void {
  const at = unrankPartial(12, 4, x);
  c.ep.fill(255);
  for (let j = 0; j < 4; j++) c.ep[at[j] as number] = 8 + j;
  let e = 0;
  for (let s = 0; s < 12; s++) if (c.ep[s] === 255) c.ep[s] = e++;
}
