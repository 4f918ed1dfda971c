import { rng, SolveAbortedError, SolverRegistry } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { wreathFamily } from './family.js';
import { wreathPuzzle, wreathSolved } from './puzzle.js';

/** `length` random moves from the solved state (seeded). */
function scramble(n: number, seed: number, length: number): string[] {
  const puzzle = wreathPuzzle(n);
  const names = puzzle.moveNames;
  const random = rng(seed);
  const moves = Array.from({ length }, () => names[random.int(names.length)] as string);
  return puzzle.replay(wreathSolved(n), moves);
}

describe('wreathFamily', () => {
  test('owns wreath_N/N only; its model and solved labels are Santa’s', () => {
    expect(wreathFamily.owns('wreath_6/6')).toBe(true);
    expect(wreathFamily.owns('wreath_6/7')).toBe(false);
    expect(wreathFamily.owns('globe_3/4')).toBe(false);
    expect(wreathFamily.solved('wreath_6/6').join(';')).toBe('C;A;C;A;A;A;B;B;B;B');
    expect(wreathFamily.solved('wreath_12/12').join(';')).toBe(
      'C;A;A;C;A;A;A;A;A;A;A;A;B;B;B;B;B;B;B;B;B;B',
    );
    const puzzle = wreathFamily.puzzle('wreath_7/7');
    expect(puzzle.size).toBe(12);
    expect(puzzle.moveNames).toEqual(['l', '-l', 'r', '-r']);
    expect(() => wreathFamily.puzzle('wreath_2/2')).toThrow(/wreath/);
  });

  test('the exact solver is offered only where it is used', () => {
    const registry = new SolverRegistry([wreathFamily]);
    expect(registry.solversFor('wreath_12/12').map((s) => s.name)).toEqual([
      'wreath',
      'wreath-bfs',
      'wreath-beam',
    ]);
    expect(registry.solversFor('wreath_21/21').map((s) => s.name)).toEqual([
      'wreath',
      'wreath-beam',
    ]);
  });

  test.each([
    ['wreath', 6, 1],
    ['wreath', 7, 2],
    ['wreath-bfs', 12, 3],
    ['wreath', 21, 4],
    ['wreath-beam', 12, 5],
  ])(
    '%s solves scrambles of wreath_%i (replayed by PermPuzzle.check)',
    (name, n, seed) => {
      const type = `wreath_${n}/${n}`;
      const puzzle = wreathFamily.puzzle(type);
      const entry = wreathFamily.solvers.find((s) => s.name === name);
      const goal = wreathFamily.solved(type);
      for (let k = 0; k < 2; k++) {
        const start = scramble(n, seed * 10 + k, n > 12 ? 40 : 100);
        const progress: number[] = [];
        const answer = entry?.solve(puzzle, start, goal, {
          budgetMs: 0,
          seed: 1,
          onProgress: (p) => progress.push(p.ms),
        });
        expect(answer).toBeDefined();
        const check = puzzle.check(start, goal, answer?.moves ?? []);
        expect(check.valid, check.message).toBe(true);
        if (name === 'wreath-bfs') expect(answer?.optimal).toBe(true);
      }
    },
    30_000,
  );

  test('the signal is the hard stop', () => {
    const type = 'wreath_21/21';
    const start = scramble(21, 9, 200);
    expect(() =>
      wreathFamily.solvers[0]?.solve(wreathFamily.puzzle(type), start, wreathFamily.solved(type), {
        signal: AbortSignal.abort(),
      }),
    ).toThrow(SolveAbortedError);
  });
});
