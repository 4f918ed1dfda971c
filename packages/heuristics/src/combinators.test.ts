import { expect, test } from 'vitest';
import { maxOf, weighted } from './combinators.js';
import { misplacedStickers } from './misplaced.js';

test('maxOf and weighted', () => {
  const h = maxOf<number>(
    (s) => s,
    (s) => 10 - s,
  );
  expect([0, 3, 5, 8].map(h)).toEqual([10, 7, 5, 8]);
  expect(weighted<number>((s) => s, 2.5)(4)).toBe(10);
  expect(() => maxOf()).toThrow(RangeError);
  expect(() => weighted(() => 0, -1)).toThrow(RangeError);
});

test('misplaced stickers / stickers per move, rounded up', () => {
  const goal = 'rrrrbbbbgggg';
  const h = misplacedStickers([...goal], 4);
  expect(h([...goal])).toBe(0);
  expect(h([...'brrrbbbbgggr'])).toBe(1); // 2 misplaced
  expect(h([...'bbbbrrrrgggg'])).toBe(2); // 8 misplaced
  expect(misplacedStickers([...goal], 4, { roundUp: false })([...'brrrbbbbgggr'])).toBe(0.5);
  expect(() => h([...'rr'])).toThrow(/2 stickers, the goal 12/);
  expect(() => misplacedStickers([...goal], 0)).toThrow(RangeError);
});
