import { describe, expect, test } from 'vitest';
import { parseMaze } from './maze.js';
import { solveMaze } from './solve.js';
import { cs440, dotDistances, existsCheaperThan } from './test-support.js';

// Moved from solve.test.ts: 20 s of its 23 s on the loaded 2026-11-27 machine.
describe('every dot (A* over position and eaten dots)', () => {
  test('mediumSearch: 308 steps; no walk through every dot is cheaper (branch and bound)', () => {
    const text = cs440('mediumSearch');
    const s = solveMaze(parseMaze(text));
    expect(s.found && s.optimal).toBe(true);
    expect(s.cost).toBe(308);
    expect(existsCheaperThan(dotDistances(text), 308)).toBe(false);
  }, 60_000);
});
