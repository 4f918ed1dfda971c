import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { rng } from '@puz/perm';
import { solvers } from '@puz/santa';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

/*
 * Issue 33, class 12: answers a user reads as wrong. Two-phase answered `R U` with 8 moves and a
 * 6-move scramble with 11; the 4x4x4 reduction answered a 6-move scramble with 10. Every
 * `puz solve` now asks the short probe first: a position a few moves from solved gets a shortest
 * answer (marked optimal, solver "probe"), replayed here outside the command.
 */

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const solves = (n: number, scramble: string, moves: readonly string[]) => {
  const cube = new CubeMoves(n);
  const scrambled = applyMoves(solvedFacelets(n), parseAlg(scramble, n), cube);
  return applyMoves(scrambled, parseAlg(moves.join(' '), n), cube) === solvedFacelets(n);
};

describe('puz solve cubes: a scramble of a few moves gets an answer no longer than it', () => {
  test.each([
    ['3x3x3', 'R U', [], 2],
    ['3x3x3', "R U F' L2 D B", [], 6],
    ['3x3x3', "R U F' L2 D B", ['--solver', 'genetic'], 6],
    ['3x3x3', "R U F' L2 D B", ['--solver', 'optimal'], 6],
    ['3x3x3', "R U F' L2 D B", ['--budget-ms', '200'], 6],
    ['3x3x3', 'R U y', [], 2],
    // The 4x4x4's default solver (tpr, WCA notation) counts outer block turns: L2 is one move.
    ['4x4x4', "R U F' L2 D", [], 5],
    // --solver tpr (@puz/cube/four-wca) and staged (@puz/cube/four) are reached, and the short
    // probe still answers first.
    ['4x4x4', "R U F' L2 D", ['--solver', 'tpr'], 5],
    ['4x4x4', "R U F' L2 D", ['--solver', 'staged'], 5],
    // Its Santa-metric solver counts single-layer quarter turns: L2 is two.
    ['4x4x4', "R U F' L2 D", ['--solver', 'cubeN'], 6],
    ['5x5x5', "Rw U 3F'", [], 4],
    // The issue's own case, a 33x33x33 a few inner-layer turns from solved (its probe: ~3 s of
    // CPU), is in short-answers.e2e.test.ts.
  ])('%s %s %j: %i moves, optimal, by the probe', async (puzzle, scramble, extra, length) => {
    const { code, stdout, stderr } = await puz(
      'solve',
      puzzle,
      '--scramble',
      scramble,
      ...extra,
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ solver: 'probe', optimal: true, length });
    expect(solves(Number.parseInt(puzzle, 10), scramble, out.moves)).toBe(true);
  });

  test('--any-orientation: face turns only, solved in whatever orientation', async () => {
    const { code, stdout } = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      "x R U'",
      '--any-orientation',
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ solver: 'probe', length: 2, moves: ['U', "R'"] });
  });

  test('--max-length below the shortest answer: exit 1 at once, saying how long it is', async () => {
    const { code, stderr } = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      "R U F' L2 D B",
      '--max-length',
      '5',
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/the shortest has 6/);
  });

  test('a position past the probe still gets the long method', async () => {
    const scramble = "R U F' L2 D B R' U2 F D' L B2 R U' F2 D L' B";
    const { code, stdout } = await puz('solve', '3x3x3', '--scramble', scramble, '--json');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.solver).toBe('twophase');
    expect(out.length).toBeGreaterThan(9);
    expect(solves(3, scramble, out.moves)).toBe(true);
  });
});

describe('puz solve Santa types: a random walk of k moves is answered in at most k', () => {
  const types = [
    'cube_3/3/3',
    'cube_4/4/4',
    'globe_3/4',
    'globe_1/8',
    'wreath_6/6',
    'wreath_12/12',
  ];
  test.each(types)('%s', async (type) => {
    const model = solvers.puzzle(type);
    const goal = [...solvers.family(type).solved(type)];
    const r = rng(33);
    for (const k of [1, 2, 3]) {
      const walk = Array.from({ length: k }, () => model.moveNames[r.int(model.moveNames.length)]!);
      const { code, stdout } = await puz('solve', type, '--scramble', walk.join(' '), '--json');
      expect(code).toBe(0);
      const out = JSON.parse(stdout);
      expect(out.length).toBeLessThanOrEqual(k);
      expect(out.solver).toBe('probe');
      expect(model.check(model.replay(goal, walk), goal, out.moves).valid).toBe(true);
    }
  });
});
