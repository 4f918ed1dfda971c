import { slice } from './coords.js';
import { CUBIE_MOVES, type CubieCube, multiplyEdgesInto, solvedCubie } from './cubie.js';
import { N_SLICE_PLACEMENT, setSlicePlacement } from './slice-placement.js';

/*
 * The nxp table's middle-edge coordinate (nx-table.ts): which four slots hold the middle-layer
 * edges (the slice, 495 values) and how they pair up — which of the other three slots holds the
 * diagonal partner of the edge in the lowest one (FR with BL, FL with BR): 495 × 3 = 1,485
 * values. A face turn carries slots to slots, and each of the 16 U-D symmetries carries the two
 * diagonals of the middle layer to the two diagonals, so the pairing follows moves and
 * conjugation without the rest of the middle edges' order (the huge table's placement has it all:
 * 11,880 values).
 */

export const N_SLICE_PAIR = 495 * 3;

/** The slice-pair value of c: slice · 3 + which of the other slots holds the lowest's partner. */
export function slicePair(c: CubieCube): number {
  const at = [0, 0, 0, 0];
  for (let s = 0; s < 12; s++) {
    const e = c.ep[s] as number;
    if (e >= 8) at[e - 8] = s;
  }
  let low = 0;
  for (let e = 1; e < 4; e++) if ((at[e] as number) < (at[low] as number)) low = e;
  // FR (edge 8) pairs with BL (10), FL (9) with BR (11).
  const partner = at[low ^ 2] as number;
  let pairing = 0;
  // Its rank among the three other slots: how many of the other two lie below it.
  for (let e = 0; e < 4; e++) if (e !== low && (at[e] as number) < partner) pairing++;
  return slice(c) * 3 + pairing;
}

/** PLACEMENT_SLICE_PAIR[x]: the slice-pair value of middle-edge placement x (slice-placement.ts). */
export const PLACEMENT_SLICE_PAIR: Uint16Array = new Uint16Array(N_SLICE_PLACEMENT);
/** A placement of each slice-pair value. */
const PAIR_PLACEMENT = new Uint16Array(N_SLICE_PAIR).fill(0xffff);
{
  const c = solvedCubie();
  for (let x = 0; x < N_SLICE_PLACEMENT; x++) {
    setSlicePlacement(c, x);
    const v = slicePair(c);
    PLACEMENT_SLICE_PAIR[x] = v;
    if (PAIR_PLACEMENT[v] === 0xffff) PAIR_PLACEMENT[v] = x;
  }
}

/**
 * Gives c the slice-pair value x (the middle edges at a placement of that value, the other edges
 * in order, as setSlicePlacement leaves them); orientations are left as they are.
 */
export function setSlicePair(c: CubieCube, x: number): void {
  setSlicePlacement(c, PAIR_PLACEMENT[x] as number);
}

/** SLICE_PAIR_MOVE[x · 18 + m]: the slice-pair value after face turn m. */
export const SLICE_PAIR_MOVE: Uint16Array = (() => {
  const out = new Uint16Array(N_SLICE_PAIR * 18);
  const c = solvedCubie();
  // slicePair reads the edges only: their half of the product is enough.
  const turned = solvedCubie();
  for (let x = 0; x < N_SLICE_PAIR; x++) {
    setSlicePair(c, x);
    for (let m = 0; m < 18; m++)
      out[x * 18 + m] = slicePair(multiplyEdgesInto(turned, c, CUBIE_MOVES[m] as CubieCube));
  }
  return out;
})();

/** The slice value of each slice-pair value (x / 3). */
export const SLICE_PAIR_SLICE: Uint16Array = Uint16Array.from({ length: N_SLICE_PAIR }, (_, x) =>
  Math.floor(x / 3),
);
