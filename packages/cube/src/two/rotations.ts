import { equals } from '@puz/perm';
import { FACES, type Face } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { cubeRotations, type Rotation } from '../rotations.js';

const cube2 = new CubeMoves(2);
/** The 24 whole-cube rotations as x/y/z sequences (shortest first), with their permutations. */
export const ROTATIONS: readonly Rotation[] = cubeRotations(2);

/** The face turn equal to "rotation, then move, then the rotation undone". */
export function conjugateMove(rotation: readonly Move[], move: Move): Move {
  const inverse = rotation
    .slice()
    .reverse()
    .map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 2 | 3 }));
  const target = cube2.permOf([...rotation, move, ...inverse]);
  for (const face of FACES) {
    const candidate: Move = { face: face as Face, from: 1, to: 1, amount: move.amount };
    if (equals(cube2.perm(candidate), target)) return candidate;
  }
  throw new Error('a rotation did not map a face turn to a face turn');
}
