import { applyMoves, CubeMoves, isSolvedAnyOrientation, parseAlg, solvedFacelets } from '@puz/cube';
import { SearchLimitError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { describeFailure } from './exit.js';
import { runPuz } from './program.js';

// The optimal solver's tables take ~30 s to build: these tests share the suite's scratch cache
// (vitest.config.ts), so they are built once per machine, not once per run.

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** `puz solve 3x3x3 --scramble S --json ARGS`, its answer parsed. */
const solveJson = async (scramble: string, ...args: string[]) =>
  JSON.parse((await puz('solve', '3x3x3', '--scramble', scramble, '--json', ...args)).stdout);

const cube = new CubeMoves(3);
const solves = (scramble: string, moves: string[]) =>
  applyMoves(
    applyMoves(solvedFacelets(3), parseAlg(scramble, 3), cube),
    parseAlg(moves.join(' '), 3),
    cube,
  ) === solvedFacelets(3);

describe('puz solve 3x3x3 --solver optimal | genetic', () => {
  test('optimal: the shortest answer, marked optimal, replayed', async () => {
    // Nine moves: past the short probe (8), so the optimal solver itself answers.
    const scramble = "R U2 F' L D2 B' U R' F";
    const out = JSON.parse(
      (await puz('solve', '3x3x3', '--scramble', scramble, '--solver', 'optimal', '--json')).stdout,
    );
    expect(out).toMatchObject({ puzzle: '3x3x3', solver: 'optimal', optimal: true, length: 9 });
    expect(solves(scramble, out.moves)).toBe(true);
  }, 180_000);

  test('optimal with a budget too small for the superflip: exit 1 (a limit), with the bound it proved', async () => {
    const superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    const { code, stderr } = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      superflip,
      '--solver',
      'optimal',
      '--budget-ms',
      '1500',
    );
    // A search limit: exit 1 by the exit contract (not a crash, not bad input).
    expect(code).toBe(describeFailure(new SearchLimitError('')).code);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /no optimal answer within 1500 ms: every solution needs at least 1\d face turns/,
    );
  }, 180_000);

  test('optimal --threads: the same length on 1 and 3 threads; --threads is refused elsewhere', async () => {
    const scramble = "F2 R' D L2 B U' R F2 D'";
    const lengths: number[] = [];
    for (const threads of ['1', '3']) {
      const out = await solveJson(scramble, '--solver', 'optimal', '--threads', threads);
      expect(solves(scramble, out.moves)).toBe(true);
      lengths.push(out.length);
    }
    expect(lengths[1]).toBe(lengths[0]);
    const bad = [
      ['--solver', 'optimal', '--threads', '0'],
      ['--solver', 'optimal', '--threads', '999'],
      ['--threads', '2'],
    ];
    for (const args of bad) {
      const { code, stderr } = await puz('solve', '3x3x3', '--scramble', 'R', ...args);
      expect(code).toBe(2);
      expect(stderr).toMatch(/--threads/);
    }
  }, 60_000);

  test('optimal --table phase1: the same answer as auto here (no huge table in this cache); --table is checked and refused elsewhere', async () => {
    const scramble = "F2 R' D L2 B U' R F2 D'";
    const run = (...extra: string[]) => solveJson(scramble, '--solver', 'optimal', ...extra);
    const auto = await run();
    const phase1 = await run('--table', 'phase1');
    expect(phase1.length).toBe(auto.length);
    expect(solves(scramble, phase1.moves)).toBe(true);
    const bad: [string[], RegExp][] = [
      [['--solver', 'optimal', '--table', 'big'], /--table is one of auto, huge, nx, nxp, phase1/],
      [['--table', 'huge'], /--table does not apply to the twophase solver/],
      [
        ['--solver', 'genetic', '--table', 'phase1'],
        /--table does not apply to the genetic solver/,
      ],
    ];
    for (const [args, message] of bad) {
      const { code, stderr } = await puz('solve', '3x3x3', '--scramble', 'R', ...args);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
    }
    const two = await puz('solve', '2x2x2', '--scramble', 'R', '--table', 'huge');
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/--table/);
  }, 60_000);

  test('genetic: seeded, so the same seed gives the same answer; replayed', async () => {
    const scramble = "F R U' B2 L D' R2 U F'";
    const run = () => solveJson(scramble, '--solver', 'genetic', '--seed', '3');
    const a = await run();
    expect(a).toMatchObject({ solver: 'genetic', optimal: false });
    expect(solves(scramble, a.moves)).toBe(true);
    expect((await run()).moves).toEqual(a.moves);
  }, 120_000);
});

describe('puz scramble 3x3x3', () => {
  test('a seeded random-state scramble is reproducible and reaches the stated state', async () => {
    const a = JSON.parse((await puz('scramble', '3x3x3', '--seed', '11', '--json')).stdout);
    const b = JSON.parse((await puz('scramble', '3x3x3', '--seed', '11', '--json')).stdout);
    expect(a).toEqual(b);
    expect(a.length).toBeLessThanOrEqual(21);
    expect(applyMoves(solvedFacelets(3), parseAlg(a.scramble, 3), cube)).toBe(a.state);
  }, 60_000);
});

