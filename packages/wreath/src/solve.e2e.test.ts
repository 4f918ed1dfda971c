import { describe, expect, test } from 'vitest';
import { solveWreath } from './solve.js';
import { diff, play, scramble, solvedWreath } from './test-support/generated.js';

// Moved from solve.test.ts, the longest of its cases on the loaded 2026-11-27 machine (10 s and
// 10 s of the window optimiser's 16 s).

describe('wreath_100/100 like Santa id 337', () => {
  test('a deep scramble (~76 mismatches) within 8 wildcards, by the run beam', () => {
    const n = 100;
    const solution = solvedWreath(n);
    const initial = scramble(n, 12_345, 3000);
    expect(diff(initial, solution)).toBeGreaterThan(60);
    const s = solveWreath(n, initial, solution, {
      wildcards: 8,
      budgetMs: 0,
      beamWidth: 200,
      endgameNodeLimit: 50_000,
      timeLimitMs: 20_000,
    });
    expect(s.mismatches).toBeLessThanOrEqual(8);
    expect(diff(play(n, initial, s.moves), solution)).toBe(s.mismatches);
    expect(s.length).toBeLessThan(1000);
  }, 30_000);
});

describe('the window optimiser on beam answers', () => {
  // On Santa's 21/21, 33/33 and 100/100 answers it found nothing shorter (balls of 4,000 and
  // 100,000 states): what is checked here is that it is safe.
  test('it never lengthens a beam answer, and every answer replays (wreath_21, wreath_24)', () => {
    for (const [n, seed] of [
      [21, 6],
      [24, 7],
    ] as const) {
      const start = scramble(n, seed);
      const goal = solvedWreath(n);
      // Budget 0: the first round only, the same beams both times; only the optimiser differs.
      const common = { method: 'beam', budgetMs: 0, seed: 1 } as const;
      const plain = solveWreath(n, start, goal, { ...common, windowMs: 0 });
      const windowed = solveWreath(n, start, goal, common);
      for (const s of [plain, windowed]) expect(diff(play(n, start, s.moves), goal)).toBe(0);
      expect(windowed.length).toBeLessThanOrEqual(plain.length);
    }
  });
});
