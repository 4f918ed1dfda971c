import type { Face } from './geometry.js';

/**
 * One move of an NxNxN cube: a clockwise turn by `amount` quarter turns, as seen looking at
 * `face`, of the layers from..to counted from that face (1 = the face itself, n = the opposite
 * face). A whole-cube rotation is the layers 1..n.
 */
export interface Move {
  readonly face: Face;
  readonly from: number;
  readonly to: number;
  /** Quarter turns clockwise as seen from `face`: 1, 2 or 3. */
  readonly amount: 1 | 2 | 3;
}

export const AXIS_OF: Record<Face, 0 | 1 | 2> = { R: 0, L: 0, U: 1, D: 1, F: 2, B: 2 };
/** The face each axis is measured from: R for x, U for y, F for z. */
export const POSITIVE: readonly Face[] = ['R', 'U', 'F'];
const NEGATIVE: readonly Face[] = ['L', 'D', 'B'];
export const OPPOSITE: Record<Face, Face> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };

/** A move as (axis, layers from the positive face, 0-based, and quarter turns seen from it). */
export interface AxisMove {
  axis: 0 | 1 | 2;
  lo: number;
  hi: number;
  quarter: 1 | 2 | 3;
}

export function toAxisMove(move: Move, n: number): AxisMove {
  const axis = AXIS_OF[move.face];
  if (POSITIVE[axis] === move.face)
    return { axis, lo: move.from - 1, hi: move.to - 1, quarter: move.amount };
  // Seen from the opposite face, layer k is layer n+1-k and clockwise is anticlockwise.
  return { axis, lo: n - move.to, hi: n - move.from, quarter: (4 - move.amount) as 1 | 2 | 3 };
}

export function fromAxisMove(m: AxisMove, n: number, preferNegative: boolean): Move {
  if (!preferNegative)
    return { face: POSITIVE[m.axis] as Face, from: m.lo + 1, to: m.hi + 1, amount: m.quarter };
  return {
    face: NEGATIVE[m.axis] as Face,
    from: n - m.hi,
    to: n - m.lo,
    amount: (4 - m.quarter) as 1 | 2 | 3,
  };
}

export function invertMove(move: Move): Move {
  return { ...move, amount: (4 - move.amount) as 1 | 2 | 3 };
}

export const isRotation = (move: Move, n: number) => move.from === 1 && move.to === n;
