import { describe, expect, test } from 'vitest';
import { byThreeCycles } from '../test-support/three-cycles.js';
import { cubeUnits } from './catalog.js';
import { unitCyclesLeft } from './cycle-count.js';
import { insertUnits } from './insert.js';
import { applyTokens, cubeModel } from './model.js';

/** Santa's striped pattern target on an even cube (two labels a face), as codes. */
function patternTarget(n: number): Int32Array {
  return Int32Array.from({ length: 6 * n * n }, (_, i) => {
    const f = Math.floor(i / (n * n));
    return (f + (((i % (n * n)) % n) % 2)) % 6;
  });
}

describe('the units stage rescued by the exact count', () => {
  test('pattern cubes: every unit finished with it, not always without', () => {
    const n = 4;
    const model = cubeModel(n);
    const { units } = cubeUnits(n);
    const target = patternTarget(n);
    const needed = (st: Int32Array) =>
      units.reduce((sum, u) => sum + unitCyclesLeft(model, u, st, target), 0);
    let withIt = 0;
    let without = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const start = byThreeCycles(n, target, 12, seed);
      const end = (rescues: number) => {
        const st = start.slice();
        applyTokens(
          model,
          st,
          insertUnits(model, units, start, target, [], 1e6, () => {}, { maxRescues: rescues }),
        );
        return st;
      };
      // With rescues every unit is finished: a rescued unit is then finished by rescues only
      // (each lowers its count), so no greedy step can undo one (cube_6 id 255 did, 256 times).
      const a = needed(end(256));
      const b = needed(end(0));
      expect(a).toBe(0);
      withIt += a;
      without += b;
    }
    expect(withIt).toBeLessThan(without);
  }, 150_000);
});
