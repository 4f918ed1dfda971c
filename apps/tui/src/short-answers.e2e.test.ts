import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { expect, test } from 'vitest';
import { puz } from './test-support/run.js';

// Issue 33, class 12 (short-answers.test.ts has the smaller cubes): the issue's own case, a
// 33x33x33 a few inner-layer turns from solved. Its reduction gave dozens of moves after ~40 s (8
// on main before the probe); the probe answers with 4, marked optimal. Here, not in the unit
// suite: the 33x33x33's probe took ~3 s of CPU there.
test("33x33x33 2R 5U' 9F 30D: 4 moves, optimal, by the probe", async () => {
  const scramble = "2R 5U' 9F 30D";
  const { code, stdout, stderr } = await puz('solve', '33x33x33', '--scramble', scramble, '--json');
  expect(stderr).toBe('');
  expect(code).toBe(0);
  const out = JSON.parse(stdout);
  expect(out).toMatchObject({ solver: 'probe', optimal: true, length: 4 });
  const cube = new CubeMoves(33);
  const scrambled = applyMoves(solvedFacelets(33), parseAlg(scramble, 33), cube);
  expect(applyMoves(scrambled, parseAlg(out.moves.join(' '), 33), cube)).toBe(solvedFacelets(33));
}, 60_000);
