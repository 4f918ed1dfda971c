import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { partialCount, rankPartial, unrankPartial } from './partial-rank.js';
import { equals, isPermutation } from './perm.js';
import { randomPerm, rng } from './random.js';
import { factorial, factorialBig, rank, rankBig, unrank, unrankBig } from './rank.js';
import { perm } from './test-support/arbitraries.js';

describe('rank / unrank (Lehmer code)', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
    'a lexicographic bijection on all permutations of degree %i',
    (n) => {
      const total = factorial(n);
      let previous: Uint8Array | undefined;
      const faults: number[] = [];
      for (let r = 0; r < total; r++) {
        const p = unrank(n, r) as Uint8Array;
        if (rank(p) !== r || (previous && !lexLess(previous, p))) faults.push(r);
        previous = p;
      }
      expect(faults).toEqual([]);
    },
  );

  test('exact at n = 18; the top rank is 18! - 1', () => {
    const top = unrank(18, factorial(18) - 1);
    expect([...top]).toEqual(Array.from({ length: 18 }, (_, i) => 17 - i));
    expect(rank(top)).toBe(6402373705727999);
    const r = rng(18);
    for (let i = 0; i < 200; i++) {
      const p = randomPerm(18, r);
      expect(equals(unrank(18, rank(p)), p)).toBe(true);
      expect(BigInt(rank(p))).toBe(rankBig(p));
    }
  });

  test('beyond 18 the number forms refuse and point to the bigint ones', () => {
    expect(() => rank(randomPerm(19, rng(1)))).toThrow(/use rankBig/);
    expect(() => unrank(19, 0)).toThrow(/use unrankBig/);
    expect(() => unrank(5, 120)).toThrow(RangeError);
    expect(() => unrank(5, -1)).toThrow(RangeError);
  });

  test('rankBig / unrankBig are inverse at any degree', () => {
    fc.assert(fc.property(perm(60), (p) => equals(unrankBig(p.length, rankBig(p)), p)));
    expect(rankBig(unrankBig(54, factorialBig(54) - 1n))).toBe(factorialBig(54) - 1n);
    expect(() => unrankBig(4, 24n)).toThrow(RangeError);
  });
});

describe('partial placements (k of n pieces)', () => {
  test.each([
    [6, 3],
    [8, 8],
    [12, 4],
    [7, 0],
  ])('exhaustive bijection for n = %i, k = %i', (n, k) => {
    const count = partialCount(n, k);
    const seen = new Set<string>();
    const faults: number[] = [];
    for (let r = 0; r < count; r++) {
      const placement = unrankPartial(n, k, r);
      if (rankPartial(placement, n) !== r) faults.push(r);
      seen.add(placement.join(','));
    }
    expect(faults).toEqual([]);
    expect(seen.size).toBe(count);
  });

  test('n > 32 (the slow path) agrees with the bitmask path and round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 33, max: 60 }),
        fc.integer({ min: 0, max: 6 }),
        fc.nat(),
        (n, k, seed) => {
          const p = randomPerm(n, rng(seed));
          const placement = [...p.subarray(0, k)];
          const r = rankPartial(placement, n);
          return equals(unrankPartial(n, k, r), placement) && r < partialCount(n, k);
        },
      ),
    );
  });

  test('k = n ranks like a Lehmer code', () => {
    const p = randomPerm(10, rng(3));
    expect(rankPartial(p, 10)).toBe(rank(p));
  });

  test.each([
    [[0, 0], 4, /slot 0 of piece 1/],
    [[5], 4, /slot 5 of piece 0/],
    [[0, 40, 40], 50, /slot 40 of piece 2/],
  ])('bad placement %j in %i slots is refused', (placement, n, message) => {
    expect(() => rankPartial(placement, n)).toThrow(message);
  });

  test('counts that do not fit in a double are refused', () => {
    expect(partialCount(24, 11)).toBe(24 * 23 * 22 * 21 * 20 * 19 * 18 * 17 * 16 * 15 * 14);
    expect(() => partialCount(24, 13)).toThrow(/exceed 2\^53/);
    expect(() => partialCount(3, 4)).toThrow(/0 <= k <= n/);
  });
});

function lexLess(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}

test('unrank results are valid permutations', () => {
  expect(isPermutation(unrank(9, 123456))).toBe(true);
});
