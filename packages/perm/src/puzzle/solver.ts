import type { PermPuzzle } from './puzzle.js';

/** What long work reports, at a bounded rate (every family reports this one shape). */
export interface SolveProgress {
  /** States (or candidates) examined so far; 0 when the solver does not count them. */
  expanded: number;
  /** Depth, stage or bound being searched (0 when not meaningful). */
  depth: number;
  /** Time since the solve started, ms. */
  ms: number;
  /** Length of the best answer found so far, when there is one. */
  best?: number;
}

/**
 * What a table build reports (the 3x3x3's pruning tables, the 2x2x2's God's table): the shared
 * `SolveProgress` — `expanded` the entries known so far (0 where a builder does not count them),
 * `depth` the breadth-first layer being filled (0 when not by layers), `ms` since the build began —
 * plus which table and how far along.
 */
export interface TableProgress extends SolveProgress {
  /** The table being built (a builder may build several in turn). */
  table: string;
  /** How far along, 0..1: 0 when it starts, 1 once when it is done. */
  fraction: number;
}

/**
 * A table builder's reporter: `report(fraction, expanded?, depth?)` hands `onProgress` a
 * `TableProgress` for `table`, its clock started now; nothing when there is no `onProgress`.
 */
export function tableReporter(
  table: string,
  onProgress: ((progress: TableProgress) => void) | undefined,
): (fraction: number, expanded?: number, depth?: number) => void {
  if (!onProgress) return () => {};
  const t0 = performance.now();
  return (fraction, expanded = 0, depth = 0) =>
    onProgress({ table, fraction, expanded, depth, ms: performance.now() - t0 });
}

/**
 * The one limit vocabulary of the repo (solvers, `@puz/search`, the maze, StarCraft): how much
 * work a solve may spend, by the clock or in the solver's own units.
 * - `budgetMs`: time. A solver that has an answer stops *improving* it when the budget is spent
 *   (each improving solver has a default); a complete search with no answer yet stops with a
 *   `SearchLimitError`. A hard stop regardless of answers is a `signal`.
 * - `budgetNodes`: the same budget counted in the solver's own work units (its `stats.expanded`,
 *   or what its documentation names), so a seeded run stops at the same point on a busy or an
 *   idle machine; an improving solver given it does not use `budgetMs`.
 */
export interface SolveLimits {
  budgetMs?: number;
  budgetNodes?: number;
}

/**
 * The spellings `budgetNodes` / `budgetMs` replaced (`@puz/search`, StarCraft), still honoured for
 * one release: when both spellings are given, the new one wins.
 * @deprecated use `SolveLimits`.
 */
export interface LegacySolveLimits {
  /** @deprecated use `budgetNodes`. */
  nodeLimit?: number;
  /** @deprecated use `budgetMs`. */
  timeLimitMs?: number;
}

/** The limits of `options` in the one vocabulary, deprecated spellings folded in. */
export function solveLimits(options: SolveLimits & LegacySolveLimits): SolveLimits {
  const budgetNodes = options.budgetNodes ?? options.nodeLimit;
  const budgetMs = options.budgetMs ?? options.timeLimitMs;
  return {
    ...(budgetNodes === undefined ? {} : { budgetNodes }),
    ...(budgetMs === undefined ? {} : { budgetMs }),
  };
}

/**
 * The options every solver takes, with one meaning each:
 * - `budgetMs`, `budgetNodes`: see `SolveLimits`.
 * - `signal`: stops the solve with a `SolveAbortedError`.
 * - `seed`: every random choice follows it; the same seed gives the same answer.
 * - `wildcards`: the answer may leave up to this many positions differing from the goal.
 * - `metric`: how an answer's moves are counted, for a family that offers several (the WCA
 *   cubes: `htm`, the default, or `qtm`); a family with one metric ignores it.
 * - `onProgress`: see `SolveProgress`.
 */
export interface SolveOptions extends SolveLimits {
  signal?: AbortSignal;
  seed?: number;
  wildcards?: number;
  metric?: string;
  onProgress?: (progress: SolveProgress) => void;
}

/** Counters of a finished solve (a solver may add its own beside `expanded`). */
export interface SolveStats {
  /** States (or candidates) examined: the one spelling of a solver's node count; 0 when the solver does not count them. */
  expanded: number;
}

