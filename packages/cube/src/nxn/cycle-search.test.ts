import { describe, expect, test } from 'vitest';
import { expectSameNumbers } from '../test-support/same.js';
import { cubeUnits } from './catalog.js';
import { countSequences, cycleOfKey, searchCycles } from './cycle-search.js';
import { cubeModel, simplifyTokens, sourceOf, tokenAxis, tokenLayer, tokensCost } from './model.js';

/** Canonical sequences of cost ≤ h counted one by one (what `countSequences` computes). */
function countByHand(n: number, h: number): number {
  let total = 0;
  const walk = (cost: number, prev: number) => {
    total++;
    for (let t = 0; t < 9 * n; t++) {
      if (
        prev >= 0 &&
        tokenAxis(n, t) === tokenAxis(n, prev) &&
        tokenLayer(n, t) <= tokenLayer(n, prev)
      )
        continue;
      const c = cost + (t % 3 === 1 ? 2 : 1);
      if (c <= h) walk(c, t);
    }
  };
  walk(0, -1);
  return total;
}

describe('meet-in-the-middle 3-cycle search', () => {
  test('countSequences counts the canonical sequences the search enumerates', () => {
    for (const [n, h] of [
      [2, 4],
      [3, 3],
      [4, 3],
    ] as const)
      expect(countSequences(n, h)).toBe(countByHand(n, h));
  });

  test('4x4 x-centres, halves of 4: the 1,344 3-cycles of 8 moves, every sequence replays to exactly its 3-cycle', () => {
    const n = 4;
    const model = cubeModel(n);
    const unit = cubeUnits(n).units.find((u) => u.kind === 'centre');
    if (!unit) throw new Error('no centre unit');
    const t = searchCycles(model, { half: 4, unit: unit.stickers, keyOrbit: unit.keyOrbit });
    expect(t.enumerated).toBe(countSequences(n, 4));
    expect(t.cycles.size).toBe(1344);
    let seqs = 0;
    for (const [key, { cost, seqs: list }] of t.cycles) {
      expect(cost).toBe(8);
      const { pos, src } = cycleOfKey(24, key);
      const want = new Map(pos.map((k, j) => [unit.keyOrbit[k], unit.keyOrbit[src[j] as number]]));
      const ids = new Set<string>();
      for (const s of list) {
        seqs++;
        expect(tokensCost(s)).toBe(8);
        // Canonical (simplifying changes nothing) and distinct.
        expect(simplifyTokens(n, s)).toEqual(s);
        ids.add(s.join());
        if (seqs % 5 === 0)
          expectSameNumbers(
            Array.from({ length: model.size }, (_, i) => sourceOf(model, s, i)),
            Array.from({ length: model.size }, (_, i) => want.get(i) ?? i),
            s.join(),
          );
      }
      expect(ids.size).toBe(list.length);
    }
    // 2,304 distinct shortest sequences: 1 to 4 a 3-cycle (the catalogs pick among them by their ends).
    expect(seqs).toBe(2304);
  }, 120_000);
});
