import { apply } from '@puz/perm';
import { checkState } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { solvedFacelets } from '../facelets.js';
import { FACES, type Face } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { cubeRotations, isSolvedAnyOrientation } from '../rotations.js';

/*
 * On a 3x3x3 the centres define the orientation: wide turns, slices, inner layers and rotations
 * (Rw, M, 2R, x) move them, face turns never do. The solvers search face turns on cubie
 * coordinates that assume every centre is home, so each solve starts here, once per solve and
 * outside the search loops:
 * - default: lead with the whole-cube rotation (free in HTM) that brings the centres home, then
 *   solve that; the answer ends on the standard orientation (the solved facelet string);
 * - anyOrientation: read every sticker's colour as the face whose centre shows it (relabel), and
 *   solve that with face turns only; the answer ends solved in whatever orientation the centres are.
 */

const cube3 = new CubeMoves(3);
const CENTRE = 4;
const SOLVED = solvedFacelets(3);

/** The centre colours of a 3x3x3 facelet string, in face order (U R F D L B). */
const centresOf = (facelets: string) => FACES.map((_, f) => facelets[f * 9 + CENTRE]).join('');

export interface Orientation {
  /** The same position with its centres home (U R F D L B): what the face-turn search solves. */
  home: string;
  /** The moves that come before the answer of `home`: the rotation, or none (anyOrientation). */
  lead: readonly Move[];
}

/**
 * A checked 3x3x3 facelet string as a position with its centres home: turned by the rotation that
 * brings them there, or (anyOrientation) recoloured by them. Throws InvalidStateError for a state
 * no moves reach.
 */
export function orientCentres(facelets: string, anyOrientation = false): Orientation {
  checkState(facelets);
  const text = facelets.replace(/\s+/g, '');
  if (text.length !== 54)
    throw new InvalidStateError(
      'length',
      `a 3x3x3 facelet string has 54 letters; this one has ${text.length}`,
    );
  if (anyOrientation) {
    const colourFace = new Map<string, Face>(
      FACES.map((f, i) => [text[i * 9 + CENTRE] as string, f]),
    );
    return { home: [...text].map((c) => colourFace.get(c) as Face).join(''), lead: [] };
  }
  for (const r of cubeRotations(3)) {
    const turned = apply(r.perm, [...text]).join('');
    if (centresOf(turned) === 'URFDLB') return { home: turned, lead: r.moves };
  }
  // checkState has already refused centres that are not a rotation of the solved cube's.
  throw new Error(`no rotation brings the centres ${centresOf(text)} home (a bug)`);
}

/**
 * Solves a 3x3x3 position whose centres may be anywhere with a solver of centres-home positions:
 * the answer is the orientation's lead then the solver's face turns, replayed on `facelets` before
 * it is returned (to the solved facelet string, or any orientation of it with `anyOrientation`).
 * `length` stays the solver's count of face turns: rotations count 0 in HTM.
 */
export function solveOriented<S extends { moves: Move[] }>(
  facelets: string,
  anyOrientation: boolean | undefined,
  what: string,
  solve: (home: string) => S,
): S {
  const { home, lead } = orientCentres(facelets, anyOrientation);
  return finishOriented(facelets, anyOrientation, what, lead, solve(home));
}

/** `solveOriented`'s second half, for a solver that answers later (a promise): the lead put in
 * front of the answer of the centres-home position, replayed on `facelets`. */
export function finishOriented<S extends { moves: Move[] }>(
  facelets: string,
  anyOrientation: boolean | undefined,
  what: string,
  lead: readonly Move[],
  s: S,
): S {
  const moves = [...lead, ...s.moves];
  const end = apply(cube3.permOf(moves), [...facelets.replace(/\s+/g, '')]).join('');
  if (anyOrientation ? !isSolvedAnyOrientation(end) : end !== SOLVED)
    throw new Error(`${what} answer does not solve the cube (a bug)`);
  return { ...s, moves };
}
