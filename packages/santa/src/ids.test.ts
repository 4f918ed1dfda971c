import { expect, test } from 'vitest';
import { parseIdRanges } from './ids.js';

test('ids and inclusive ranges, sorted and deduplicated', () => {
  expect(parseIdRanges('3')).toEqual([3]);
  expect(parseIdRanges('0-3')).toEqual([0, 1, 2, 3]);
  expect(parseIdRanges('5, 0-2,2,7-7')).toEqual([0, 1, 2, 5, 7]);
});

test('a bad selection names the bad part', () => {
  expect(() => parseIdRanges('1-x')).toThrow(/"1-x"/);
  expect(() => parseIdRanges('')).toThrow(RangeError);
  expect(() => parseIdRanges('9-2')).toThrow(/9-2.*2 is below 9/);
  expect(() => parseIdRanges('-1')).toThrow(RangeError);
});
