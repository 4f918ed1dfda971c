import { describe, expect, test } from 'vitest';
import { parseMaze } from './maze.js';
import { renderMaze } from './render.js';
import { MAZE_ALGORITHMS, replay, solveMaze } from './solve.js';
import { cs440, dotDistances, existsCheaperThan, heldKarp } from './test-support.js';

describe('one dot', () => {
  // Optimal costs, computed here and checked against a BFS written independently in test-support.
  test.each([
    ['mediumMaze', 68],
    ['bigMaze', 266],
    ['openMaze', 74],
  ])('%s: BFS and A* find %i steps; DFS and greedy find valid paths', (name, optimum) => {
    const text = cs440(name);
    expect(dotDistances(text).fromStart[0]).toBe(optimum);
    const maze = parseMaze(text);
    for (const algorithm of MAZE_ALGORITHMS) {
      const s = solveMaze(maze, { algorithm });
      expect(s.found).toBe(true);
      expect(replay(maze, s.moves).path).toEqual(s.path);
      expect(s.path.length - 1).toBe(s.cost);
      if (s.optimal) expect(s.cost).toBe(optimum);
      else expect(s.cost).toBeGreaterThanOrEqual(optimum);
    }
    // A* with Manhattan distance expands fewer states than BFS.
    expect(solveMaze(maze, { algorithm: 'astar' }).stats.expanded).toBeLessThan(
      solveMaze(maze, { algorithm: 'bfs' }).stats.expanded,
    );
  });
});

describe('every dot (A* over position and eaten dots)', () => {
  test('tinySearch: 34 steps, as Held–Karp says; the grid and the dot space agree, and BFS too', () => {
    const text = cs440('tinySearch');
    expect(heldKarp(dotDistances(text))).toBe(34);
    const maze = parseMaze(text);
    const dots = solveMaze(maze);
    const grid = solveMaze(maze, { space: 'grid' });
    const breadth = solveMaze(maze, { algorithm: 'bfs' });
    expect([dots.cost, grid.cost, breadth.cost]).toEqual([34, 34, 34]);
    expect([dots.space, grid.space, breadth.space]).toEqual(['dots', 'grid', 'grid']);
    expect(dots.eatOrder.slice().sort((a, b) => a - b)).toEqual(maze.dots.map((_, i) => i));
    expect(dots.stats.expanded).toBeLessThan(grid.stats.expanded);
    // The repo's Solution shape: the steps are its moves, their count its length.
    for (const s of [dots, grid, breadth])
      expect(s).toMatchObject({ length: 34, ms: s.stats.ms, optimal: true });
    expect(dots.moves).toHaveLength(34);
  });

  test('smallSearch: 191 steps; no walk through every dot is cheaper (branch and bound)', () => {
    const text = cs440('smallSearch');
    const maze = parseMaze(text);
    const s = solveMaze(maze);
    expect(s.cost).toBe(191);
    expect(solveMaze(maze, { space: 'grid' }).cost).toBe(191);
    const distances = dotDistances(text);
    expect(existsCheaperThan(distances, 191)).toBe(false);
    expect(existsCheaperThan(distances, 192)).toBe(true);
  });

  // mediumSearch (308 steps, 20 s on the loaded 2026-11-27 machine) is in solve.e2e.test.ts.

  test('bigDots (208 dots): weighted A* answers fast with a valid walk', () => {
    const maze = parseMaze(cs440('bigDots'));
    const s = solveMaze(maze, { weight: 2 });
    expect(s.found).toBe(true);
    expect(s.optimal).toBe(false);
    expect(s.eatOrder).toHaveLength(208);
    // Never below the MST lower bound of the whole set of dots.
    const { k, between } = dotDistances(cs440('bigDots'));
    expect(k).toBe(208);
    expect(s.cost).toBeGreaterThanOrEqual(mstOf(between));
  });
});

function mstOf(between: number[][]): number {
  const n = between.length;
  const key = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const done = new Array<boolean>(n).fill(false);
  key[0] = 0;
  let total = 0;
  for (let step = 0; step < n; step++) {
    let u = -1;
    for (let j = 0; j < n; j++) if (!done[j] && (u < 0 || key[j]! < key[u]!)) u = j;
    done[u] = true;
    total += key[u]!;
    for (let j = 0; j < n; j++) if (!done[j]) key[j] = Math.min(key[j]!, between[u]![j]!);
  }
  return total;
}

describe('no solution and bad options', () => {
  test('an unreachable dot means no solution, found before searching', () => {
    const maze = parseMaze('%%%%%%%\n%P.  .%\n%%%%%%%');
    const walled = parseMaze('%%%%%%%\n%P.%%.%\n%%%%%%%'); // the same with the second dot walled off
    expect(solveMaze(maze).found).toBe(true);
    const s = solveMaze(walled);
    expect(s).toMatchObject({ found: false, cost: Number.POSITIVE_INFINITY, unreachableDot: 1 });
    expect(s.stats.expanded).toBe(0);
  });

  test('a maze with no dots is solved where it starts', () => {
    expect(solveMaze(parseMaze('%%%\n%P%\n%%%'))).toMatchObject({
      found: true,
      cost: 0,
      moves: [],
    });
  });

  test('bad algorithm, weight or space', () => {
    const maze = parseMaze(cs440('tinySearch'));
    expect(() => solveMaze(maze, { algorithm: 'magic' as 'bfs' })).toThrow(
      /unknown algorithm "magic"/,
    );
    expect(() => solveMaze(maze, { weight: 0.5 })).toThrow(/weight/);
    expect(() => solveMaze(maze, { algorithm: 'bfs', space: 'dots' })).toThrow(
      /ignores step costs/,
    );
  });
});

test('rendering shows the walls, the path and the order the dots are eaten', () => {
  const maze = parseMaze(cs440('tinySearch'));
  const s = solveMaze(maze);
  const picture = renderMaze(maze, s.path, s.eatOrder);
  const lines = picture.split('\n');
  expect(lines).toHaveLength(maze.height);
  expect(lines.every((l) => l.length === maze.width)).toBe(true);
  expect(picture).toContain('P');
  for (const label of '123456789abcd') expect(picture).toContain(label);
  expect(picture).not.toContain('o'); // every dot eaten
  expect(renderMaze(maze)).toContain('o');
});
