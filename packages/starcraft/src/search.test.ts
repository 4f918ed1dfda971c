import { SearchLimitError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { defineRules, type Mode } from './rules.js';
import { solveBuildOrder } from './search.js';
import { ALL, CASES, checkAgainstExhaustive, checkRulesV1 } from './test-support/cases.js';

// Every case in both modes but one: batch mode's "10 zerglings + all tech" (13 s of this file's
// 39 s on the loaded 2026-11-27 machine) is in search.e2e.test.ts, with rules v1 in single mode.
const SLOW = (mode: Mode, name: string) => mode === 'batch' && name === '10 zerglings + all tech';

describe.each(['single', 'batch'] as Mode[])('%s mode, against an exhaustive search', (mode) => {
  // An exhaustive twin: seconds on a quiet machine, several under load (2 cores shared).
  test.each(CASES.filter(([name]) => !SLOW(mode, name)))(
    '%s',
    { timeout: 30_000 },
    (_name, overrides, harassed) => checkAgainstExhaustive(mode, overrides, harassed),
  );
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
    // Single mode (229 s; 9 s to search on the loaded 2026-11-27 machine) in search.e2e.test.ts.
    ['batch', 75],
  ] as [Mode, number][])('%s mode: %i s, and the build replays to it', (mode, time) =>
    checkRulesV1(mode, time),
  );
});
