import { SolverRegistry } from '@puz/perm';
import { cubeScramble } from '@puz/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cubeFamily } from './family.js';

/*
 * Fuzz: the Santa cube family's solvers (cube2, cube3, cubeN) through the shared registry, on
 * scrambles of Santa move names (f0, r1, -d2, ... every layer, inner ones included, so the centres
 * of odd cubes move too), each answer replayed on the family's own model to the goal.
 */

const registry = new SolverRegistry([cubeFamily]);

function solvesBack(type: string, scramble: string, budgetMs: number): void {
  const puzzle = registry.puzzle(type);
  const goal = cubeFamily.solved(type) as string[];
  const start = puzzle.replay(goal, scramble.split(' ').filter(Boolean));
  const s = registry.solve(type, start, goal, { budgetMs });
  expect(s.moves.every((m) => puzzle.moveNames.includes(m))).toBe(true);
  expect(puzzle.replay(start, s.moves)).toEqual(goal);
  expect(s.length).toBe(s.moves.length);
}

describe('the Santa cube solvers on random Santa-name scrambles', () => {
  test.each([
    ['cube_2/2/2', 2, 25, 10],
    ['cube_3/3/3', 3, 25, 30],
    ['cube_4/4/4', 4, 4, 0],
  ] as const)(
    '%s: answers replay on the model',
    (type, n, runs, budgetMs) => {
      fc.assert(
        fc.property(cubeScramble(n, { maxLength: 40, santa: true, size: 'max' }), (alg) =>
          solvesBack(type, alg, budgetMs),
        ),
        { numRuns: runs, seed: 16 },
      );
    },
    30_000,
  );
});
