import { ParseError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { checkFamilySolves, FAMILY_CASES, registry } from '../test-support/family-solves.js';
import { cubeFamily } from './family.js';

// The first solve of a size builds its tables (seconds on a loaded machine): generous timeouts.
describe('cubeFamily', () => {
  test('owns cube_N/N/N and builds N = 2..33', () => {
    expect(cubeFamily.owns('cube_4/4/4')).toBe(true);
    expect(cubeFamily.owns('cube_4/4/5')).toBe(false);
    expect(cubeFamily.owns('globe_3/4')).toBe(false);
    expect(cubeFamily.puzzle('cube_2/2/2').size).toBe(24);
    expect(() => cubeFamily.puzzle('cube_1/1/1')).toThrow(ParseError);
    expect(() => cubeFamily.puzzle('cube_34/34/34')).toThrow(ParseError);
    expect(cubeFamily.cost?.('cube_3/3/3')).toBe(2000);
    expect(cubeFamily.cost?.('cube_5/5/5')).toBe(600);
  });

  test.each([
    ['cube_2/2/2', 'cube2'],
    ['cube_3/3/3', 'cube3'],
    ['cube_4/4/4', 'cubeN'],
    ['cube_33/33/33', 'cubeN'],
  ])('%s is solved by %s by default', (type, solver) => {
    expect(registry.solversFor(type).map((s) => s.name)).toEqual([solver]);
  });

  // Seed 1 of each here, seed 2 in family.e2e.test.ts (the two took 22 s on the loaded
  // 2026-11-27 machine).
  test.each(FAMILY_CASES)(
    '%s: answers to seeded scrambles replay on the model',
    (type, length, optimal) => checkFamilySolves(type, length, optimal, [1]),
    60_000,
  );
});
