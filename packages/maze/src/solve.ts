import type { Solution } from '@puz/perm';
import {
  astar,
  bfs,
  dfs,
  greedyBestFirst,
  type SearchOptions,
  type SearchProblem,
  type SearchResult,
  type SearchStats,
} from '@puz/search';
import { dotGraphProblem } from './dot-graph.js';
import {
  checkTableBudget,
  DEFAULT_MAX_NODES,
  type LimitStats,
  limitNodes,
  nodeLimitError,
  nodesForWork,
  workLimitError,
} from './limit.js';
import { DIRECTIONS, type Direction, distancesFrom, type Maze, step } from './maze.js';
import { allDotsProblem, singleDotProblem } from './problems.js';

export const MAZE_ALGORITHMS = ['bfs', 'dfs', 'greedy', 'astar'] as const;
export type MazeAlgorithm = (typeof MAZE_ALGORITHMS)[number];

/**
 * The limits are the repo's one vocabulary (`SolveLimits`, with `@puz/search`'s meaning: the
 * searches are complete, so a spent budget throws `SearchLimitError`): `budgetMs` is time, and
 * `budgetNodes` is counted in the maze's own work units (below). `maxNodes` is not a budget but a
 * bound on memory.
 */
export interface MazeSolveOptions extends Omit<SearchOptions, 'budgetNodes'> {
  /** Default 'astar'. */
  algorithm?: MazeAlgorithm;
  /**
   * With several dots, the state space: 'dots' (default for astar and greedy) moves from dot to
   * dot along shortest paths; 'grid' (the seed's, and always for bfs and dfs, which ignore step
   * costs) moves one cell at a time. Both are (position, eaten dots) and give the same optimum.
   */
  space?: 'dots' | 'grid';
  /** A* only: f = g + weight·h; above 1 it is faster and at most `weight` × optimal. */
  weight?: number;
  /**
   * A bound on memory: throw `SearchLimitError` once the search has generated this many nodes
   * (default 1,000,000, about half a gigabyte; `Infinity` for none). With several dots, the
   * distance tables count too (64 entries a node) and a maze too big for them is refused at once.
   */
  maxNodes?: number;
  /**
   * The work budget, which does not depend on the machine: throw `SearchLimitError` once the
   * generated nodes times max(1, dots)² (about the steps each one costs) exceed it. Unlike
   * `budgetMs`, the search stops at the same node, so gives the same answer, on a busy or an
   * idle machine. Default: no bound.
   */
  budgetNodes?: number;
  /** @deprecated the old spelling of `budgetNodes` (still honoured for one release). */
  maxWork?: number;
}

/**
 * The repo's `Solution` of a maze: `moves` are the steps (`length` of them, 0 when not found),
 * `ms` and `stats` the search's. `optimal`: BFS (every step costs 1) or A* with weight 1 (the
 * heuristics are admissible).
 */
export interface MazeSolution extends Solution<Direction> {
  found: boolean;
  algorithm: MazeAlgorithm;
  weight: number;
  /** Steps taken; Infinity when some dot cannot be reached. */
  cost: number;
  moves: Direction[];
  /** Cells visited, start first. */
  path: number[];
  /** Dot indices in the order they are eaten. */
  eatOrder: number[];
  /** The state space searched ('dots' or 'grid'; 'grid' for one dot). */
  space: 'dots' | 'grid';
  /** A dot no path reaches (when not found). */
  unreachableDot?: number;
  stats: SearchStats;
}

