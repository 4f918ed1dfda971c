import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

// The optimal solver's tables take ~30 s to build: these tests share the suite's scratch cache
// (vitest.config.ts), so they are built once per machine, not once per run.

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const cube = new CubeMoves(3);
const solves = (scramble: string, moves: string[]) =>
  applyMoves(
    applyMoves(solvedFacelets(3), parseAlg(scramble, 3), cube),
    parseAlg(moves.join(' '), 3),
    cube,
  ) === solvedFacelets(3);

describe('puz solve 3x3x3 --solver optimal | genetic', () => {
  test('optimal: the shortest answer, marked optimal, replayed', async () => {
    const scramble = "R U2 F' L D2 B' U R'";
    const out = JSON.parse(
      (await puz('solve', '3x3x3', '--scramble', scramble, '--solver', 'optimal', '--json')).stdout,
    );
    expect(out).toMatchObject({ puzzle: '3x3x3', solver: 'optimal', optimal: true, length: 8 });
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
      '300',
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /no optimal answer within --budget-ms 300: every solution needs at least \d+ moves/,
    );
  }, 180_000);

  test('genetic: seeded, so the same seed gives the same answer; replayed', async () => {
    const scramble = "F R U' B2 L D' R2 U F'";
    const run = async () =>
      JSON.parse(
        (
          await puz(
            'solve',
            '3x3x3',
            '--scramble',
            scramble,
            '--solver',
            'genetic',
            '--seed',
            '3',
            '--json',
          )
        ).stdout,
      );
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
