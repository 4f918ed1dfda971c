import { rng, SearchLimitError } from '@puz/perm';
import { expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { FACE_TURNS } from './cubie.js';
import { randomFacelets3 } from './random.js';
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

test('by default every answer has at most 20 moves, with or without the exact phase-1 table, and the two agree', () => {
  // The suite's cache holds the optimal solver's tables (global-setup), so the default reads the
  // exact phase-1 table; fullTable: false is the small-table search. Both bounds are admissible and
  // the search order is the same, so they must meet the same answers; only the nodes differ.
  const r = rng(20);
  for (let i = 0; i < 6; i++) {
    const state = randomFacelets3(r);
    const full = solveTwoPhase(state);
    const small = solveTwoPhase(state, { fullTable: false });
    expect(full.length).toBeLessThanOrEqual(20);
    expect(applyMoves(state, full.moves, cube)).toBe(solvedFacelets(3));
    expect(small.moves).toEqual(full.moves);
    expect(small.stats.probes).toBe(full.stats.probes);
    expect(full.stats.expanded).toBeLessThan(small.stats.expanded);
  }
}, 60_000);

test('maxLength: an answer that short, or a SearchLimitError naming how far the search got', () => {
  const state = randomFacelets3(rng(7));
  const s = solveTwoPhase(state, { maxLength: 19, budgetMs: 5000 });
  expect(s.length).toBeLessThanOrEqual(19);
  expect(applyMoves(state, s.moves, cube)).toBe(solvedFacelets(3));
  // 12 moves: no random position has an answer that short (it would need at least 16), and two-phase
  // tries every phase-1 solution up to 12 moves, then says so.
  const t = performance.now();
  expect(() => solveTwoPhase(state, { maxLength: 12, budgetMs: 5000 })).toThrow(
    /no answer of 12 moves or fewer: it finished every phase-1 solution of up to 12 moves/,
  );
  expect(performance.now() - t).toBeLessThan(5000);
  // A budget too short for 15 moves: a hard limit once maxLength is set.
  let error: unknown;
  try {
    solveTwoPhase(state, { maxLength: 15, budgetMs: 50 });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SearchLimitError);
  expect((error as Error).message).toMatch(/no answer of 15 moves or fewer within 50 ms/);
}, 30_000);
