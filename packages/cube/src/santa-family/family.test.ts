import { ParseError, rng, SolverRegistry } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { cubeFamily } from './family.js';

const registry = new SolverRegistry([cubeFamily]);

/** A seeded scramble: `length` random Santa moves from the solved state. */
function scramble(type: string, length: number, seed: number) {
  const puzzle = registry.puzzle(type);
  const names = puzzle.moveNames;
  const r = rng(seed);
  const moves = Array.from({ length }, () => names[r.int(names.length)] as string);
  return puzzle.replay(cubeFamily.solved(type) as string[], moves);
}

// The first solve of a size builds its tables (seconds on a loaded machine): generous timeouts.
describe('cubeFamily', () => {
  test('owns cube_N/N/N and builds N = 2..33', () => {
    expect(cubeFamily.owns('cube_4/4/4')).toBe(true);
    expect(cubeFamily.owns('cube_4/4/5')).toBe(false);
    expect(cubeFamily.owns('globe_3/4')).toBe(false);
    expect(cubeFamily.puzzle('cube_2/2/2').size).toBe(24);
    expect(() => cubeFamily.puzzle('cube_1/1/1')).toThrow(ParseError);
    expect(() => cubeFamily.puzzle('cube_34/34/34')).toThrow(ParseError);
    expect(cubeFamily.cost?.('cube_3/3/3')).toBe(2000);
    expect(cubeFamily.cost?.('cube_5/5/5')).toBe(600);
  });

  test.each([
    ['cube_2/2/2', 'cube2'],
    ['cube_3/3/3', 'cube3'],
    ['cube_4/4/4', 'cubeN'],
    ['cube_33/33/33', 'cubeN'],
  ])('%s is solved by %s by default', (type, solver) => {
    expect(registry.solversFor(type).map((s) => s.name)).toEqual([solver]);
  });

  test.each([
    ['cube_2/2/2', 12, true],
    ['cube_3/3/3', 25, false],
    ['cube_4/4/4', 30, false],
    ['cube_5/5/5', 30, false],
  ] as const)(
    '%s: answers to seeded scrambles replay on the model',
    (type, length, optimal) => {
      const puzzle = registry.puzzle(type);
      for (const seed of [1, 2]) {
        const start = scramble(type, length, seed);
        const goal = cubeFamily.solved(type);
        const answer = registry.solve(type, start, undefined, { budgetMs: 50 });
        expect(puzzle.check(start, goal, answer.moves).valid).toBe(true);
        expect(answer.optimal).toBe(optimal);
        expect(answer.stats.expanded).toBeGreaterThanOrEqual(0);
      }
    },
    60_000,
  );
});
