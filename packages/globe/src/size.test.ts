import { describe, expect, test } from 'vitest';
import { globeCell, rowRing } from './geometry.js';
import { globeMoves } from './moves.js';
import { globeStickerCount, globeType, parseGlobeType } from './size.js';

describe('parseGlobeType', () => {
  test.each([
    ['globe_1/8', 1, 8, 32],
    ['globe_3/33', 3, 33, 264],
    ['globe_8/25', 8, 25, 450],
  ])('%s', (text, a, b, stickers) => {
    expect(parseGlobeType(text)).toEqual({ a, b });
    expect(globeStickerCount(a, b)).toBe(stickers);
    expect(globeType(a, b)).toBe(text);
  });

  test.each([
    ['globe_0/4', /a \(latitude cuts\) must be a positive integer, got 0/],
    ['globe_3/0', /b \(half the columns\) must be a positive integer, got 0/],
    ['globe_3', /not a globe type: "globe_3" \(expected globe_A\/B/],
    ['globe_-1/4', /not a globe type/],
    ['cube_3/3/3', /not a globe type/],
    ['globe_300/300', /globe_300\/300 has 180600 stickers; at most 65536/],
  ])('%j is a RangeError: %s', (text, message) => {
    expect(() => parseGlobeType(text)).toThrow(RangeError);
    expect(() => parseGlobeType(text)).toThrow(message);
  });
});

test.each([
  [0, 4],
  [1.5, 4],
  [2, Number.NaN],
  [2, -3],
])('globeMoves(%d, %d) is a RangeError', (a, b) => {
  expect(() => globeMoves(a, b)).toThrow(RangeError);
});

test('a row outside 0..a is a RangeError', () => {
  expect(() => rowRing(3, 4, 4)).toThrow(/globe_3\/4 has rows 0..3, got 4/);
  expect(() => globeCell(3, 4, -1, 0)).toThrow(RangeError);
});
