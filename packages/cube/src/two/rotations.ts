import { equals, type Perm } from '@puz/perm';
import { FACES, type Face } from '../geometry.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';

const cube2 = new CubeMoves(2);
const key = (p: Perm) => p.join(',');

/** The 24 whole-cube rotations as x/y/z sequences (shortest first), with their permutations. */
export const ROTATIONS: readonly { moves: Move[]; perm: Perm }[] = (() => {
  // x, y, z in all three amounts: every rotation is then at most two of them.
  const gens: Move[] = (['R', 'U', 'F'] as const).flatMap((face) =>
    ([1, 2, 3] as const).map((amount) => ({ face, from: 1, to: 2, amount })),
  );
  const start = { moves: [] as Move[], perm: cube2.permOf([]) };
  const seen = new Map([[key(start.perm), start]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i] as (typeof queue)[number];
    for (const g of gens) {
      const moves = [...r.moves, g];
      const perm = cube2.permOf(moves);
      if (!seen.has(key(perm))) {
        const next = { moves, perm };
        seen.set(key(perm), next);
        queue.push(next);
      }
    }
  }
  return queue;
})();

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
