import type {
  LegacySolveLimits,
  Solution,
  SolveLimits,
  SolveProgress,
  SolveStats,
} from '@puz/perm';

/** What identifies a state in the visited set. */
export type StateKey = string | number | bigint;

/** Reports one edge: `move` leads to `next` at `cost` (default 1; must be >= 0). */
export type Push<S, M> = (move: M, next: S, cost?: number) => void;

/**
 * An implicit graph: nothing is built in advance; successors are generated when a state is
 * expanded. `g` is the cost of the path so far, so edges may depend on time.
 */
export interface SearchProblem<S, M> {
  readonly start: S;
  isGoal(state: S): boolean;
  successors(state: S, push: Push<S, M>, g: number): void;
  /**
   * Identifies a state for duplicate detection. Without it, typed-array states are compared by
   * content (hashed, no string per node) and anything else by `Map` key equality.
   */
  key?(state: S): StateKey;
}

/** Extra for bidirectional search: the edges that lead *into* a state. */
export interface ReversibleProblem<S, M> extends SearchProblem<S, M> {
  /** The goal states (a set: e.g. the 24 orientations of a solved cube). */
  readonly goals: readonly S[];
  /**
   * `push(move, previous, cost)` for each edge previous --move--> state. Omit it when every edge
   * can be walked back with the same move label (an undirected graph).
   */
  predecessors?(state: S, push: Push<S, M>): void;
}

/** An admissible heuristic never overestimates the remaining cost; then A* and IDA* are optimal. */
export type Heuristic<S> = (state: S) => number;

/** `SolveStats` (its `expanded`: states whose successors were generated) and a search's own counters. */
export interface SearchStats extends SolveStats {
  /** Successors produced (including duplicates). */
  generated: number;
  /** Largest frontier (open list, queue or stack) seen. */
  peakFrontier: number;
  /** @deprecated the same as the result's `ms` (the one spelling of a solve's time); kept for one release. */
  ms: number;
}

/**
 * The repo's `Solution` (`moves` from start to goal, empty when not found; `length`, their count;
 * `ms`; `stats.expanded`) with the path's states and cost. `optimal` is true when a path was found
 * by a method that returns the cheapest one (fewest moves for BFS, IDDFS and bidirectional BFS,
 * least cost for Dijkstra, and for A* with weight 1 and IDA* given an admissible heuristic, which
 * is the caller's promise); false for DFS, greedy and beam search, and when nothing was found.
 */
export interface SearchResult<S, M> extends Solution<M> {
  found: boolean;
  /** The states along the path, start and goal included (empty when not found). */
  states: S[];
  /** Total edge cost of the path; Infinity when not found. */
  cost: number;
  stats: SearchStats;
}

/**
 * The one progress shape, `SolveProgress` (`expanded`, `depth`: the depth or f-bound for IDA*
 * being searched, `ms`), with a search's own counters.
 */
export interface SearchProgress extends SolveProgress {
  generated: number;
  frontier: number;
}

/**
 * The repo's limit vocabulary (`SolveLimits`) as a complete search reads it: it has no answer to
 * improve, so a spent budget throws `SearchLimitError`.
 * - `budgetNodes`: throw after expanding this many states.
 * - `budgetMs`: throw once the search has run this long, ms (read every 1024 expansions). A
 *   synchronous search never sees an `AbortSignal.timeout` fire: its timer cannot run meanwhile.
 * `nodeLimit` and `timeLimitMs`, the old spellings, still work for one release (`LegacySolveLimits`).
 */
export interface SearchOptions extends SolveLimits, LegacySolveLimits {
  signal?: AbortSignal;
  onProgress?: (progress: SearchProgress) => void;
  /** Minimum time between progress reports, ms (default 100). */
  progressIntervalMs?: number;
}

/** One step of a search, for animating it: a state about to be expanded. */
export interface SearchEvent<S> {
  type: 'expand';
  state: S;
  g: number;
  depth: number;
}
