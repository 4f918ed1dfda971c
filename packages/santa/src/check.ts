import type { SantaData } from './data.js';
import type { PuzzleType } from './puzzle-type.js';
import { encodeStates, type SantaPuzzle } from './puzzles.js';

/** The verdict on one solution. `message` says why it is invalid. */
export interface SolutionCheck {
  valid: boolean;
  /** Number of moves (the solution's score). */
  length: number;
  /** Positions where the final state differs from solution_state (-1 when not replayed). */
  mismatches: number;
  message?: string;
}

function fail(length: number, message: string): SolutionCheck {
  return { valid: false, length, mismatches: -1, message };
}

function someMoves(type: PuzzleType): string {
  const names = type.baseMoves;
  const shown = names.slice(0, 8).join(', ');
  return `${shown}${names.length > 8 ? `, … (${names.length})` : ''} and their "-" inverses`;
}

/**
 * Replays `moves` on the puzzle's initial state and accepts the result when it differs from
 * solution_state in at most num_wildcards positions (Kaggle's rule).
 */
export function checkPuzzleSolution(
  puzzle: SantaPuzzle,
  type: PuzzleType | undefined,
  moves: readonly string[],
): SolutionCheck {
  const length = moves.length;
  if (!type) return fail(length, `unknown puzzle type ${puzzle.type} (not in puzzle_info.csv)`);
  for (const [what, state] of [
    ['solution_state', puzzle.solution],
    ['initial_state', puzzle.initial],
  ] as const) {
    if (state.length !== type.size)
      return fail(
        length,
        `${what} has ${state.length} labels; ${type.name} has ${type.size} positions`,
      );
  }
  const { moves: resolved, unknown } = type.resolve(moves);
  if (unknown >= 0)
    return fail(
      length,
      `unknown move "${moves[unknown]}" (move ${unknown + 1} of ${length}); ${type.name} has ${someMoves(type)}`,
    );
  const { solution, initial } = encodeStates(puzzle);
  const final = type.applyResolved(initial, resolved);
  let mismatches = 0;
  for (let i = 0; i < final.length; i++) if (final[i] !== solution[i]) mismatches++;
  if (mismatches <= puzzle.numWildcards) return { valid: true, length, mismatches };
  return {
    valid: false,
    length,
    mismatches,
    message: `not solved: the final state differs from solution_state in ${mismatches} positions (num_wildcards ${puzzle.numWildcards})`,
  };
}

/** `checkPuzzleSolution` for the puzzle `id` of `data`. */
export function checkSolution(
  data: SantaData,
  id: number,
  moves: readonly string[],
): SolutionCheck {
  const puzzle = data.puzzles.get(id);
  if (!puzzle) return fail(moves.length, `no puzzle with id ${id} in puzzles.csv`);
  return checkPuzzleSolution(puzzle, data.types.get(puzzle.type), moves);
}
