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

// Issue 16: `--ids 0-99999999999` filled a set for 5 s, then died with "Set maximum size exceeded".
test('a range past the last id is refused at once, before anything is expanded', () => {
  const t0 = performance.now();
  expect(() => parseIdRanges('0-99999999999', { maxId: 397 })).toThrow(
    'id range "0-99999999999" goes past 397, the last id',
  );
  expect(() => parseIdRanges('3,400', { maxId: 397 })).toThrow('id 400 is past 397, the last id');
  expect(parseIdRanges('395-397', { maxId: 397 })).toEqual([395, 396, 397]);
  // Without a bound, a selection bigger than any Santa data is refused, also at once.
  expect(() => parseIdRanges('0-99999999999')).toThrow(/over 1,048,576 ids/);
  expect(() => parseIdRanges('0-999999999999999999')).toThrow(/bad id selection/);
  expect(performance.now() - t0).toBeLessThan(500);
});
