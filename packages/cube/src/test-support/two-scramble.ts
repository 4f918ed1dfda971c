import { rng } from '@puz/perm';
import { applyMoves, solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { CubeMoves } from '../moves.js';

const cube2 = new CubeMoves(2);

/** A seeded 2x2x2 scramble of `length` random face turns (quarter or half, outer or two layers). */
export function scrambled2(seed: number, length = 25): string {
  const r = rng(seed);
  const faces = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
  const moves: Move[] = Array.from({ length }, () => ({
    face: faces[r.int(6)]!,
    from: 1,
    to: r.int(4) === 0 ? 2 : 1,
    amount: (1 + r.int(3)) as 1 | 2 | 3,
  }));
  return applyMoves(solvedFacelets(2), moves, cube2);
}
