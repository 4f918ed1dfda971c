import { SearchLimitError } from '@puz/perm';
import { dijkstra } from '@puz/search';
import { describe, expect, test } from 'vitest';
import { buildOrderProblem } from './problem.js';
import { replay } from './replay.js';
import { defineRules, type Mode, type RuleOverrides } from './rules.js';
import { solveBuildOrder } from './search.js';
import { exhaustive } from './test-support/exhaustive.js';

const ALL = ['pool', 'evolution', 'attack', 'defense'] as const;

// Reduced goals, some with harassment every 20 or 30 s so that edges meet it.
// [name, rules, the build meets a harassment]
const CASES: [string, RuleOverrides, boolean][] = [
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

describe.each(['single', 'batch'] as Mode[])('%s mode, against an exhaustive search', (mode) => {
  // An exhaustive twin: seconds on a quiet machine, several under load (2 cores shared).
  test.each(CASES)('%s', { timeout: 30_000 }, (_name, overrides, harassed) => {
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
  });
});

test('the seed method settles a state once and misses the optimum when harassment binds', () => {
  const rules = defineRules(CASES[4]?.[1]);
  expect(solveBuildOrder({ rules, method: 'seed' }).time).toBe(79);
  expect(solveBuildOrder({ rules }).time).toBe(23);
});

describe('solveBuildOrder', () => {
  test('reports progress and honours the budgets and the abort signal', () => {
    const rules = defineRules({ goal: { supply: null, zerglings: 30, tech: ALL } });
    const seen: number[] = [];
    solveBuildOrder({ rules, onProgress: (p) => seen.push(p.expanded), progressIntervalMs: 0 });
    expect(seen.length).toBeGreaterThan(0);
    const stopped = (options: Parameters<typeof solveBuildOrder>[0]) => {
      try {
        solveBuildOrder(options);
      } catch (error) {
        return error;
      }
      throw new Error('the search was not stopped');
    };
    const byNodes = stopped({ rules, budgetNodes: 10 });
    expect(byNodes).toBeInstanceOf(SearchLimitError);
    expect((byNodes as SearchLimitError).message).toMatch(/budgetNodes/);
    expect((byNodes as SearchLimitError).stats.expanded).toBe(10);
    // The old spelling still stops it at the same node, for one release.
    const { ms: _, ...counts } = (byNodes as SearchLimitError).stats;
    expect((stopped({ rules, nodeLimit: 10 }) as SearchLimitError).stats).toMatchObject(counts);
    // The clock is read every 1024 settled states: a spent budget stops it there.
    const byTime = stopped({ rules, budgetMs: 0 });
    expect(byTime).toBeInstanceOf(SearchLimitError);
    expect((byTime as SearchLimitError).message).toMatch(/budgetMs/);
    expect((byTime as SearchLimitError).stats.expanded).toBe(1024);
    const controller = new AbortController();
    controller.abort();
    expect(() => solveBuildOrder({ rules, signal: controller.signal })).toThrow();
  });

  test('an unreachable goal is found: false', () => {
    const rules = defineRules({ maxOverlords: 2, goal: { supply: 17, zerglings: 0, tech: [] } });
    const r = solveBuildOrder({ rules });
    expect(r).toMatchObject({ found: false, time: Number.POSITIVE_INFINITY, orders: [] });
    expect(r).toMatchObject({ moves: [], length: 0 });
  });
});

describe('rules v1', () => {
  test.each([
    ['single', 229],
    ['batch', 75],
  ] as [Mode, number][])('%s mode: %i s, and the build replays to it', (mode, time) => {
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
  });
});
