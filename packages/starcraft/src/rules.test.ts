import { describe, expect, test } from 'vitest';
import { defineRules, RULES_V1 } from './rules.js';

describe('rules', () => {
  test('overrides merge into v1 field by field', () => {
    const r = defineRules({ costs: { drone: 40 }, goal: { zerglings: 10 } });
    expect(r.costs).toEqual({ ...RULES_V1.costs, drone: 40 });
    expect(r.goal).toEqual({ ...RULES_V1.goal, zerglings: 10 });
    expect(r.income).toBe(8);
  });

  test.each([
    [{ income: 0 }, /income/],
    [{ costs: { pool: 1.5 } }, /costs.pool/],
    [{ controlCap: 600 }, /controlCap/],
    [{ maxOverlords: 64 }, /maxOverlords/],
    [{ maxHatcheries: 8 }, /maxHatcheries/],
    [{ start: { hatcheries: 5 } }, /start.hatcheries/],
    [{ goal: { tech: ['lair' as 'pool'] } }, /lair/],
  ])('rejects %j', (overrides, message) => {
    expect(() => defineRules(overrides)).toThrow(message);
  });
});
