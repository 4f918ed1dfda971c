import fc from 'fast-check';
import { expect, test } from 'vitest';
import { indexFor, TypedArrayIndex } from './state-index.js';

test('TypedArrayIndex behaves like a Map keyed by contents, across growth', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.uint8Array({ minLength: 0, maxLength: 6 }), fc.nat()), {
        maxLength: 400,
      }),
      (entries) => {
        const index = new TypedArrayIndex<Uint8Array>(2);
        const model = new Map<string, number>();
        for (const [key, value] of entries) {
          index.set(key.slice(), value);
          model.set(key.join(','), value);
        }
        expect(index.size).toBe(model.size);
        for (const [key] of entries)
          expect(index.get(Uint8Array.from(key))).toBe(model.get(key.join(',')));
        expect(index.get(Uint8Array.of(255, 255, 255, 255, 255, 255, 255))).toBe(-1);
      },
    ),
  );
});

test('indexFor picks the content index for typed arrays, a key function when given', () => {
  const typed = indexFor({ start: Uint8Array.of(1, 2) });
  typed.set(Uint8Array.of(1, 2), 7);
  expect(typed.get(Uint8Array.of(1, 2))).toBe(7);
  const keyed = indexFor<{ x: number }, string>({ start: { x: 1 }, key: (s) => s.x });
  keyed.set({ x: 3 }, 4);
  expect(keyed.get({ x: 3 })).toBe(4);
  expect(keyed.get({ x: 2 })).toBe(-1);
});
