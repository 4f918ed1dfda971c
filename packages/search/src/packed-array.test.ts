import fc from 'fast-check';
import { expect, test } from 'vitest';
import { PackedArray } from './packed-array.js';

test.each([2, 4, 8] as const)(
  '%i-bit entries round-trip without touching their neighbours',
  (bits) => {
    fc.assert(
      fc.property(fc.array(fc.nat((1 << bits) - 1), { maxLength: 300 }), (values) => {
        const packed = new PackedArray(values.length, bits).fill((1 << bits) - 1);
        for (const [i, v] of values.entries()) packed.set(i, v);
        expect(values.map((_, i) => packed.get(i))).toEqual(values);
        expect(packed.data.length).toBe(Math.ceil((values.length * bits) / 8));
      }),
    );
  },
);

test('bad sizes and widths are refused', () => {
  expect(() => new PackedArray(-1, 4)).toThrow(RangeError);
  expect(() => new PackedArray(10, 3 as 4)).toThrow(/bits must be 2, 4 or 8/);
  expect(() => new PackedArray(10, 4, new Uint8Array(4))).toThrow(/expected 5/);
});
