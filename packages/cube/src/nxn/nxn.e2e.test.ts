import { describe, expect, test } from 'vitest';
import {
  abortsButAlwaysAnswers,
  solvesEveryTarget,
  standard,
  stopsWithinWildcards,
} from '../test-support/nxn-cases.js';
import { solveSantaCubeN } from './solve.js';

// The whole-cube solves of nxn.test.ts on the larger sizes: two seeds on the 6-cube, one on the
// 7-cube (its solves are the suite's longest); and the 4- and 5-cube's second seed (nxn.test.ts
// solves the first: the pair took 47 s of its 63 s on the loaded 2026-11-27 machine), and the
// 5-cube's pattern and distinct-label targets of the first seed (nxn.test.ts keeps its standard
// colours: 1-1.5 s a solve quiet, 2.4-3.4 s in the loaded suite).
describe.each([4, 5])('cube_%i (second seed)', (n) => solvesEveryTarget(n, [2]));
describe('cube_5 (first seed)', () =>
  solvesEveryTarget(5, [1], ['a pattern target', 'distinct labels']));
describe('cube_6', () => solvesEveryTarget(6, [1, 2]));
describe('cube_7', () => solvesEveryTarget(7, [1]));

// nxn.test.ts runs these on the 4-cube; here on the 6-cube, as they were (2.9 and 9.9 s in the
// loaded suite).
describe('cube_6', () => {
  abortsButAlwaysAnswers(6);
  describe('wildcards', () => stopsWithinWildcards(6));
});

test('a solved cube needs no moves, at the default budget', () => {
  // nxn.test.ts solves it with budgetMs 0 (the first run); the default's later runs took 1.4 s.
  const solution = standard(5);
  expect(solveSantaCubeN(5, solution, solution).moves).toEqual([]);
});
