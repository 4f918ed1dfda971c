import { describe, expect, test } from 'vitest';
import { byThreeCycles, sixColours } from '../test-support/three-cycles.js';
import { cubeUnits } from './catalog.js';
import { insertUnits } from './insert.js';
import { applyTokens, cubeModel, tokensCost } from './model.js';

/** A six-colour target scrambled by random 3-cycles of random units' catalogs. */
function scrambled(n: number, count: number, seed: number) {
  const target = sixColours(n);
  return { target, start: byThreeCycles(n, target, count, seed), units: cubeUnits(n).units };
}

describe('the units stage with a one-step look-ahead', () => {
  test.each([
    [5, 1],
    [6, 2],
  ])('cube_%i: 3-cycle scrambles solved, the answer replayed', (n, seed) => {
    const model = cubeModel(n);
    const { target, start, units } = scrambled(n, 14, seed);
    const lengths: number[] = [];
    for (const lookAhead of [0, 4]) {
      const moves = insertUnits(model, units, start, target, [], 1e6, () => {}, { lookAhead });
      const st = start.slice();
      applyTokens(model, st, moves);
      expect(Array.from(st)).toEqual(Array.from(target));
      lengths.push(tokensCost(moves));
    }
    // Within a few 3-cycles of the plain greedy (measured: it does not pay on real cubes).
    expect(lengths[1]).toBeLessThanOrEqual((lengths[0] as number) + 24);
  });
});
