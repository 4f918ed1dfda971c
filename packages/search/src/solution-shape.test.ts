import type { Solution } from '@puz/perm';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  astar,
  beamSearch,
  bfs,
  bidirectionalBfs,
  dfs,
  dijkstra,
  greedyBestFirst,
  idastar,
  iddfs,
} from './algorithms.js';
import type { SearchProblem, SearchResult } from './problem.js';

/* A search result is the repo's one `Solution` (issue 30): length, ms, optimal, stats.expanded. */

/** 1 → 10 with "+1" and "x2": the fewest moves is 4. Capped at 40 so DFS ends. */
const line: SearchProblem<number, string> = {
  start: 1,
  isGoal: (s) => s === 10,
  successors(s, push) {
    if (s + 1 <= 40) push('+1', s + 1);
    if (s * 2 <= 40) push('x2', s * 2);
  },
};
const zero = () => 0;

describe('SearchResult is a Solution', () => {
  test('the type extends Solution<M>', () => {
    expectTypeOf<SearchResult<number, string>>().toMatchTypeOf<Solution<string>>();
  });

  test.each([
    ['bfs', () => bfs(line), true],
    ['iddfs', () => iddfs(line), true],
    ['dijkstra', () => dijkstra(line), true],
    ['astar', () => astar(line, zero), true],
    ['weighted astar', () => astar(line, zero, { weight: 2 }), false],
    ['idastar', () => idastar(line, zero), true],
    [
      'bidirectional',
      () =>
        bidirectionalBfs({
          ...line,
          goals: [10],
          predecessors(s, push) {
            if (s > 1) push('+1', s - 1);
            if (s % 2 === 0) push('x2', s / 2);
          },
        }),
      true,
    ],
    ['dfs', () => dfs(line), false],
    ['greedy', () => greedyBestFirst(line, (s) => Math.abs(10 - s)), false],
    ['beam', () => beamSearch(line, { width: 4, score: (s) => Math.abs(10 - s) }), false],
  ])('%s: length is the move count, ms the time, optimal as the method promises', (_, run, opt) => {
    const r = run();
    expect(r.found).toBe(true);
    expect(r.length).toBe(r.moves.length);
    expect(r.ms).toBe(r.stats.ms);
    expect(r.ms).toBeGreaterThanOrEqual(0);
    expect(r.optimal).toBe(opt);
    if (opt) expect(r.length).toBe(4);
    expect(r.stats.expanded).toBeGreaterThan(0);
  });

  test('nothing found: empty, length 0, not optimal', () => {
    const r = bfs({ ...line, isGoal: () => false });
    expect(r).toMatchObject({ found: false, moves: [], length: 0, optimal: false });
    expect(r.ms).toBeGreaterThanOrEqual(0);
  });
});
