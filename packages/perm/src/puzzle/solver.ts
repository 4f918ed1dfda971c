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
 * The options every solver takes, with one meaning each:
 * - `budgetMs`: how long to keep *improving* once an answer exists (each solver has a default);
 *   a complete (optimal) method or a solver with nothing to improve may ignore it. A hard stop
 *   is a `signal` (e.g. `AbortSignal.timeout(ms)`), never `budgetMs`.
 * - `budgetNodes`: the improving work counted in the solver's own units (its `expanded`) rather
 *   than time, so a seeded run gives the same answer on a busy or an idle machine; when given,
 *   `budgetMs` is not used. Solvers that improve by time say whether they honour it.
 * - `signal`: stops the solve with a `SolveAbortedError`.
 * - `seed`: every random choice follows it; the same seed gives the same answer.
 * - `wildcards`: the answer may leave up to this many positions differing from the goal.
 * - `metric`: how an answer's moves are counted, for a family that offers several (the WCA
 *   cubes: `htm`, the default, or `qtm`); a family with one metric ignores it.
 * - `onProgress`: see `SolveProgress`.
 */
export interface SolveOptions {
  budgetMs?: number;
  budgetNodes?: number;
  signal?: AbortSignal;
  seed?: number;
  wildcards?: number;
  metric?: string;
  onProgress?: (progress: SolveProgress) => void;
}

/** Counters of a finished solve. */
export interface SolveStats {
  /** States (or candidates) examined; 0 when the solver does not count them. */
  expanded: number;
}

/** A solver's answer, in the puzzle's move names; replayed by the registry before it is returned. */
export interface Solution {
  moves: string[];
  length: number;
  ms: number;
  /** True only when a complete method proved that no shorter answer exists. */
  optimal: boolean;
  /** The registry name of the solver that answered. */
  solver: string;
  stats: SolveStats;
}

/** What a solver returns; the registry fills in `solver` and `length`, and replays it. */
export type SolverAnswer = Omit<Solution, 'solver' | 'length'> & { length?: number };

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
