import type { PermPuzzle, RegistrySolution, SolveOptions } from '@puz/perm';
import type { SantaPuzzle } from '@puz/perm/santa';
import { checkPuzzleSolution } from './check.js';
import { solvers } from './registry.js';

/** Options for solving one Santa puzzle: the shared ones (the puzzle brings its wildcards). */
export type SolvePuzzleOptions = Pick<SolveOptions, 'budgetMs' | 'budgetNodes' | 'seed' | 'signal'>;

/** One solved puzzle: the registry's `RegistrySolution`, replayed against puzzle_info.csv, with its id. */
export interface PuzzleSolution extends RegistrySolution {
  readonly id: number;
  readonly type: string;
}

/**
 * A puzzle no solver could answer correctly: an unknown type, a solver error, or (never expected)
 * an answer that fails the independent replay.
 */
export class SolveError extends Error {
  override readonly name = 'SolveError';
  readonly id: number;
  constructor(id: number, message: string) {
    super(`id ${id}: ${message}`);
    this.id = id;
  }
}

/**
 * A rough cost of solving a puzzle (its family's estimate), used to start the slowest puzzles
 * first so that workers finish together.
 */
export function solveCost(puzzle: SantaPuzzle): number {
  return solvers.findFamily(puzzle.type)?.cost?.(puzzle.type) ?? puzzle.solution.length;
}

/** The least per-puzzle time limit (a guard against a solve that never ends). */
export const MIN_TIME_LIMIT_MS = 10 * 60_000;

/**
 * The time limit of one puzzle when none is asked: 10 minutes, or twice the budget its solve is
 * given (the one asked, else its family's batch budget) when that is more. A budgeted solve may
 * run past its budget by its last unit of work, and a worker's first solve of a type builds its
 * tables inside it: cube_33's 483 s batch budget under a flat 600 s limit lost ids 281 and 282 in
 * a full run on a fresh cache (two workers building the NxNxN tables at once), with nothing kept.
 */
export function defaultTimeLimitMs(type: string, budgetMs?: number): number {
  const budget = budgetMs ?? solvers.findFamily(type)?.batchBudgetMs?.(type) ?? 0;
  return Math.max(MIN_TIME_LIMIT_MS, 2 * budget);
}

/**
 * Solves one Santa 2023 puzzle with the default solver of its family in `solvers`, on the
 * puzzle_info.csv model it is given (`type`): the registry recognises the family by the model's
 * moves, not its type name, and replays the answer on it. The answer is then replayed again,
 * independently, against the puzzle's moves and wildcards. Throws `SolveError` rather than return
 * a bad answer.
 */
export function solvePuzzle(
  puzzle: SantaPuzzle,
  type: PermPuzzle | undefined,
  options: SolvePuzzleOptions = {},
): PuzzleSolution {
  const found = type && solvers.identify(type);
  if (!type || !found)
    throw new SolveError(
      puzzle.id,
      type
        ? `no puzzle family has the moves of ${puzzle.type} in puzzle_info.csv`
        : `unknown puzzle type ${puzzle.type} (not in puzzle_info.csv)`,
    );
  let result: RegistrySolution;
  // No budget asked: the family's batch budget, where it has one (more than a single solve's).
  const budgetMs =
    options.budgetMs ??
    (options.budgetNodes === undefined ? found.family.batchBudgetMs?.(found.type) : undefined);
  try {
    result = solvers.solvePuzzle(type, puzzle.initial, puzzle.solution, {
      wildcards: puzzle.numWildcards,
      ...(budgetMs !== undefined ? { budgetMs } : {}),
      ...(options.budgetNodes !== undefined ? { budgetNodes: options.budgetNodes } : {}),
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new SolveError(puzzle.id, `${puzzle.type}: ${(error as Error).message}`);
  }
  const solver = result.solver;
  const check = checkPuzzleSolution(puzzle, type, result.moves);
  if (!check.valid)
    throw new SolveError(
      puzzle.id,
      `${puzzle.type}: the ${solver} solver's answer fails the replay (${check.message}); this is a bug`,
    );
  return { ...result, id: puzzle.id, type: puzzle.type };
}
