import { describe, expect, test } from 'vitest';
import { byThreeCycles, sixColours } from '../test-support/three-cycles.js';
import { cubeUnits } from './catalog.js';
import { insertUnits } from './insert.js';
import { applyTokens, cubeModel } from './model.js';

describe('randomised draws of the units stage (UnitNoise)', () => {
  const n = 6;
  const model = cubeModel(n);
  const { units } = cubeUnits(n);
  const target = sixColours(n);
  const solves = (start: Int32Array, moves: number[]) => {
    const st = start.slice();
    applyTokens(model, st, moves);
    return Array.from(st).every((x, i) => x === target[i]);
  };

  test('amount 0 is the greedy, move for move', () => {
    const start = byThreeCycles(n, target, 12, 1);
    const greedy = insertUnits(model, units, start, target, [], 1e6, () => {});
    const drawn = insertUnits(model, units, start, target, [], 1e6, () => {}, {
      noise: { seed: 5, amount: 0 },
    });
    expect(drawn).toEqual(greedy);
  });

  test('draws solve every scramble, repeat for a seed and differ between seeds', () => {
    for (const scramble of [2, 3]) {
      const start = byThreeCycles(n, target, 12, scramble);
      const greedy = insertUnits(model, units, start, target, [], 1e6, () => {});
      const answers = [1, 2, 3, 4].map((seed) =>
        insertUnits(model, units, start, target, [], 1e6, () => {}, {
          noise: { seed, amount: 0.2 },
        }),
      );
      for (const a of answers) expect(solves(start, a)).toBe(true);
      const again = insertUnits(model, units, start, target, [], 1e6, () => {}, {
        noise: { seed: 1, amount: 0.2 },
      });
      expect(again).toEqual(answers[0]);
      // Some draw leaves the greedy's path.
      expect(answers.some((a) => a.join() !== greedy.join())).toBe(true);
    }
  });
});