/**
 * The one answer shape of every solver in the repo: the registry's families, the WCA cubes'
 * engines, the maze and StarCraft return this or extend it with what is theirs. `M` is the move
 * type: move names for permutation puzzles, richer values where a domain has them (a WCA `Move`,
 * a maze `Direction`, a StarCraft timed order).
 */
export interface Solution<M = string> {
  moves: M[];
  /** The answer's length in the puzzle's metric (for names, usually `moves.length`). */
  length: number;
  /** Time the solve took, ms. */
  ms: number;
  /** True only when a complete method proved that no shorter answer exists. */
  optimal: boolean;
  stats: SolveStats;
}

/** A registry answer: a `Solution` in the puzzle's move names and the solver that gave it. */
export interface RegistrySolution extends Solution {
  /** The registry name of the solver that answered. */
  solver: string;
}

/** An answer that may stop within the wildcards: `mismatches` positions still differ from the goal. */
export interface WildcardSolution extends Solution {
  mismatches: number;
}

/** What a solver returns; the registry fills in `solver` and `length`, and replays it. */
export type SolverAnswer = Omit<Solution, 'length'> & { length?: number };

/**
 * One solver boundary for every family: a puzzle, its start and goal labels and the options.
 * The solver reads the puzzle it is given (its family's `identify`, never its name), and throws
 * `UnknownPuzzleError` for a puzzle of another family, `InvalidStateError` for a start it cannot
 * solve, `SolveAbortedError` when stopped.
 */
export type Solver = (
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: SolveOptions,
) => SolverAnswer;

/**
 * A solver that answers later: one that runs on worker threads (the 3x3x3's parallel optimal
 * search) and so cannot be a synchronous call. Same contract as `Solver`.
 */
export type AsyncSolver = (
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: SolveOptions,
) => Promise<SolverAnswer>;

/** A solver as the registry lists it. */
export interface SolverEntry {
  /** Short name used on the command line (`--solver NAME`). */
  name: string;
  /** One line for help texts. */
  summary: string;
  /** Whether its answers are proven shortest (a complete method). */
  optimal: boolean;
  /** Which types of the family it solves (all when omitted), e.g. only `cube_3/3/3`. */
  accepts?(type: string): boolean;
  solve: Solver;
  /**
   * The same solver on other threads, for `SolverRegistry.solveAsync` (which falls back to
   * `solve` when it is absent): the same answers, found sooner on a machine with cores to spare.
   */
  solveAsync?: AsyncSolver;
}

/**
 * A puzzle family (cubes, globes, wreaths): which puzzle type names it owns, the model of each,
 * and its solvers, the first being the default.
 */
export interface PuzzleFamily {
  /** `cube`, `globe`, `wreath`, ... */
  name: string;
  /** The type names it owns, for help texts (e.g. `cube_N/N/N (N = 2..33)`). */
  types: string;
  /** Whether `type` (e.g. `globe_3/4`) is one of this family's puzzles. */
  owns(type: string): boolean;
  /**
   * The type of `puzzle` when it is one of this family's puzzles, recognised by its structure (its
   * size, its move names and permutations: `PermPuzzle.sameMoves` against the family's model),
   * never by `puzzle.name`; undefined otherwise. So a puzzle built from a puzzle_info.csv row under
   * any name is solved. Solvers find their puzzle's size the same way.
   */
  identify(puzzle: PermPuzzle): string | undefined;
  /** The model of `type`; throws `ParseError` for a size the family cannot build. */
  puzzle(type: string): PermPuzzle;
  /** The solved labels of `type` (the goal when none is given). */
  solved(type: string): readonly string[];
  /** Its solvers; for a type, the first that accepts it is the default. */
  solvers: readonly SolverEntry[];
  /** A rough relative cost of solving one puzzle of `type` (for scheduling slowest first). */
  cost?(type: string): number;
  /**
   * The `budgetMs` a batch run gives one puzzle of `type` when none is asked (a batch can afford
   * more than a person waiting at a terminal); undefined: the solver's own default.
   */
  batchBudgetMs?(type: string): number | undefined;
}
