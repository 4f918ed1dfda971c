import fc from 'fast-check';
import { expect, test } from 'vitest';
import { Hash64Map } from './hash64-map.js';

test('Hash64Map behaves like a Map of (lo, hi) keys that keeps the first value, across growth', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer(), fc.nat(255)), {
        maxLength: 300,
      }),
      (entries) => {
        const map = new Hash64Map(2);
        const model = new Map<string, number>();
        // (0, 0) is stored as (0, 1): the model merges them the same way.
        const keyOf = (lo: number, hi: number) => (lo === 0 && hi === 0 ? '0,1' : `${lo},${hi}`);
        for (const [lo, hi, value] of entries) {
          const key = keyOf(lo, hi);
          expect(map.add(lo, hi, value)).toBe(!model.has(key));
          if (!model.has(key)) model.set(key, value);
        }
        expect(map.size).toBe(model.size);
        for (const [lo, hi] of entries) expect(map.get(lo, hi)).toBe(model.get(keyOf(lo, hi)));
        expect(map.get(1 << 30, 12345)).toBe(-1);
      },
    ),
  );
});

test('Hash64Map stores the key (0, 0) too', () => {
  const map = new Hash64Map();
  expect(map.get(0, 0)).toBe(-1);
  expect(map.add(0, 0, 9)).toBe(true);
  expect(map.get(0, 0)).toBe(9);
  expect(map.add(0, 0, 3)).toBe(false);
});
