import { type BeamOptions, beamSearchSteps } from './algorithms/beam.js';
import {
  type AstarOptions,
  astarSteps,
  type BestFirstOptions,
  dijkstraSteps,
  greedyBestFirstSteps,
} from './algorithms/best-first.js';
import { bfsSteps } from './algorithms/bfs.js';
import { bidirectionalBfsSteps } from './algorithms/bidirectional.js';
import { type DfsOptions, dfsSteps, type IddfsOptions, iddfsSteps } from './algorithms/dfs.js';
import { type IdastarOptions, idastarSteps } from './algorithms/idastar.js';
import type {
  Heuristic,
  ReversibleProblem,
  SearchOptions,
  SearchProblem,
  SearchResult,
} from './problem.js';
import { drive } from './run.js';

/*
 * Each algorithm is written once, as a generator that yields an event per expansion when traced
 * (the `*Steps` forms, for animation). These plain forms run the same generator untraced.
 */

type Plain<O> = Omit<O, 'trace'>;

/** Fewest moves, breadth first. */
export function bfs<S, M>(
  problem: SearchProblem<S, M>,
  options: SearchOptions = {},
): SearchResult<S, M> {
  return drive(bfsSteps(problem, { ...options, trace: false }));
}

/** Depth first (some path, not the shortest), optionally depth-limited. */
export function dfs<S, M>(
  problem: SearchProblem<S, M>,
  options: Plain<DfsOptions> = {},
): SearchResult<S, M> {
  return drive(dfsSteps(problem, { ...options, trace: false }));
}

/** Iterative deepening DFS: fewest moves with DFS memory. */
export function iddfs<S, M>(
  problem: SearchProblem<S, M>,
  options: Plain<IddfsOptions> = {},
): SearchResult<S, M> {
  return drive(iddfsSteps(problem, { ...options, trace: false }));
}

/** Fewest moves from the start to any goal, searching from both ends. */
export function bidirectionalBfs<S, M>(
  problem: ReversibleProblem<S, M>,
  options: SearchOptions = {},
): SearchResult<S, M> {
  return drive(bidirectionalBfsSteps(problem, { ...options, trace: false }));
}

/** Cheapest path for non-negative edge costs. */
export function dijkstra<S, M>(
  problem: SearchProblem<S, M>,
  options: Plain<BestFirstOptions> = {},
): SearchResult<S, M> {
  return drive(dijkstraSteps(problem, { ...options, trace: false }));
}

/** Expand whatever looks closest to a goal. Fast, not optimal. */
export function greedyBestFirst<S, M>(
  problem: SearchProblem<S, M>,
  h: Heuristic<S>,
  options: Plain<BestFirstOptions> = {},
): SearchResult<S, M> {
  return drive(greedyBestFirstSteps(problem, h, { ...options, trace: false }));
}

/** A* (optimal with an admissible h), or weighted A* with `weight` > 1. */
export function astar<S, M>(
  problem: SearchProblem<S, M>,
  h: Heuristic<S>,
  options: Plain<AstarOptions> = {},
): SearchResult<S, M> {
  return drive(astarSteps(problem, h, { ...options, trace: false }));
}

/** IDA*: optimal with an admissible h, memory linear in the depth. */
export function idastar<S, M>(
  problem: SearchProblem<S, M>,
  h: Heuristic<S>,
  options: Plain<IdastarOptions<M>> = {},
): SearchResult<S, M> {
  return drive(idastarSteps(problem, h, { ...options, trace: false }));
}

/** Beam search: keep the `width` best states per layer. */
export function beamSearch<S, M>(
  problem: SearchProblem<S, M>,
  options: Plain<BeamOptions<S>>,
): SearchResult<S, M> {
  return drive(beamSearchSteps(problem, { ...options, trace: false }));
}

export type {
  AstarOptions,
  BeamOptions,
  BestFirstOptions,
  DfsOptions,
  IdastarOptions,
  IddfsOptions,
};
export {
  astarSteps,
  beamSearchSteps,
  bfsSteps,
  bidirectionalBfsSteps,
  dfsSteps,
  dijkstraSteps,
  greedyBestFirstSteps,
  idastarSteps,
  iddfsSteps,
};
