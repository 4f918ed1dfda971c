import { describe, expect, test } from 'vitest';
import { HarassTable, harassForce, zerglingsFor } from './harassment.js';
import { RULES_V1 } from './rules.js';

describe('harassment', () => {
  // floor(6·log2(1 + M)) by hand: 2^6 <= 2^6; 2^9 = 512 <= 3^6 = 729 < 1024; 2^12 = 4^6;
  // 8192 <= 5^6 = 15625 < 16384; 32768 <= 6^6 = 46656 < 65536; 65536 <= 7^6 = 117649 < 131072.
  test.each([
    [1, 6],
    [2, 9],
    [3, 12],
    [4, 13],
    [5, 15],
    [6, 16],
  ])('force of harassment M = %i is %i', (m, force) => {
    expect(harassForce(m, 6)).toBe(force);
  });

  // n = ceil(100·F / P): P = 100 none, 133 attack, 120 defense, 200 both (upgrade bits A=1, D=2).
  test.each([
    [1, [6, 5, 5, 3]],
    [2, [9, 7, 8, 5]],
    [3, [12, 10, 10, 6]],
    [4, [13, 10, 11, 7]],
    [5, [15, 12, 13, 8]],
    [6, [16, 13, 14, 8]],
  ])('M = %i sends %j zerglings (none, attack, defense, both)', (m, sent) => {
    const table = new HarassTable(RULES_V1);
    expect([0, 1, 2, 3].map((u) => table.needed(m, u))).toEqual(sent);
  });

  test('the table grows on demand and matches the direct formula', () => {
    const table = new HarassTable(RULES_V1);
    expect(table.needed(100, 0)).toBe(zerglingsFor(harassForce(100, 6), 100));
    expect(harassForce(100, 6)).toBe(39); // 2^39 <= 101^6 ~ 1.06e12 < 2^40
  });

  test('exact at powers of two, where floating point may round down', () => {
    // (1 + 3)^3 = 64 = 2^6 exactly, and 1 + 7 = 2^3.
    expect(harassForce(3, 3)).toBe(6);
    expect(harassForce(7, 1)).toBe(3);
  });
});
