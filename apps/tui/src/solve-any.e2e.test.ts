import { solvers } from '@puz/santa';
import { describe, expect, test } from 'vitest';
import { puz, scrambledState } from './test-support/solve-any.js';

// The small globes of solve-any.test.ts at `puz solve`'s default budget (a portfolio of 2 s
// solves, 6-15 s each on a busy machine): the path a user without --budget-ms takes.

describe('puz solve on Santa globes at the default budget', () => {
  test.each([
    ['globe_1/8', 40],
    ['globe_3/4', 40],
  ])(
    '%s: a scrambled state, solved and replayed',
    async (type, length) => {
      const { start, goal } = scrambledState(type, length, 5);
      const { code, stdout } = await puz('solve', type, '--state', start.join(';'), '--json');
      expect(code).toBe(0);
      const out = JSON.parse(stdout);
      expect(out.puzzle).toBe(type);
      expect(solvers.puzzle(type).check(start, goal, out.moves)).toMatchObject({ valid: true });
    },
    60_000,
  );
});
