import { rng, SolveAbortedError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { globeFamily } from './family.js';
import { globePuzzle, globeSolved } from './puzzle.js';

/** Santa's solution_state rows (puzzles.csv), one string per row. */
const SANTA_ROWS: [number, number, string[]][] = [
  [1, 8, ['AACCEEGGIIKKMMOO', 'BBDDFFHHJJLLNNPP']],
  [2, 6, ['AAADDDGGGJJJ', 'BBBEEEHHHKKK', 'CCCFFFIIILLL']],
  [3, 4, ['AACCEEGG', 'AACCEEGG', 'BBDDFFHH', 'BBDDFFHH']],
  [6, 4, [...Array(3).fill('AADDGGJJ'), 'BBEEHHKK', ...Array(3).fill('CCFFIILL')]],
  [
    8,
    25,
    [
      ...Array(4).fill('AAAAADDDDDGGGGGJJJJJMMMMMPPPPPSSSSSVVVVVYYYYYbbbbb'),
      'BBBBBEEEEEHHHHHKKKKKNNNNNQQQQQTTTTTWWWWWZZZZZccccc',
      ...Array(4).fill('CCCCCFFFFFIIIIILLLLLOOOOORRRRRUUUUUXXXXXaaaaaddddd'),
    ],
  ],
];

function scramble(a: number, b: number, seed: number, length: number): string[] {
  const puzzle = globePuzzle(a, b);
  const names = puzzle.moveNames;
  const random = rng(seed);
  const moves = Array.from({ length }, () => names[random.int(names.length)] as string);
  return puzzle.replay(globeSolved(a, b), moves);
}

describe('globeFamily', () => {
  test.each(SANTA_ROWS)('globe_%i/%i: solved labels are Santa’s', (a, b, rows) => {
    expect(globeFamily.solved(`globe_${a}/${b}`).join('')).toBe(rows.join(''));
  });

  test('owns globe_A/B; the model is the generated moves', () => {
    expect(globeFamily.owns('globe_3/4')).toBe(true);
    expect(globeFamily.owns('globe_0/4')).toBe(false);
    expect(globeFamily.owns('wreath_6/6')).toBe(false);
    const puzzle = globeFamily.puzzle('globe_1/8');
    expect(puzzle.size).toBe(32);
    expect(puzzle.baseMoves.slice(0, 3)).toEqual(['r0', 'r1', 'f0']);
    expect(puzzle.solved).toEqual(globeSolved(1, 8));
    expect(() => globeFamily.puzzle('globe_x')).toThrow(/globe/);
  });

  test.each([
    [1, 8, 1],
    [2, 6, 2],
    [3, 4, 3],
    [6, 8, 4],
  ])('its solver solves scrambles of globe_%i/%i (replayed by PermPuzzle.check)', (a, b, seed) => {
    const type = `globe_${a}/${b}`;
    const puzzle = globeFamily.puzzle(type);
    const goal = globeFamily.solved(type);
    const entry = globeFamily.solvers[0];
    for (let k = 0; k < 2; k++) {
      const start = scramble(a, b, seed * 10 + k, 150);
      const seen: number[] = [];
      const answer = entry?.solve(puzzle, start, goal, {
        budgetMs: 50,
        seed: k,
        onProgress: (p) => seen.push(p.ms),
      });
      const check = puzzle.check(start, goal, answer?.moves ?? []);
      expect(check.valid, check.message).toBe(true);
      expect(answer?.stats.expanded).toBeGreaterThan(0);
    }
  });

  test('budgetMs is not a hard stop; the signal is', () => {
    const type = 'globe_3/4';
    const start = scramble(3, 4, 7, 100);
    const goal = globeFamily.solved(type);
    const puzzle = globeFamily.puzzle(type);
    const answer = globeFamily.solvers[0]?.solve(puzzle, start, goal, { budgetMs: 0 });
    expect(puzzle.check(start, goal, answer?.moves ?? []).valid).toBe(true);
    expect(() =>
      globeFamily.solvers[0]?.solve(puzzle, start, goal, { signal: AbortSignal.abort() }),
    ).toThrow(SolveAbortedError);
  });
});
