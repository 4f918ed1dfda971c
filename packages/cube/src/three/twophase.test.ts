import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { FACE_TURNS } from './cubie.js';
import { solveTwoPhase } from './twophase.js';

const cube = new CubeMoves(3);

test('random positions are solved in at most 21 moves, and the answers replay', () => {
  const r = rng(21);
  for (let i = 0; i < 8; i++) {
    const state = applyMoves(
      solvedFacelets(3),
      Array.from({ length: 40 }, () => FACE_TURNS[r.int(18)]!),
      cube,
    );
    const s = solveTwoPhase(state, { targetLength: 21 });
    expect(s.length).toBeLessThanOrEqual(21);
    expect(applyMoves(state, s.moves, cube)).toBe(solvedFacelets(3));
  }
}, 60_000);

test('short scrambles come back short; the solved cube needs nothing', () => {
  expect(solveTwoPhase(solvedFacelets(3)).length).toBe(0);
  const s = solveTwoPhase(applyMoves(solvedFacelets(3), parseAlg("R U R' F2", 3), cube), {
    targetLength: 4,
  });
  expect(s.length).toBe(4);
});

test('the budget returns the best answer found so far', () => {
  const state = applyMoves(
    solvedFacelets(3),
    parseAlg("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", 3),
    cube,
  );
  const s = solveTwoPhase(state, { targetLength: 1, budgetMs: 300 });
  expect(s.length).toBeGreaterThanOrEqual(20); // the superflip needs 20
  expect(s.length).toBeLessThanOrEqual(30);
  expect(applyMoves(state, s.moves, cube)).toBe(solvedFacelets(3));
}, 30_000);

test('an impossible state is refused before searching', () => {
  const s = [...solvedFacelets(3)];
  [s[5], s[10]] = [s[10]!, s[5]!]; // flip the UR edge
  expect(() => solveTwoPhase(s.join(''))).toThrow(InvalidStateError);
});
