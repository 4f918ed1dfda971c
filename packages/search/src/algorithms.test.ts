import { SearchLimitError, type Solution, SolveAbortedError } from '@puz/perm';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  astar,
  astarSteps,
  beamSearch,
  bfs,
  bidirectionalBfs,
  dfs,
  dijkstra,
  greedyBestFirst,
  idastar,
  iddfs,
} from './algorithms.js';
import { InvalidProblemError } from './errors.js';
import type { SearchProblem, SearchResult } from './problem.js';
import { exactToGoal, graphs, oracle, problemOf, replay } from './test-support/graphs.js';

/** 1 → 10 with "+1" and "x2": the fewest moves is 4, via 2, 4, 5 (1 → 2 is either move). */
const numberLine: SearchProblem<number, string> = {
  start: 1,
  isGoal: (s) => s === 10,
  successors(s, push) {
    push('+1', s + 1);
    push('x2', s * 2);
  },
};

describe('a small problem with a known answer', () => {
  test.each([
    ['bfs', () => bfs(numberLine)],
    ['iddfs', () => iddfs(numberLine)],
    ['dijkstra', () => dijkstra(numberLine)],
    [
      'astar',
      () => astar(numberLine, (s) => (s >= 10 ? s - 10 : Math.ceil(Math.log2(10 / s)) > 0 ? 1 : 0)),
    ],
    ['idastar', () => idastar(numberLine, () => 0)],
    [
      'bidirectional',
      () =>
        bidirectionalBfs({
          ...numberLine,
          goals: [10],
          predecessors(s, push) {
            push('+1', s - 1);
            if (s % 2 === 0) push('x2', s / 2);
          },
        }),
    ],
  ])('%s finds 4 moves', (_, run) => {
    const result = run();
    expect(result.found).toBe(true);
    expect(result.moves.slice(1)).toEqual(['x2', '+1', 'x2']);
    expect(result.states).toEqual([1, 2, 4, 5, 10]);
    expect(result.cost).toBe(4);
    expect(result.stats.expanded).toBeGreaterThan(0);
    expect(result.stats.generated).toBeGreaterThan(0);
    expect(result.stats.peakFrontier).toBeGreaterThan(0);
    expect(result.ms).toBeGreaterThanOrEqual(0);
  });

  test('the start may be a goal', () => {
    const result = bfs({ ...numberLine, start: 10 });
    expect(result).toMatchObject({ found: true, moves: [], states: [10], cost: 0 });
  });

  test('depth-limited dfs fails below the answer and succeeds at it', () => {
    const limited = {
      ...numberLine,
      successors: (s: number, push: (m: string, n: number) => void) =>
        s < 40 && numberLine.successors(s, push, 0),
    };
    expect(dfs(limited, { depthLimit: 3 }).found).toBe(false);
    expect(dfs(limited, { depthLimit: 4 }).found).toBe(true);
  });
});

