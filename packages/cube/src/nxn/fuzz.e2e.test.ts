import { cubeScramble } from '@puz/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { cubePuzzle, faceletsToSanta } from '../santa/puzzle.js';
import { solveSantaCubeN } from './solve.js';

/*
 * Fuzz: the NxNxN solver (4x4x4 and 5x5x5) on scrambles of the whole SiGN notation — face, wide
 * (Rw, 3Rw2, r), inner (2R), range (2-3r), slice (M E S on the 5x5x5) and rotation moves — its
 * Santa-name answer replayed on the model and, read back as cube moves, on the facelet string.
 */

describe('the NxNxN solver on random scrambles of the whole notation', () => {
  test.each([
    [4, 6],
    [5, 4],
  ])(
    'N = %i: answers replay',
    (n, runs) => {
      const cube = new CubeMoves(n);
      const puzzle = cubePuzzle(n);
      const solved = solvedFacelets(n);
      fc.assert(
        fc.property(cubeScramble(n, { maxLength: 30, size: 'max' }), (alg) => {
          const facelets = applyMoves(solved, parseAlg(alg, n), cube);
          const start = faceletsToSanta(facelets, n);
          const goal = faceletsToSanta(solved, n);
          const s = solveSantaCubeN(n, start, goal, { budgetMs: 0 });
          expect(puzzle.replay(start, s.moves)).toEqual(goal);
          const back = parseAlg(s.moves.join(' '), n, { notation: 'santa' });
          expect(applyMoves(facelets, back, cube)).toBe(solved);
        }),
        { numRuns: runs, seed: 16 },
      );
    },
    30_000,
  );
});
