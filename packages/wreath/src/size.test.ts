import { describe, expect, test } from 'vitest';
import { wreathMoves } from './moves.js';
import { parseWreathType, wreathStickerCount, wreathType } from './size.js';

describe('parseWreathType', () => {
  test.each([
    ['wreath_6/6', 6, 10],
    ['wreath_21/21', 21, 40],
    ['wreath_100/100', 100, 198],
  ])('%s', (text, n, stickers) => {
    expect(parseWreathType(text)).toBe(n);
    expect(wreathStickerCount(n)).toBe(stickers);
    expect(wreathType(n)).toBe(text);
  });

  test.each([
    ['wreath_6/7', /wreath_6\/7: both rings of a wreath have the same number of stickers/],
    ['wreath_2/2', /integer number of stickers in 3\.\.32769, got 2/],
    ['wreath_40000/40000', /got 40000/],
    ['wreath_6', /not a wreath type: "wreath_6" \(expected wreath_N\/N/],
    ['globe_1/8', /not a wreath type/],
    ['', /not a wreath type: ""/],
  ])('%j is a RangeError: %s', (text, message) => {
    expect(() => parseWreathType(text)).toThrow(RangeError);
    expect(() => parseWreathType(text)).toThrow(message);
  });
});

test.each([0, 2, 6.5, Number.NaN, -6])('wreathMoves(%d) is a RangeError', (n) => {
  expect(() => wreathMoves(n)).toThrow(RangeError);
});