describe('optimality against Floyd–Warshall on random small graphs', () => {
  test('bfs, iddfs and bidirectionalBfs find the fewest moves', () => {
    fc.assert(
      fc.property(graphs(), (graph) => {
        const best = oracle(graph, true);
        const problem = problemOf(graph);
        for (const result of [bfs(problem), iddfs(problem), bidirectionalBfs(problem)]) {
          expect(result.found).toBe(best < Number.POSITIVE_INFINITY);
          if (result.found) {
            replay(graph, result.moves, result.states);
            expect(result.moves.length).toBe(best);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test('dijkstra, astar and idastar find the cheapest path (consistent and merely admissible h)', () => {
    fc.assert(
      fc.property(
        graphs(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        (graph, scale, seed) => {
          const best = oracle(graph, false);
          const exact = exactToGoal(graph);
          // Admissible but inconsistent: each node's true distance times its own random factor.
          const factors = exact.map((_, i) => ((seed * 2654435761 + i * 40503) % 1000) / 1000);
          const problem = problemOf(graph);
          // A dead end keeps h = Infinity (Infinity × 0 would be NaN).
          const times = (v: number, f: number) => (v === Number.POSITIVE_INFINITY ? v : v * f);
          const results = [
            dijkstra(problem),
            astar(problem, () => 0),
            astar(problem, (s) => times(exact[s]!, scale)),
            astar(problem, (s) => times(exact[s]!, factors[s]!)),
            idastar(problem, (s) => times(exact[s]!, scale)),
            idastar(problem, (s) => times(exact[s]!, factors[s]!)),
          ];
          for (const result of results) {
            expect(result.found).toBe(best < Number.POSITIVE_INFINITY);
            if (result.found) {
              expect(replay(graph, result.moves, result.states)).toBe(result.cost);
              expect(result.cost).toBe(best);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test('weighted A* stays within its weight of the optimum', () => {
    fc.assert(
      fc.property(graphs(), fc.double({ min: 1, max: 5, noNaN: true }), (graph, weight) => {
        const best = oracle(graph, false);
        const exact = exactToGoal(graph);
        const result = astar(problemOf(graph), (s) => exact[s]!, { weight });
        expect(result.found).toBe(best < Number.POSITIVE_INFINITY);
        if (result.found) {
          expect(replay(graph, result.moves, result.states)).toBe(result.cost);
          expect(result.cost).toBeLessThanOrEqual(weight * best + 1e-9);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('dfs and greedy are complete on finite graphs; beam returns only real paths', () => {
    fc.assert(
      fc.property(graphs(), fc.integer({ min: 1, max: 3 }), (graph, width) => {
        const reachable = oracle(graph, true) < Number.POSITIVE_INFINITY;
        const problem = problemOf(graph);
        const exact = exactToGoal(graph);
        for (const result of [
          dfs(problem),
          greedyBestFirst(problem, (s) => (exact[s]! < Number.POSITIVE_INFINITY ? exact[s]! : 99)),
        ]) {
          expect(result.found).toBe(reachable);
          if (result.found) expect(replay(graph, result.moves, result.states)).toBe(result.cost);
        }
        const beam = beamSearch(problem, { width, score: (s) => exact[s]! });
        if (beam.found) expect(replay(graph, beam.moves, beam.states)).toBe(beam.cost);
        else expect(beam.cost).toBe(Number.POSITIVE_INFINITY);
        // With a beam as wide as the graph, beam search is a BFS and finds the fewest moves.
        const wide = beamSearch(problem, { width: graph.n, score: () => 0 });
        expect(wide.found).toBe(reachable);
        if (wide.found) expect(wide.moves.length).toBe(oracle(graph, true));
      }),
      { numRuns: 200 },
    );
  });
});

describe('dfs is a graph search', () => {
  test('without a depth limit each state is expanded at most once (a grid has many paths to each cell)', () => {
    // An open 12x12 grid: every cell is reached along many paths, and the old re-expansion at a
    // smaller depth expanded cells again and again (an open maze: 9,916 expansions for 575 cells).
    const side = 12;
    const expansions = new Map<number, number>();
    const grid: SearchProblem<number, string> = {
      start: 0,
      // No goal: the whole grid is searched, so every re-expansion would show.
      isGoal: () => false,
      successors(s, push) {
        expansions.set(s, (expansions.get(s) ?? 0) + 1);
        const x = s % side;
        const y = Math.floor(s / side);
        if (y > 0) push('N', s - side);
        if (x > 0) push('W', s - 1);
        if (y < side - 1) push('S', s + side);
        if (x < side - 1) push('E', s + 1);
      },
    };
    const result = dfs(grid);
    expect(result.found).toBe(false);
    expect(expansions.size).toBe(side * side);
    expect(Math.max(...expansions.values())).toBe(1);
    expect(result.stats.expanded).toBe(side * side);
  });

  test('on random graphs too, and it still finds a goal whenever one is reachable', () => {
    fc.assert(
      fc.property(graphs(), (graph) => {
        const problem = problemOf(graph);
        const seen = new Map<number, number>();
        const counted: SearchProblem<number, string> = {
          ...problem,
          successors(s, push, g) {
            seen.set(s, (seen.get(s) ?? 0) + 1);
            problem.successors(s, push, g);
          },
        };
        const result = dfs(counted);
        expect(result.found).toBe(oracle(graph, true) < Number.POSITIVE_INFINITY);
        for (const times of seen.values()) expect(times).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('limits, abort and progress', () => {
  const endless: SearchProblem<number, string> = {
    start: 0,
    isGoal: () => false,
    successors(s, push) {
      push('+1', s + 1);
      push('+2', s + 2);
    },
  };

  test.each([
    ['bfs', (o: object) => bfs(endless, o)],
    ['dfs', (o: object) => dfs(endless, o)],
    ['dijkstra', (o: object) => dijkstra(endless, o)],
    ['astar', (o: object) => astar(endless, () => 1, o)],
    ['idastar', (o: object) => idastar(endless, () => 0, o)],
    ['beam', (o: object) => beamSearch(endless, { width: 4, score: () => 0, ...o })],
  ])('%s throws SearchLimitError with its stats at the node limit', (_, run) => {
    let error: unknown;
    try {
      run({ nodeLimit: 5000 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchLimitError);
    expect((error as SearchLimitError).stats.expanded).toBe(5000);
    expect((error as SearchLimitError).message).toMatch(/5,000 states/);
  });

  test('timeLimitMs stops a synchronous search, where AbortSignal.timeout cannot fire', () => {
    const t0 = performance.now();
    let error: unknown;
    try {
      bfs(endless, { timeLimitMs: 100, signal: AbortSignal.timeout(100) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchLimitError);
    expect((error as Error).message).toMatch(/time limit of 100 ms/);
    expect((error as SearchLimitError).stats.expanded).toBeGreaterThan(0);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  test('an aborted signal stops a search (before it starts, and during it)', () => {
    const controller = new AbortController();
    controller.abort(new Error('user pressed Esc'));
    expect(() => bfs(endless, { signal: controller.signal })).toThrow(SolveAbortedError);
    expect(() => bfs(endless, { signal: controller.signal })).toThrow('user pressed Esc');
    const later = new AbortController();
    let reports = 0;
    expect(() =>
      dijkstra(endless, {
        signal: later.signal,
        progressIntervalMs: 0,
        onProgress: (p) => {
          reports++;
          expect(p.expanded).toBeGreaterThan(0);
          if (p.expanded >= 10_000) later.abort(new Error('enough'));
        },
      }),
    ).toThrow('enough');
    expect(reports).toBeGreaterThanOrEqual(9);
  });

  test('progress is throttled by time', () => {
    let reports = 0;
    expect(() =>
      bfs(endless, { nodeLimit: 50_000, progressIntervalMs: 60_000, onProgress: () => reports++ }),
    ).toThrow(SearchLimitError);
    expect(reports).toBe(0);
  });
});

describe('bad problems get clear errors', () => {
  test('negative or infinite edge costs', () => {
    const bad: SearchProblem<number, string> = {
      start: 0,
      isGoal: (s) => s === 2,
      successors: (s, push) => push('x', s + 1, -1),
    };
    expect(() => dijkstra(bad)).toThrow(/edge cost must be a finite number >= 0, got -1/);
    expect(() => bfs({ ...bad, successors: (s, push) => push('x', s + 1, Number.NaN) })).toThrow(
      RangeError,
    );
  });

  test('a negative heuristic, a weight below 1, a beam width of 0', () => {
    expect(() => astar(numberLine, () => -1)).toThrow(InvalidProblemError);
    expect(() => idastar(numberLine, () => Number.NaN)).toThrow(InvalidProblemError);
    expect(() => astar(numberLine, () => 0, { weight: 0.5 })).toThrow(/weight/);
    expect(() => beamSearch(numberLine, { width: 0, score: () => 0 })).toThrow(/beam width/);
  });
});

describe('step by step', () => {
  test('the iterator yields each expansion and returns the same result as the plain call', () => {
    const h = (s: number) => (s >= 10 ? 0 : 1);
    const steps = astarSteps(numberLine, h);
    const expanded: number[] = [];
    let next = steps.next();
    while (!next.done) {
      expect(next.value.type).toBe('expand');
      expanded.push(next.value.state);
      next = steps.next();
    }
    const plain = astar(numberLine, h);
    expect(next.value.moves).toEqual(plain.moves);
    expect(expanded.length).toBe(plain.stats.expanded);
    expect(expanded[0]).toBe(1);
  });
});

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
