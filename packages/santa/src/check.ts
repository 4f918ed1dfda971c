import type { PermPuzzle, SolutionCheck } from '@puz/perm';
import type { SantaPuzzle } from '@puz/perm/santa';
import { NO_MOVES } from '@puz/perm/santa';
import type { SantaData } from './data.js';

/**
 * Replays `moves` on the puzzle's initial state and accepts the result when it differs from
 * solution_state in at most num_wildcards positions (Kaggle's rule); the model's `check` does it.
 */
export function checkPuzzleSolution(
  puzzle: SantaPuzzle,
  type: PermPuzzle | undefined,
  moves: readonly string[],
): SolutionCheck {
  if (!type)
    return {
      valid: false,
      length: moves.length,
      mismatches: -1,
      message: `unknown puzzle type ${puzzle.type} (not in puzzle_info.csv)`,
    };
  if (moves.length === 0) return { valid: false, length: 0, mismatches: -1, message: NO_MOVES };
  // Messages name the columns of puzzles.csv.
  return type.check(puzzle.initial, puzzle.solution, moves, puzzle.numWildcards, {
    start: 'initial_state',
    goal: 'solution_state',
    wildcards: 'num_wildcards',
  });
}

/** `checkPuzzleSolution` for the puzzle `id` of `data`. */
export function checkSolution(
  data: SantaData,
  id: number,
  moves: readonly string[],
): SolutionCheck {
  const puzzle = data.puzzles.get(id);
  if (!puzzle)
    return {
      valid: false,
      length: moves.length,
      mismatches: -1,
      message: `no puzzle with id ${id} in puzzles.csv`,
    };
  return checkPuzzleSolution(puzzle, data.types.get(puzzle.type), moves);
}
