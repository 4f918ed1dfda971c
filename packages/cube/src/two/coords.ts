import { rank, unrankInto } from '@puz/perm';
import type { Move } from '../move.js';
import { applyCornerMove, type CornerState, cornerMove, FACE_MOVE } from './corners.js';

/*
 * Coordinates of the 2x2x2 with the DBL corner held still (only U, R and F turn): the
 * permutation of the other 7 pieces (7! = 5040) and the twists of 6 of them (3^6 = 729; the 7th
 * follows). index = perm·729 + twist, 0..3,674,159, with 0 the solved cube.
 */

export const PERMS = 5040;
export const TWISTS = 729;
export const POSITIONS = PERMS * TWISTS;
const FIXED = 6; // DBL
const FREE = [0, 1, 2, 3, 4, 5, 7] as const;

/** The 9 face turns that leave DBL alone: U U2 U' R R2 R' F F2 F'. */
export const HTM_MOVES: readonly Move[] = (['U', 'R', 'F'] as const).flatMap((f) => [
  FACE_MOVE(f, 1),
  FACE_MOVE(f, 2),
  FACE_MOVE(f, 3),
]);
/** The quarter turns among them (indices into HTM_MOVES). */
export const QTM_MOVE_INDICES = [0, 2, 3, 5, 6, 8] as const;

export function permCoord(state: CornerState): number {
  const p = new Uint8Array(7);
  FREE.forEach((slot, i) => {
    const piece = state.perm[slot] as number;
    p[i] = piece === 7 ? 6 : piece;
  });
  return rank(p);
}

export function twistCoord(state: CornerState): number {
  let t = 0;
  for (let i = 0; i < 6; i++) t = t * 3 + (state.ori[FREE[i] as number] as number);
  return t;
}

export function coordsToState(permIndex: number, twistIndex: number): CornerState {
  const p = unrankInto(new Uint8Array(7), permIndex);
  const perm = new Uint8Array(8);
  const ori = new Uint8Array(8);
  FREE.forEach((slot, i) => {
    perm[slot] = p[i] === 6 ? 7 : (p[i] as number);
  });
  perm[FIXED] = FIXED;
  let t = twistIndex;
  let sum = 0;
  for (let i = 5; i >= 0; i--) {
    ori[FREE[i] as number] = t % 3;
    sum += t % 3;
    t = Math.floor(t / 3);
  }
  ori[7] = (3 - (sum % 3)) % 3;
  return { perm, ori };
}

/** True when the DBL piece sits in its slot untwisted, so the coordinates describe the state. */
export function dblHome(state: CornerState): boolean {
  return state.perm[FIXED] === FIXED && state.ori[FIXED] === 0;
}

export interface MoveTables {
  perm: Uint16Array; // [perm * 9 + move]
  twist: Uint16Array; // [twist * 9 + move]
}

let tables: MoveTables | undefined;

/** Coordinate × move → coordinate, for the 9 moves of HTM_MOVES. Built once (~5 ms). */
export function moveTables(): MoveTables {
  if (tables) return tables;
  const cornerMoves = HTM_MOVES.map(cornerMove);
  const perm = new Uint16Array(PERMS * 9);
  const twist = new Uint16Array(TWISTS * 9);
  for (let p = 0; p < PERMS; p++) {
    const state = coordsToState(p, 0);
    cornerMoves.forEach((m, k) => {
      perm[p * 9 + k] = permCoord(applyCornerMove(state, m));
    });
  }
  for (let t = 0; t < TWISTS; t++) {
    const state = coordsToState(0, t);
    cornerMoves.forEach((m, k) => {
      twist[t * 9 + k] = twistCoord(applyCornerMove(state, m));
    });
  }
  tables = { perm, twist };
  return tables;
}

/** The position index after move k (0..8 in HTM_MOVES). */
export function moveIndex(index: number, k: number, t: MoveTables = moveTables()): number {
  const p = Math.floor(index / TWISTS);
  const tw = index - p * TWISTS;
  return (t.perm[p * 9 + k] as number) * TWISTS + (t.twist[tw * 9 + k] as number);
}