/** Finds a path that eats every dot (one dot: a path to it). Replays the answer before returning it. */
export function solveMaze(maze: Maze, options: MazeSolveOptions = {}): MazeSolution {
  const algorithm = options.algorithm ?? 'astar';
  const weight = options.weight ?? 1;
  if (!MAZE_ALGORITHMS.includes(algorithm))
    throw new RangeError(
      `unknown algorithm "${String(algorithm)}" (use ${MAZE_ALGORITHMS.join(', ')})`,
    );
  if (!(weight >= 1) || !Number.isFinite(weight))
    throw new RangeError(`weight must be a number >= 1, got ${weight}`);
  const maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  if (
    !(maxNodes >= 1) ||
    !(Number.isSafeInteger(maxNodes) || maxNodes === Number.POSITIVE_INFINITY)
  )
    throw new RangeError(`maxNodes must be an integer >= 1 or Infinity, got ${maxNodes}`);
  const maxWork = options.budgetNodes ?? options.maxWork ?? Number.POSITIVE_INFINITY;
  if (!(maxWork >= 1)) throw new RangeError(`budgetNodes must be a number >= 1, got ${maxWork}`);
  const optimal = algorithm === 'bfs' || (algorithm === 'astar' && weight === 1);
  const costAware = algorithm === 'astar' || algorithm === 'greedy';
  if (options.space === 'dots' && !costAware)
    throw new RangeError(
      `${algorithm} ignores step costs, so it searches the grid; use astar or greedy with space "dots"`,
    );
  const space = maze.dots.length > 1 && costAware ? (options.space ?? 'dots') : 'grid';
  const base = { algorithm, weight, optimal, space };

  // An unreachable dot means no solution; say so before searching a space that cannot end well.
  const reach = distancesFrom(maze, maze.start);
  const unreachable = maze.dots.find((cell) => reach[cell] === -1);
  if (unreachable !== undefined) {
    return {
      ...notFound(base, { expanded: 0, generated: 0, peakFrontier: 0, ms: 0 }),
      unreachableDot: maze.dots.indexOf(unreachable),
    };
  }

  // The tighter of the two bounds stops the search, with the error that names it.
  const dots = maze.dots.length;
  const workNodes = nodesForWork(maxWork, dots);
  const limit = Math.min(maxNodes, workNodes);
  const stop =
    workNodes < maxNodes
      ? (stats: LimitStats) => workLimitError(maxWork, dots, stats)
      : (stats: LimitStats) => nodeLimitError(maxNodes, stats);
  let result: SearchResult<unknown, Direction | Direction[]>;
  if (dots <= 1) {
    const { problem, h } = singleDotProblem(maze, maze.dots[0] ?? maze.start);
    result = run(limitNodes(problem, limit, stop), h, algorithm, weight, options);
  } else {
    checkTableBudget(dots, maze.walls.length, maxNodes);
    const { problem, h } = space === 'dots' ? dotGraphProblem(maze) : allDotsProblem(maze);
    result = run(
      limitNodes<Uint32Array, Direction | Direction[]>(problem, limit, stop),
      h,
      algorithm,
      weight,
      options,
    );
  }
  if (!result.found) {
    return notFound(base, result.stats);
  }
  const moves = result.moves.flat();
  const { eatOrder, path } = replay(maze, moves);
  if (path.length - 1 !== result.cost)
    throw new Error(`replay: ${path.length - 1} steps, but the search reported ${result.cost}`);
  const { stats } = result;
  return {
    ...base,
    found: true,
    cost: result.cost,
    moves,
    length: moves.length,
    path,
    eatOrder,
    ms: result.ms,
    stats,
  };
}

function run<S, M>(
  problem: SearchProblem<S, M>,
  h: (s: S) => number,
  algorithm: MazeAlgorithm,
  weight: number,
  options: MazeSolveOptions,
): SearchResult<S, M> {
  // The maze's budgetNodes is its own work (handled by limitNodes), not expanded states: only
  // the time budget and the deprecated expanded-state cap reach the search.
  const searchOptions: SearchOptions = {
    signal: options.signal,
    nodeLimit: options.nodeLimit,
    budgetMs: options.budgetMs ?? options.timeLimitMs,
    onProgress: options.onProgress,
    progressIntervalMs: options.progressIntervalMs,
  };
  switch (algorithm) {
    case 'bfs':
      return bfs(problem, searchOptions);
    case 'dfs':
      return dfs(problem, searchOptions);
    case 'greedy':
      return greedyBestFirst(problem, h, searchOptions);
    case 'astar':
      return astar(problem, h, { ...searchOptions, weight });
  }
}

function notFound(
  base: Pick<MazeSolution, 'algorithm' | 'weight' | 'optimal' | 'space'>,
  stats: SearchStats,
): MazeSolution {
  return {
    ...base,
    found: false,
    cost: Number.POSITIVE_INFINITY,
    moves: [],
    length: 0,
    ms: stats.ms,
    path: [],
    eatOrder: [],
    stats,
  };
}

/** Walks the moves from the start through open cells; every dot must be eaten. Returns the cells and the eating order. */
export function replay(
  maze: Maze,
  moves: readonly Direction[],
): { path: number[]; eatOrder: number[] } {
  let cell = maze.start;
  const path = [cell];
  const eaten = new Set<number>();
  const order: number[] = [];
  const eat = (c: number) => {
    const i = maze.dots.indexOf(c);
    if (i >= 0 && !eaten.has(i)) {
      eaten.add(i);
      order.push(i);
    }
  };
  eat(cell);
  moves.forEach((move, n) => {
    const next = step(maze, cell, DIRECTIONS.indexOf(move));
    if (next < 0) throw new Error(`replay: move ${n + 1} (${move}) walks into a wall`);
    cell = next;
    path.push(cell);
    eat(cell);
  });
  if (eaten.size !== maze.dots.length)
    throw new Error(`replay: ${maze.dots.length - eaten.size} dots left uneaten`);
  return { path, eatOrder: order };
}
