import {
  allDotsProblem,
  type Direction,
  type Maze,
  type MazeAlgorithm,
  replay,
  singleDotProblem,
} from '@puz/maze';
import {
  astarSteps,
  bfsSteps,
  dfsSteps,
  greedyBestFirstSteps,
  type SearchProblem,
  type SearchResult,
} from '@puz/search';

/** A maze search that advances a few expansions at a time, recording what it has seen. */
export interface MazeRun {
  /** 1 for a cell some expanded state stood on. */
  readonly visited: Uint8Array;
  /** 1 for a cell reached by a generated state (the frontier is seen and not visited). */
  readonly seen: Uint8Array;
  expanded: number;
  /** Advances up to `steps` expansions; returns the result once the search has finished. */
  advance(steps: number): MazeRunResult | undefined;
}

export interface MazeRunResult {
  found: boolean;
  path: number[];
  cost: number;
  expanded: number;
}

/**
 * Starts a traced search (the @puz/search `*Steps` generators). One dot: the cell is the state;
 * several dots: the seed's (cell, eaten dots) grid space, whose first word is the cell.
 */
export function startMazeRun(maze: Maze, algorithm: MazeAlgorithm): MazeRun {
  const visited = new Uint8Array(maze.width * maze.height);
  const seen = new Uint8Array(maze.width * maze.height);
  const multi = maze.dots.length > 1;
  const cellOf = (s: unknown) => (multi ? ((s as Uint32Array)[0] as number) : (s as number));
  const base = multi ? allDotsProblem(maze) : singleDotProblem(maze, maze.dots[0] ?? maze.start);
  const problem = {
    ...base.problem,
    successors(
      state: unknown,
      push: (m: Direction, next: unknown, cost?: number) => void,
      g: number,
    ) {
      (base.problem as SearchProblem<unknown, Direction>).successors(
        state,
        (m, next, cost) => {
          seen[cellOf(next)] = 1;
          push(m, next, cost);
        },
        g,
      );
    },
  } as SearchProblem<unknown, Direction>;
  const h = base.h as (s: unknown) => number;
  const steps =
    algorithm === 'bfs'
      ? bfsSteps(problem)
      : algorithm === 'dfs'
        ? dfsSteps(problem)
        : algorithm === 'greedy'
          ? greedyBestFirstSteps(problem, h)
          : astarSteps(problem, h);
  seen[maze.start] = 1;
  const run: MazeRun = {
    visited,
    seen,
    expanded: 0,
    advance(n) {
      for (let i = 0; i < n; i++) {
        const next = steps.next();
        if (next.done) {
          const r = next.value as SearchResult<unknown, Direction>;
          if (!r.found) return { found: false, path: [], cost: Infinity, expanded: run.expanded };
          const { path } = replay(maze, r.moves);
          return { found: true, path, cost: r.cost, expanded: r.stats.expanded };
        }
        visited[cellOf(next.value.state)] = 1;
        run.expanded++;
      }
      return undefined;
    },
  };
  return run;
}
