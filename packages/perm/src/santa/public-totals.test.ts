import { expect, test } from 'vitest';
import { PUBLIC_TOTALS } from './public-totals.js';

test("the quoted per-type totals add up to the data README's totals", () => {
  const rows = Object.values(PUBLIC_TOTALS);
  const sum = (k: 'puzzles' | 'sample' | 'k107' | 'best') => rows.reduce((a, r) => a + r[k], 0);
  expect(rows).toHaveLength(26);
  expect(sum('puzzles')).toBe(398);
  expect(sum('sample')).toBe(1_220_590);
  expect(sum('k107')).toBe(107_693);
  expect(sum('best')).toBe(53_464);
});
