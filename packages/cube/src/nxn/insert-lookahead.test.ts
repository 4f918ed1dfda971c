import { describe, expect, test } from 'vitest';
import { catalogOf, cubeUnits } from './catalog.js';
import { insertUnits } from './insert.js';
import { applyTokens, cubeModel, tokensCost } from './model.js';

/** A six-colour target scrambled by random 3-cycles of random units' catalogs. */
function scrambled(n: number, count: number, seed: number) {
  const target = Int32Array.from({ length: 6 * n * n }, (_, i) => Math.floor(i / (n * n)));
  const { units } = cubeUnits(n);
  let s = seed;
  const next = (k: number) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % k;
  };
  const start = target.slice();
  for (let i = 0; i < count; i++) {
    const cat = catalogOf(n, next(units.length));
    const e = next(cat.count);
    const w = cat.width;
    const vals = Array.from({ length: w }, (_, j) => start[cat.src[e * w + j] as number] as number);
    for (let j = 0; j < w; j++) start[cat.pos[e * w + j] as number] = vals[j] as number;
  }
  return { target, start, units };
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
      const moves = insertUnits(model, units, start, target, [], 1e6, () => {}, 0, 256, lookAhead);
      const st = start.slice();
      applyTokens(model, st, moves);
      expect(Array.from(st)).toEqual(Array.from(target));
      lengths.push(tokensCost(moves));
    }
    // Within a few 3-cycles of the plain greedy (measured: it does not pay on real cubes).
    expect(lengths[1]).toBeLessThanOrEqual((lengths[0] as number) + 24);
  });
});
