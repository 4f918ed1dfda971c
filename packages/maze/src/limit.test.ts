import { rng, SearchLimitError } from '@puz/perm';

import { describe, expect, test } from 'vitest';
import { DEFAULT_MAX_NODES, nodesForWork } from './limit.js';
import { parseMaze } from './maze.js';
import { solveMaze } from './solve.js';

/** An open w x h room walled round, P in the top-left corner, `dots` dots strewn over it. */
function room(w: number, h: number, dots: number): string {
  const cells = Array.from({ length: h }, () => Array.from({ length: w }, () => ' '));
  (cells[0] as string[])[0] = 'P';
  const r = rng(dots);
  for (let placed = 0; placed < dots; ) {
    const row = cells[r.int(h)] as string[];
    const c = r.int(w);
    if (row[c] === ' ') {
      row[c] = '.';
      placed++;
    }
  }
  const wall = '%'.repeat(w + 2);
  return `${[wall, ...cells.map((row) => `%${row.join('')}%`), wall].join('\n')}\n`;
}

const limitOf = (run: () => unknown): SearchLimitError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SearchLimitError);
    return error as SearchLimitError;
  }
  throw new Error('no limit was hit');
};

describe('maxNodes bounds the memory of a maze search', () => {
  test('a grid search stops at maxNodes generated nodes, with its stats', () => {
    const maze = parseMaze(room(60, 60, 6));
    const error = limitOf(() => solveMaze(maze, { algorithm: 'bfs', maxNodes: 5_000 }));
    expect(error.message).toMatch(/limit of 5,000 nodes .*--max-nodes/);
    expect(error.stats.generated).toBe(5_000);
    expect(error.stats.expanded).toBeGreaterThan(0);
  });

  test('the dot space counts its (many) successors too', () => {
    // 30 dots x 1,764 cells of tables count as 827 nodes: within the budget.
    const maze = parseMaze(room(40, 40, 30));
    const error = limitOf(() => solveMaze(maze, { algorithm: 'astar', maxNodes: 1_000 }));
    expect(error.stats.generated).toBe(1_000);
    // Each expansion pushes up to one node per uneaten dot.
    expect(error.stats.expanded).toBeLessThan(200);
  });

  test('distance tables too big for the budget are refused before they are built', () => {
    // 6 dots x 3,844 cells = 23,064 entries = 361 nodes at 64 entries a node.
    const maze = parseMaze(room(60, 60, 6));
    const t0 = performance.now();
    const error = limitOf(() => solveMaze(maze, { algorithm: 'astar', maxNodes: 300 }));
    expect(error.message).toMatch(/6 dots × 3,844 cells .*\(--max-nodes 361 or more/);
    expect(error.stats.expanded).toBe(0);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  test('within the budget the answer is the same; Infinity lifts the bound', () => {
    const maze = parseMaze(room(12, 8, 3));
    const free = solveMaze(maze, { maxNodes: Number.POSITIVE_INFINITY });
    expect(solveMaze(maze).cost).toBe(free.cost);
    expect(free.found).toBe(true);
    expect(DEFAULT_MAX_NODES).toBe(1_000_000);
  });

  test.each([0, -1, 1.5, Number.NaN])('maxNodes %d is refused', (maxNodes) => {
    expect(() => solveMaze(parseMaze(room(4, 4, 1)), { maxNodes })).toThrow(RangeError);
  });
});

describe('budgetNodes bounds a maze search by nodes times dots², not by the clock', () => {
  test('it stops at budgetNodes / dots² generated nodes, the same node every run', () => {
    // 30 dots: 900 work a node, so a budget of 900,000 allows exactly 1,000 generated nodes.
    const maze = parseMaze(room(40, 40, 30));
    expect(nodesForWork(900_000, 30)).toBe(1_000);
    // The second run spells it maxWork, the name it had before (honoured for one release).
    const runs = [{ budgetNodes: 900_000 }, { maxWork: 900_000 }].map((budget) =>
      limitOf(() => solveMaze(maze, { algorithm: 'astar', ...budget })),
    );
    for (const error of runs) {
      expect(error.message).toMatch(
        /work budget \(budgetNodes\) of 900,000 \(1,000 nodes at 900 a node for 30 dots/,
      );
      expect(error.stats.generated).toBe(1_000);
    }
    expect(runs[1]?.stats.expanded).toBe(runs[0]?.stats.expanded);
  });

  test('the tighter of maxNodes and budgetNodes stops the search and names itself', () => {
    const maze = parseMaze(room(40, 40, 30));
    const nodes = limitOf(() =>
      solveMaze(maze, { algorithm: 'astar', maxNodes: 900, budgetNodes: 900_000 }),
    );
    expect(nodes.message).toMatch(/limit of 900 nodes/);
    expect(nodes.stats.generated).toBe(900);
  });

  test('a search that ends within the bound gives the unbounded answer', () => {
    const maze = parseMaze(room(12, 8, 3));
    const free = solveMaze(maze);
    const bounded = solveMaze(maze, { budgetNodes: 1e9 });
    expect(bounded.cost).toBe(free.cost);
    expect(bounded.moves).toEqual(free.moves);
    // One dot: a node costs 1.
    expect(nodesForWork(5_000, 1)).toBe(5_000);
    expect(nodesForWork(5_000, 0)).toBe(5_000);
  });

  test.each([0, -1, Number.NaN])('budgetNodes %d is refused', (budgetNodes) => {
    expect(() => solveMaze(parseMaze(room(4, 4, 1)), { budgetNodes })).toThrow(RangeError);
  });
});