// Issue 16, item 1: wide, slice, inner-layer and rotation moves turn the centres. Before, every
// solver hung on them (the cubie model read a turned cube as an odd, unsolvable position) and
// the half turns exited 70 ("two-phase answer does not solve the cube (a bug)").
describe('puz solve 3x3x3 with the centres turned', () => {
  const after = (scramble: string, moves: string[]) =>
    applyMoves(
      applyMoves(solvedFacelets(3), parseAlg(scramble, 3), cube),
      parseAlg(moves.join(' '), 3),
      cube,
    );
  const isRotation = (m: string) => /^[xyz]/.test(m);
  const scrambles = ['x', 'Rw', 'M', '2R', 'r', 'Uw', 'x y z', 'Rw2', 'x2', 'M2', "R U x M' 3Rw E"];

  test.each(['twophase', 'optimal', 'genetic'])(
    '--solver %s: reorients, then solves; the answer replays to the solved cube',
    async (solver) => {
      for (const scramble of scrambles) {
        const { code, stdout, stderr } = await puz(
          'solve',
          '3x3x3',
          '--scramble',
          scramble,
          '--solver',
          solver,
          '--json',
        );
        expect({ scramble, code, stderr }).toEqual({ scramble, code: 0, stderr: '' });
        const out = JSON.parse(stdout);
        expect(after(scramble, out.moves)).toBe(solvedFacelets(3));
        // The length counts face turns (HTM), and says so: rotations are free.
        expect(out.metric).toBe('htm');
        expect(out.length).toBe(out.moves.filter((m: string) => !isRotation(m)).length);
      }
    },
    120_000,
  );

  test('--state of a whole cube turned by x: the answer is the rotation back', async () => {
    const state = applyMoves(solvedFacelets(3), parseAlg('x', 3), cube);
    for (const solver of ['twophase', 'optimal', 'genetic']) {
      const out = JSON.parse(
        (await puz('solve', '3x3x3', '--state', state, '--solver', solver, '--json')).stdout,
      );
      expect(out).toMatchObject({ moves: ["x'"], length: 0 });
    }
  }, 60_000);

  test('--solver optimal --budget-ms on a position one rotation from solved: solved, 0 turns', async () => {
    const { code, stdout } = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      'y',
      '--solver',
      'optimal',
      '--budget-ms',
      '1000',
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ moves: ["y'"], length: 0, optimal: true });
  }, 60_000);

  test('--any-orientation: face turns only, solved in whatever orientation', async () => {
    for (const scramble of ["Rw U M' F", 'x2 R', "E2 S' 3Rw"]) {
      const out = JSON.parse(
        (await puz('solve', '3x3x3', '--scramble', scramble, '--any-orientation', '--json')).stdout,
      );
      expect(out.moves.every((m: string) => /^[URFDLB][2']?$/.test(m))).toBe(true);
      expect(out.length).toBe(out.moves.length);
      expect(isSolvedAnyOrientation(after(scramble, out.moves))).toBe(true);
    }
  }, 60_000);
});

describe('puz solve 3x3x3 --max-length', () => {
  // A random-state position (scramble 25 moves): two-phase gives 20 or fewer by default.
  const scramble = "D2 F' U' R2 B L' F2 D R' U2 B2 L D' F R2 U L2 B' D2 R F' U B L2 D'";
  test('by default the answer has at most 20 moves; --max-length 19 asks for 19 or fewer', async () => {
    const plain = JSON.parse(
      (await puz('solve', '3x3x3', '--scramble', scramble, '--json')).stdout,
    );
    expect(plain.length).toBeLessThanOrEqual(20);
    expect(solves(scramble, plain.moves)).toBe(true);
    const short = JSON.parse(
      (await puz('solve', '3x3x3', '--scramble', scramble, '--max-length', '19', '--json')).stdout,
    );
    expect(short.length).toBeLessThanOrEqual(19);
    expect(solves(scramble, short.moves)).toBe(true);
  }, 60_000);

  test('a bound it cannot reach within the budget: exit 1, naming the bound and how far it got', async () => {
    const { code, stdout, stderr } = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      scramble,
      '--max-length',
      '14',
      '--budget-ms',
      '200',
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /no answer of 14 moves or fewer( within 200 ms)?: it finished every phase-1 solution of up to \d+ moves/,
    );
  }, 60_000);

  test('--max-length is refused where it means nothing, and must be a positive integer', async () => {
    for (const args of [['3x3x3', '--solver', 'optimal'], ['2x2x2'], ['4x4x4']]) {
      const { code, stderr } = await puz(
        'solve',
        ...args,
        '--scramble',
        'R U',
        '--max-length',
        '5',
      );
      expect(code).toBe(2);
      expect(stderr).toMatch(/--max-length does not apply/);
    }
    const { code, stderr } = await puz('solve', '3x3x3', '--scramble', 'R U', '--max-length', 'x');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--max-length must be an integer >= 1/);
  }, 60_000);
});
