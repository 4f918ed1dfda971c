import { apply } from '@puz/perm';
import { InvalidStateError } from './errors.js';
import { FACES, type Face } from './geometry.js';
import type { Move } from './move.js';
import type { CubeMoves } from './moves.js';

/*
 * Facelet strings: 6n² letters, the faces in the order U R F D L B, each read row by row as in
 * Kociemba's 3x3x3 string (U from above with B at the top, D from below with F at the top, the
 * side faces with U up). The letters are the colours, named by the face they belong to.
 */

/** The solved cube's facelet string. */
export function solvedFacelets(n: number): string {
  return FACES.map((f) => f.repeat(n * n)).join('');
}

/** Size of the cube a facelet string describes (6n² letters), or throws. */
export function faceletSize(facelets: string): number {
  const n = Math.round(Math.sqrt(facelets.length / 6));
  if (n < 1 || 6 * n * n !== facelets.length) {
    throw new InvalidStateError(
      'length',
      `a facelet string has 6·n² letters (24, 54, 96, ...); this one has ${facelets.length}`,
    );
  }
  return n;
}

/** Reads a facelet string (whitespace ignored) and checks its letters; see `checkState` for the rest. */
export function parseFacelets(text: string): string {
  const facelets = text.replace(/\s+/g, '');
  const n = faceletSize(facelets);
  const bad = [...facelets].findIndex((ch) => !FACES.includes(ch as Face));
  if (bad >= 0) {
    throw new InvalidStateError(
      'colours',
      `letter ${bad + 1} is "${facelets[bad]}"; facelet strings use U, R, F, D, L and B`,
    );
  }
  const counts = FACES.map((f) => [...facelets].filter((ch) => ch === f).length);
  const wrong = FACES.filter((_, i) => counts[i] !== n * n);
  if (wrong.length > 0) {
    throw new InvalidStateError(
      'colours',
      `each colour must appear ${n * n} times on a ${n}x${n}x${n}: ${wrong.map((f) => `${f} appears ${counts[FACES.indexOf(f)]}`).join(', ')}`,
    );
  }
  return facelets;
}

/** The facelet string after a sequence of moves. */
export function applyMoves(facelets: string, moves: readonly Move[], cube: CubeMoves): string {
  if (facelets.length !== cube.size)
    throw new RangeError(
      `facelet string has ${facelets.length} letters, a ${cube.n}x${cube.n}x${cube.n} has ${cube.size}`,
    );
  return apply(cube.permOf(moves), [...facelets]).join('');
}
