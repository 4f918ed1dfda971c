import { applyMoves, CubeMoves, countMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { solvers } from '@puz/santa';
import { describe, expect, test } from 'vitest';
import { cubeSolves, expectScrambledSolve, puz, scrambledState } from './test-support/solve-any.js';

// `puz solve` on every family through the one registry: big cubes in cube notation, Santa globes
// and wreaths by state; each answer replayed here, outside the command.

describe('puz solve NxNxN (cube notation in and out)', () => {
  // The 4x4x4 here; the 7x7x7 and the 4x4x4's staged solver (10 s each on the loaded 2026-11-27
  // machine) in solve-any.e2e.test.ts.
  test.each([[4, "Rw U2 2R' F Uw' B2 r D L2 Fw"]])(
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

  test('a facelet state, and a bad one refused with exit 2', async () => {
    const n = 4;
    const scramble = "R U Rw' F2";
    const state = applyMoves(solvedFacelets(n), parseAlg(scramble, n), new CubeMoves(n));
    const out = JSON.parse((await puz('solve', '4x4x4', '--state', state, '--json')).stdout);
    expect(cubeSolves(n, scramble, out.moves)).toBe(true);
    const bad = await puz('solve', '4x4x4', '--state', `${state.slice(0, -1)}U`);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^puz: /);
  }, 60_000);
});

describe('puz solve on Santa types (labels in, Santa move names out)', () => {
  // A globe with --budget-ms 200: at its default 2 s budget a small globe's portfolio of solves
  // took 6-15 s here; solve-any.e2e.test.ts solves the same states at the default budget, and
  // globe_1/8 at 200 ms too (its portfolio ran ~2.4 s of CPU here, globe_3/4's 1.7).
  test.each([
    ['globe_3/4', 40, ['--budget-ms', '200']],
    ['wreath_6/6', 30, []],
    ['wreath_12/12', 40, []],
    ['cube_3/3/3', 25, []],
  ])(
    '%s: a scrambled state, solved and replayed',
    (type, length, budget) => expectScrambledSolve(type, length, budget),
    60_000,
  );

  test('a goal and wildcards are honoured; text output names the solver', async () => {
    const type = 'wreath_6/6';
    const { start, goal } = scrambledState(type, 20, 9);
    const { code, stdout } = await puz(
      'solve',
      type,
      '--state',
      goal.join(';'),
      '--goal',
      start.join(';'),
      '--wildcards',
      '2',
    );
    expect(code).toBe(0);
    const [moves, summary] = stdout.trim().split('\n');
    expect(summary).toMatch(/^\d+ moves, \w+/);
    const check = solvers
      .puzzle(type)
      .check(goal, start, moves === '(already solved)' ? [] : moves!.split(' '), 2);
    expect(check.valid).toBe(true);
  }, 60_000);

  test.each([
    [['solve', 'globe_1/8', '--state', 'A;B'], /globe_1\/8 has 32 positions/],
    [['solve', 'wreath_6/6', '--scramble', 'l r q'], /has no move "q"/],
    [['solve', 'wreath_6/6', '--scramble', 'l', '--solver', 'nope'], /no solver "nope"/],
    [['solve', 'dodecahedron', '--scramble', 'R'], /not a puzzle puz can solve/],
    [['solve', '40x40x40', '--scramble', 'R'], /cube_40\/40\/40/],
    [['solve', 'globe_1/8'], /give exactly one of --scramble/],
  ])('bad input %j: exit 2 and a one-line message', async (args, message) => {
    const { code, stderr } = await puz(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
