import type { PermPuzzle, Solution, SolveOptions } from '@puz/perm';
import { checkPuzzleSolution } from './check.js';
import type { SantaPuzzle } from './puzzles.js';
import { solvers } from './registry.js';

/** Options for solving one Santa puzzle: the shared ones (the puzzle brings its wildcards). */
export type SolvePuzzleOptions = Pick<SolveOptions, 'budgetMs' | 'budgetNodes' | 'seed' | 'signal'>;

/** One solved puzzle: the shared `Solution`, replayed against puzzle_info.csv, with its id. */
export interface PuzzleSolution extends Solution {
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

/**
 * Solves one Santa 2023 puzzle with the default solver of its family in `solvers` (which replays
 * it on the family's generated model), then replays the answer again, independently, against the
 * puzzle's puzzle_info.csv moves and wildcards. Throws `SolveError` rather than return a bad answer.
 */
export function solvePuzzle(
  puzzle: SantaPuzzle,
  type: PermPuzzle | undefined,
  options: SolvePuzzleOptions = {},
): PuzzleSolution {
  if (!type || !solvers.findFamily(puzzle.type))
    throw new SolveError(puzzle.id, `unknown puzzle type ${puzzle.type} (not in puzzle_info.csv)`);
  let result: Solution;
  // No budget asked: the family's batch budget, where it has one (more than a single solve's).
  const budgetMs =
    options.budgetMs ??
    (options.budgetNodes === undefined
      ? solvers.findFamily(puzzle.type)?.batchBudgetMs?.(puzzle.type)
      : undefined);
  try {
    result = solvers.solve(puzzle.type, puzzle.initial, puzzle.solution, {
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
