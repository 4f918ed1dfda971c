import { describe, expect, it } from 'vitest';
import { solveGlobe } from './portfolio.js';
import { globePuzzle } from './puzzle.js';
import { rng, scramble, solvedLabels } from './test-support/generated.js';
import { replay } from './test-support/replay.js';

// Moved from solve.test.ts: 40 s and 30 s of it on the loaded 2026-11-27 machine. Each test
// yields between its solves, so that none holds its worker for a minute (vitest's worker RPC
// times out then, vitest-dev/vitest#8164).
const yieldToVitest = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a node budget', () => {
  it('gives the same answer for the same seed however slow the machine', async () => {
    const puzzle = globePuzzle(3, 4);
    const solved = puzzle.solved as readonly string[];
    const r = rng(11);
    const names = puzzle.moveNames;
    const moves = Array.from({ length: 80 }, () => names[Math.floor(r() * names.length)]!);
    const start = puzzle.replay(solved, moves);
    const options = { seed: 7, budgetNodes: 40, budgetMs: 1 };
    const quick = solveGlobe(3, 4, start, solved, options);
    await yieldToVitest();
    // The same solve, slowed down: every progress report spins for 5 ms (budgetMs would stop it
    // after a different number of variants; budgetNodes does not look at the clock).
    const spin = () => {
      const t = performance.now();
      while (performance.now() - t < 5);
    };
    const slow = solveGlobe(3, 4, start, solved, {
      ...options,
      onProgress: spin,
      progressIntervalMs: 0,
    });
    expect(slow.moves).toEqual(quick.moves);
    expect(slow.stats.expanded).toBe(quick.stats.expanded);
    expect(quick.stats.expanded).toBeGreaterThanOrEqual(38);
    expect(replay(3, 4, start, quick.moves)).toEqual(solved);
  }, 120_000);
});

describe('solveGlobe: the reranked beam and the window optimiser', () => {
  it('solves small generated globes with both, every answer replayed, never longer with windows', async () => {
    for (const [a, b, distinct, seed] of [
      [1, 8, true, 42],
      [3, 4, false, 43],
    ] as const) {
      const solved = solvedLabels(a, b, distinct);
      const start = scramble(a, b, solved, 200, seed);
      const plain = solveGlobe(a, b, start, solved, {
        budgetNodes: 2,
        beamRerank: 3,
        windowMs: 0,
        portfolio: 0,
      });
      expect(replay(a, b, start, plain.moves)).toEqual(solved);
      await yieldToVitest();
      const shorter = solveGlobe(a, b, start, solved, {
        budgetNodes: 2,
        beamRerank: 3,
        windowMs: 1,
        windowBall: 400,
        portfolio: 0,
      });
      expect(replay(a, b, start, shorter.moves)).toEqual(solved);
      expect(shorter.length).toBeLessThanOrEqual(plain.length);
      await yieldToVitest();
    }
  }, 120_000);
});
