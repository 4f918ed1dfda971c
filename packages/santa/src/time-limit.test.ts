import { describe, expect, test } from 'vitest';
import { defaultTimeLimitMs, MIN_TIME_LIMIT_MS } from './solvers.js';

describe('defaultTimeLimitMs', () => {
  test('10 minutes for a type whose budget is short or unset', () => {
    expect(MIN_TIME_LIMIT_MS).toBe(600_000);
    expect(defaultTimeLimitMs('cube_2/2/2')).toBe(MIN_TIME_LIMIT_MS);
    expect(defaultTimeLimitMs('cube_3/3/3')).toBe(MIN_TIME_LIMIT_MS);
    expect(defaultTimeLimitMs('globe_1/8')).toBe(MIN_TIME_LIMIT_MS);
    expect(defaultTimeLimitMs('no_such_type')).toBe(MIN_TIME_LIMIT_MS);
  });

  test("twice cube_33's batch budget, which a flat 10 minutes left too little room", () => {
    const limit = defaultTimeLimitMs('cube_33/33/33');
    expect(limit).toBeGreaterThan(MIN_TIME_LIMIT_MS);
    expect(limit).toBeGreaterThanOrEqual(2 * 420_000);
  });

  test('a budget asked for (santa improve --budget-ms) sets it in place of the family one', () => {
    expect(defaultTimeLimitMs('cube_19/19/19', 900_000)).toBe(1_800_000);
    expect(defaultTimeLimitMs('cube_33/33/33', 1_000)).toBe(MIN_TIME_LIMIT_MS);
  });
});
