import { dijkstra } from '@puz/search';
import { expect } from 'vitest';
import { buildOrderProblem } from '../problem.js';
import { replay } from '../replay.js';
import { defineRules, type Mode, type RuleOverrides } from '../rules.js';
import { solveBuildOrder } from '../search.js';
import { exhaustive } from './exhaustive.js';

// The reduced goals that search.test.ts and search.e2e.test.ts check against an exhaustive search.

export const ALL = ['pool', 'evolution', 'attack', 'defense'] as const;

// Reduced goals, some with harassment every 20 or 30 s so that edges meet it.
// [name, rules, the build meets a harassment]
export const CASES: [string, RuleOverrides, boolean][] = [
  ['10 zerglings', { goal: { supply: null, zerglings: 10, tech: ['pool'] } }, false],
  ['10 zerglings + all tech', { goal: { supply: null, zerglings: 10, tech: ALL } }, false],
  ['supply 16 with 10 zerglings', { goal: { supply: 16, zerglings: 10, tech: ['pool'] } }, false],
  ['supply 16 of drones', { goal: { supply: 16, zerglings: 0, tech: [] } }, false],
  [
    '10 zerglings, harassed every 8 s (force 2·log2)',
    { harassPeriod: 8, harassFactor: 2, goal: { supply: null, zerglings: 10, tech: ['pool'] } },
    true,
  ],
  [
    '8 zerglings + all tech, harassed every 10 s',
    { harassPeriod: 10, harassFactor: 2, goal: { supply: null, zerglings: 8, tech: ALL } },
    true,
  ],
];

/** One case: the search's build is optimal (the exhaustive twin's time) and replays. */
export function checkAgainstExhaustive(mode: Mode, overrides: RuleOverrides, harassed: boolean) {
  const rules = defineRules(overrides);
  const found = solveBuildOrder({ rules, mode });
  const twin = exhaustive(rules, mode, 120);
  expect(found).toMatchObject({ found: true, optimal: true, time: twin.time });
  expect(found.harassments.length > 0).toBe(harassed);
  expect(replay(found.orders, { rules, mode, time: found.time }).time).toBe(found.time);
  // The twin's own build passes our replay too.
  expect(replay(twin.orders, { rules, mode }).time).toBe(twin.time);

  // The seed's method is never better, and exact while no harassment is met.
  const seed = solveBuildOrder({ rules, mode, method: 'seed' });
  expect(seed.time).toBeGreaterThanOrEqual(twin.time);
  if (!harassed) expect(seed.time).toBe(twin.time);
  // The same state graph through @puz/search's generic Dijkstra gives the seed's time.
  expect(dijkstra(buildOrderProblem(rules, mode)).cost).toBe(seed.time);
}

/** Rules v1 in `mode`: optimal at `time` s, the Solution shape, and the build replays to it. */
export function checkRulesV1(mode: Mode, time: number) {
  const r = solveBuildOrder({ mode });
  expect(r).toMatchObject({ found: true, optimal: true, time });
  // The repo's Solution shape: the orders are its moves, the counters in stats.
  expect(r.moves).toBe(r.orders);
  expect(r.length).toBe(r.orders.length);
  expect(r.stats.expanded).toBeGreaterThan(0);
  expect(r.stats.generated).toBeGreaterThanOrEqual(r.stats.expanded);
  const checked = replay(r.orders, { mode, time });
  expect(checked.state).toMatchObject({
    pool: true,
    evolution: true,
    attack: true,
    defense: true,
  });
  expect(checked.state.drones + checked.state.zerglings).toBe(200);
}
