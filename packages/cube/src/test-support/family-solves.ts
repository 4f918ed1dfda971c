import { rng, SolverRegistry } from '@puz/perm';
import { expect } from 'vitest';
import { cubeFamily } from '../santa-family/family.js';

// The Santa cube family's seeded solves, shared by family.test.ts and family.e2e.test.ts.

export const registry = new SolverRegistry([cubeFamily]);

/** A seeded scramble: `length` random Santa moves from the solved state. */
function scramble(type: string, length: number, seed: number) {
  const puzzle = registry.puzzle(type);
  const names = puzzle.moveNames;
  const r = rng(seed);
  const moves = Array.from({ length }, () => names[r.int(names.length)] as string);
  return puzzle.replay(cubeFamily.solved(type) as string[], moves);
}

/** [type, scramble length, whether its solver claims optimal]. */
export const FAMILY_CASES = [
  ['cube_2/2/2', 12, true],
  ['cube_3/3/3', 25, false],
  ['cube_4/4/4', 30, false],
  ['cube_5/5/5', 30, false],
] as const;

/** Answers to seeded scrambles of `type` replay on the model. */
export function checkFamilySolves(
  type: string,
  length: number,
  optimal: boolean,
  seeds: readonly number[],
): void {
  const puzzle = registry.puzzle(type);
  for (const seed of seeds) {
    const start = scramble(type, length, seed);
    const goal = cubeFamily.solved(type);
    const answer = registry.solve(type, start, undefined, { budgetMs: 50 });
    expect(puzzle.check(start, goal, answer.moves).valid).toBe(true);
    expect(answer.optimal).toBe(optimal);
    expect(answer.stats.expanded).toBeGreaterThanOrEqual(0);
  }
}
