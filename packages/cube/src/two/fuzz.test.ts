import { cubeScramble } from '@puz/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { isRotation } from '../move.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { isSolvedAnyOrientation } from '../rotations.js';
import { solve2x2x2, type TwoSolver } from './solve.js';

/*
 * Fuzz: every 2x2x2 solver on scrambles drawn from the whole notation (face, wide, inner-layer,
 * layer-range and rotation moves), each answer replayed, every solver as short as God's table.
 */

const cube = new CubeMoves(2);
const SOLVED = solvedFacelets(2);
const stateOf = (alg: string) => applyMoves(SOLVED, parseAlg(alg, 2), cube);

function check(start: string, solver: TwoSolver, metric: 'htm' | 'qtm', any: boolean): number {
  const s = solve2x2x2(start, { solver, metric, anyOrientation: any });
  const end = applyMoves(start, s.moves, cube);
  if (any) expect(isSolvedAnyOrientation(end)).toBe(true);
  else expect(end).toBe(SOLVED);
  // length counts face turns only: the lead rotation is free.
  expect(s.length).toBe(s.moves.filter((m) => !isRotation(m, 2)).length);
  return s.length;
}

describe('2x2x2 solvers on random scrambles of the whole notation', () => {
  test('table, bidirectional, A* and IDA* agree on the optimal length; answers replay', () => {
    fc.assert(
      fc.property(
        cubeScramble(2, { maxLength: 25, size: 'max' }),
        fc.constantFrom('htm' as const, 'qtm' as const),
        fc.boolean(),
        (alg, metric, any) => {
          const start = stateOf(alg);
          const best = check(start, 'table', metric, any);
          for (const solver of ['bidirectional', 'astar', 'idastar'] as const)
            expect(check(start, solver, metric, any)).toBe(best);
        },
      ),
      { numRuns: 100, seed: 16 },
    );
  }, 30_000);

  test('BFS (short scrambles: it expands every position nearer than the answer)', () => {
    fc.assert(
      fc.property(cubeScramble(2, { maxLength: 3 }), fc.boolean(), (alg, any) => {
        const start = stateOf(alg);
        expect(check(start, 'bfs', 'htm', any)).toBe(check(start, 'table', 'htm', any));
      }),
      { numRuns: 15, seed: 16 },
    );
  }, 30_000);
});
