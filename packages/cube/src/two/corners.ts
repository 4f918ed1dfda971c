import { cornerSlots } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { solvedFacelets } from '../facelets.js';
import { FACES, type Face } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { requireCorner } from '../pieces.js';

/*
 * The 2x2x2 at the level of its 8 corner pieces. Slots are Kociemba's: URF, UFL, ULB, UBR, DFR,
 * DLF, DBL, DRB; each slot's stickers are listed U/D first, then clockwise from outside.
 * A state says which piece sits in each slot (perm) and where the piece's U/D colour is within
 * the slot's sticker list (ori, 0..2).
 */

export const CORNER_NAMES = ['URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DBL', 'DRB'] as const;
export const SLOTS: readonly (readonly number[])[] = cornerSlots(2);
const PIECE_COLOURS: readonly string[] = SLOTS.map((slot) =>
  slot.map((i) => FACES[Math.floor(i / 4)]).join(''),
);

export interface CornerState {
  perm: Uint8Array;
  ori: Uint8Array;
}

export function solvedCorners(): CornerState {
  return { perm: Uint8Array.from({ length: 8 }, (_, i) => i), ori: new Uint8Array(8) };
}

/** Reads the corners of a 2x2x2 facelet string; unknown corners are an InvalidStateError. */
export function cornersFromFacelets(facelets: string): CornerState {
  if (facelets.length !== 24)
    throw new InvalidStateError(
      'length',
      `a 2x2x2 facelet string has 24 letters; this one has ${facelets.length}`,
    );
  const state: CornerState = { perm: new Uint8Array(8), ori: new Uint8Array(8) };
  SLOTS.forEach((slot, s) => {
    const colours = slot.map((i) => facelets[i]).join('');
    const found = requireCorner(colours, PIECE_COLOURS, CORNER_NAMES[s] as string);
    state.perm[s] = found.piece;
    state.ori[s] = found.twist;
  });
  return state;
}

export function faceletsFromCorners(state: CornerState): string {
  const out = new Array<string>(24);
  SLOTS.forEach((slot, s) => {
    const colours = PIECE_COLOURS[state.perm[s] as number] as string;
    for (let j = 0; j < 3; j++)
      out[slot[(j + (state.ori[s] as number)) % 3] as number] = colours[j] as string;
  });
  return out.join('');
}

/** A move at corner level: slot s takes the piece from slot from[s], its twist raised by twist[s]. */
export interface CornerMove {
  from: Uint8Array;
  twist: Uint8Array;
}

const moves2 = new CubeMoves(2);

/** The corner-level effect of a move, read off its sticker permutation. */
export function cornerMove(move: Move): CornerMove {
  const p = moves2.perm(move);
  const solved = solvedFacelets(2);
  const after = Array.from(p, (src) => solved[src]).join('');
  const { perm, ori } = cornersFromFacelets(after);
  return { from: perm, twist: ori };
}

/** state then move. */
export function applyCornerMove(state: CornerState, move: CornerMove): CornerState {
  const perm = new Uint8Array(8);
  const ori = new Uint8Array(8);
  for (let s = 0; s < 8; s++) {
    const src = move.from[s] as number;
    perm[s] = state.perm[src] as number;
    ori[s] = ((state.ori[src] as number) + (move.twist[s] as number)) % 3;
  }
  return { perm, ori };
}

export const FACE_MOVE = (face: Face, amount: 1 | 2 | 3): Move => ({
  face,
  from: 1,
  to: 1,
  amount,
});
