import { countMoves, parseAlg } from '@puz/cube';
import { solvers } from '@puz/santa';
import { describe, expect, test } from 'vitest';
import { cubeSolves, expectScrambledSolve, puz, scrambledState } from './test-support/solve-any.js';

// Moved from solve-any.test.ts (10 s each on the loaded 2026-11-27 machine): a 7x7x7 in cube
// notation, and the 4x4x4's staged solver.
describe('puz solve NxNxN (cube notation in and out)', () => {
  test.each([[7, "3Rw U 2F' Lw2 D B 3Uw' R2 f"]])(
    'an NxNxN, n = %i: a scramble with wide and inner moves, solved and replayed',
    async (n, scramble) => {
      const { code, stdout, stderr } = await puz(
        'solve',
        `${n}x${n}x${n}`,
        '--scramble',
        scramble,
        '--json',
      );
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const out = JSON.parse(stdout);
      expect(out).toMatchObject({ puzzle: `${n}x${n}x${n}`, optimal: false });
      // 4x4x4 (WCA notation, tpr by default) counts outer block turns: an inner slice is two. The others count
      // single-layer quarter turns, printed merged: a half turn (`4U2`) is two.
      const length =
        n === 4
          ? countMoves(parseAlg(out.moves.join(' '), n), n, 'htm')
          : out.moves.reduce((sum: number, w: string) => sum + (w.endsWith('2') ? 2 : 1), 0);
      expect(out.length).toBe(length);
      expect(cubeSolves(n, scramble, out.moves)).toBe(true);
    },
    60_000,
  );

  test('4x4x4 --solver staged: the staged reduction (not the default tpr), replayed', async () => {
    const scramble = "Rw U2 2R' F Uw' B2 r D L2 Fw";
    const { code, stdout, stderr } = await puz(
      'solve',
      '4x4x4',
      '--solver',
      'staged',
      '--scramble',
      scramble,
      '--json',
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ puzzle: '4x4x4', solver: 'staged', optimal: false });
    expect(cubeSolves(4, scramble, out.moves)).toBe(true);
  }, 60_000);
});

// Moved from solve-any.test.ts (~2.4 s of CPU there; globe_3/4 stays): globe_1/8 at --budget-ms 200.
test(
  'globe_1/8 with --budget-ms 200: a scrambled state, solved and replayed',
  () => expectScrambledSolve('globe_1/8', 40, ['--budget-ms', '200']),
  60_000,
);

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
