import { describe, expect, test } from 'vitest';
import { cubeUnits } from './catalog.js';
import { buildUnitCatalog, setCatalogAlternatives } from './catalog-tables.js';
import { pickAlternatives, unitMap } from './cycle-map.js';
import { cubeModel, sourceOf, tokensCost } from './model.js';

describe('catalogs from the searched tables', () => {
  test('cube_9 (every gap pattern): each unit maps to its representative, and its entries are exactly their 3-cycles there', async () => {
    const n = 9;
    const model = cubeModel(n);
    const { units } = cubeUnits(n);
    const reps = units.map((u) => unitMap(n, u)?.rep.name);
    expect(reps.filter((r) => r === 'wing')).toHaveLength(3);
    expect(reps.filter((r) => r === 'diagonal')).toHaveLength(3);
    expect(reps.filter((r) => r === 'cross')).toHaveLength(3);
    expect(reps.filter((r) => r === 'oblique')).toHaveLength(3);
    expect(reps.filter((r) => r === 'oblique-mirror')).toHaveLength(3);
    const gaps = new Set(units.map((u) => `${unitMap(n, u)?.rep.name}:${unitMap(n, u)?.gaps}`));
    // 13 (rep, gap pattern) pairs: the x-centres and wings of layers 2 and 3 both have all three gaps.
    expect(gaps.size).toBe(13);
    for (const unit of units) {
      // Lets the worker answer vitest between units (a busy machine timed its RPC out).
      await new Promise((resolve) => setTimeout(resolve, 0));
      const stats = { searched: 0, recipes: 0 };
      const cat = buildUnitCatalog(model, unit, stats);
      // The search's 8-move 3-cycles at least (the test tables stop at halves of 4).
      expect(stats.searched).toBeGreaterThanOrEqual(1248);
      expect(stats.searched + stats.recipes).toBeGreaterThanOrEqual(3632);
      const w = cat.width;
      for (let e = 0; e < cat.count; e += 37) {
        const moves = Array.from(
          cat.moves.subarray(cat.start[e] as number, cat.start[e + 1] as number),
        );
        expect(tokensCost(moves)).toBe(cat.cost[e]);
        const want = new Map<number, number>();
        for (let j = 0; j < w; j++)
          want.set(cat.pos[e * w + j] as number, cat.src[e * w + j] as number);
        expect(want.size).toBe(w);
        for (let i = 0; i < model.size; i++)
          expect(sourceOf(model, moves, i)).toBe(want.get(i) ?? i);
      }
    }
  }, 600_000);

  test('more alternatives, more entries; never two with the same first and last move', () => {
    const n = 4;
    const unit = cubeUnits(n).units.find((u) => u.kind === 'centre');
    if (!unit) throw new Error('no centre unit');
    const counts = [1, 8].map((k) => {
      setCatalogAlternatives(k);
      return buildUnitCatalog(cubeModel(n), unit).count;
    });
    setCatalogAlternatives(4);
    expect(counts[1]).toBeGreaterThan(counts[0] as number);
    expect(() => setCatalogAlternatives(0)).toThrow(RangeError);
  }, 300_000);

  test('pickAlternatives: new first and last moves first, then new pairs, at most k', () => {
    const seqs = [
      [1, 5, 2],
      [1, 6, 2],
      [3, 5, 2],
      [3, 7, 4],
      [1, 8, 4],
    ];
    expect(pickAlternatives(seqs, 2)).toEqual([
      [1, 5, 2],
      [3, 7, 4],
    ]);
    expect(pickAlternatives(seqs, 9)).toEqual([
      [1, 5, 2],
      [3, 7, 4],
      [3, 5, 2],
      [1, 8, 4],
    ]);
  });
});
