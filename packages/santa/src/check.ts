import type { PermPuzzle, SolutionCheck } from '@puz/perm';
import type { SantaData } from './data.js';
import type { SantaPuzzle } from './puzzles.js';

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
  const check = type.check(puzzle.initial, puzzle.solution, moves, puzzle.numWildcards);
  // Santa's own words for the two states, so a message names the columns of puzzles.csv.
  if (check.message)
    check.message = check.message
      .replace('the start has', 'initial_state has')
      .replace('the goal has', 'solution_state has')
      .replace('differs from the goal', 'differs from solution_state')
      .replace(/\(wildcards (\d+)\)/, '(num_wildcards $1)');
  return check;
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
