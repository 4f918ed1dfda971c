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

export interface SearchStats {
  /** States whose successors were generated. */
  expanded: number;
  /** Successors produced (including duplicates). */
  generated: number;
  /** Largest frontier (open list, queue or stack) seen. */
  peakFrontier: number;
  ms: number;
}

export interface SearchResult<S, M> {
  found: boolean;
  /** The moves from start to goal (empty when not found). */
  moves: M[];
  /** The states along the path, start and goal included (empty when not found). */
  states: S[];
  /** Total edge cost of the path; Infinity when not found. */
  cost: number;
  stats: SearchStats;
}

export interface SearchProgress {
  expanded: number;
  generated: number;
  frontier: number;
  /** Depth (or f-bound for IDA*) currently being searched. */
  depth: number;
  ms: number;
}

export interface SearchOptions {
  signal?: AbortSignal;
  /** Throw `SearchLimitError` after expanding this many states. */
  nodeLimit?: number;
  /**
   * Throw `SearchLimitError` once the search has run this long, ms (read every 1024 expansions).
   * A synchronous search never sees an `AbortSignal.timeout` fire: its timer cannot run meanwhile.
   */
  timeLimitMs?: number;
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
