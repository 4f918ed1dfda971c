import fc from 'fast-check';
import { expect, test } from 'vitest';
import { farthestPairBound, mstBound, mstCost, multiGoalBound } from './multi-goal.js';

/** Points on a grid with Manhattan distances: a metric, like BFS distances in a maze. */
const instance = fc.record({
  here: fc.tuple(fc.nat(9), fc.nat(9)),
  goals: fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { minLength: 0, maxLength: 6 }),
});

const manhattan = (a: readonly number[], b: readonly number[]) =>
  Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!);

/** The true cost: the best order to visit every goal from here (brute force over orders). */
function bestTour(here: readonly number[], goals: readonly (readonly number[])[]): number {
  if (goals.length === 0) return 0;
  let best = Number.POSITIVE_INFINITY;
  goals.forEach((g, i) => {
    const rest = goals.filter((_, j) => j !== i);
    best = Math.min(best, manhattan(here, g) + bestTour(g, rest));
  });
  return best;
}

test('every bound is admissible, and the combined one is the larger', () => {
  fc.assert(
    fc.property(instance, ({ here, goals }) => {
      const k = goals.length;
      const between = new Float64Array(k * k);
      for (let i = 0; i < k; i++)
        for (let j = 0; j < k; j++) between[i * k + j] = manhattan(goals[i]!, goals[j]!);
      const remaining = goals.map((_, i) => i);
      const fromHere = goals.map((g) => manhattan(here, g));
      const exact = bestTour(here, goals);
      const a = mstBound(remaining, fromHere, between, k);
      const b = farthestPairBound(remaining, fromHere, between, k);
      expect(a).toBeLessThanOrEqual(exact);
      expect(b).toBeLessThanOrEqual(exact);
      expect(multiGoalBound(remaining, fromHere, between, k)).toBe(Math.max(a, b));
    }),
    { numRuns: 300 },
  );
});

test('MST of a known set', () => {
  // Goals at 0, 3, 4, 10 on a line: MST = 3 + 1 + 6 = 10.
  const xs = [0, 3, 4, 10];
  const between = xs.flatMap((a) => xs.map((b) => Math.abs(a - b)));
  expect(mstCost([0, 1, 2, 3], between, 4)).toBe(10);
  expect(mstCost([1, 3], between, 4)).toBe(7);
  expect(mstCost([2], between, 4)).toBe(0);
  // From 5: nearest goal is 4 (1 away), so MST + nearest = 11; farthest pair 0..10 + min(5, 5) = 15.
  expect(mstBound([0, 1, 2, 3], [5, 2, 1, 5], between, 4)).toBe(11);
  expect(farthestPairBound([0, 1, 2, 3], [5, 2, 1, 5], between, 4)).toBe(15);
});
