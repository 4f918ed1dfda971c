import {
  ParseError,
  type PermPuzzle,
  type PuzzleFamily,
  type SolveOptions,
  type SolverAnswer,
  type SolverEntry,
  UnknownPuzzleError,
} from '@puz/perm';
import { wreathPuzzle, wreathSolved } from './puzzle.js';
import { MAX_WREATH_RING, MIN_WREATH_RING, parseWreathType, wreathType } from './size.js';
import { type SolveWreathOptions, solveWreath } from './solve.js';

/** Exact search packs a state into 52 bits: with Santa's three colours, up to wreath_14/14. */
const EXACT_MAX_RING = 14;

/** The ring size of a `wreath_N/N` type; a ParseError for anything else. */
function ringOf(type: string): number {
  try {
    return parseWreathType(type);
  } catch (error) {
    throw new ParseError((error as Error).message, type, 0, type);
  }
}

function isWreathType(type: string): boolean {
  try {
    parseWreathType(type);
    return true;
  } catch {
    return false;
  }
}

/** Ring sizes of the puzzles recognised so far (each compared with `wreathPuzzle` once). */
const recognised = new WeakMap<PermPuzzle, number>();

/**
 * The ring size when `puzzle` is a wreath by structure, never by name: two rings of N sharing two
 * stickers have 2N − 2 positions and two base moves, equal to `wreathPuzzle(N)`'s.
 */
function identifyRing(puzzle: PermPuzzle): number | undefined {
  const known = recognised.get(puzzle);
  if (known !== undefined) return known;
  const n = puzzle.size / 2 + 1;
  if (!Number.isInteger(n) || n < MIN_WREATH_RING || n > MAX_WREATH_RING) return undefined;
  if (puzzle.baseMoves.length !== 2 || !wreathPuzzle(n).sameMoves(puzzle)) return undefined;
  recognised.set(puzzle, n);
  return n;
}

/** The ring size of the wreath a solver is handed; an `UnknownPuzzleError` for anything else. */
function ringOfPuzzle(puzzle: PermPuzzle): number {
  const n = identifyRing(puzzle);
  if (n === undefined)
    throw new UnknownPuzzleError(
      `"${puzzle.name}" is not a wreath (${puzzle.size} positions, moves ${puzzle.someMoves()})`,
    );
  return n;
}

/**
 * A solver entry running `solveWreath` with one `method` (which searches its own packed model of
 * this wreath: the same moves, checked by `ringOfPuzzle`).
 */
function wreathSolver(method: SolveWreathOptions['method']) {
  return (
    puzzle: PermPuzzle,
    start: readonly string[],
    goal: readonly string[],
    options: SolveOptions,
  ): SolverAnswer => {
    const s = solveWreath(ringOfPuzzle(puzzle), start, goal, { ...options, method });
    return { moves: s.moves, ms: s.ms, optimal: s.optimal, stats: s.stats };
  };
}

const solvers: SolverEntry[] = [
  {
    name: 'wreath',
    summary:
      'exact bidirectional BFS when it fits, else run beam + beam (kept improving for budgetMs)',
    optimal: false,
    solve: wreathSolver('auto'),
  },
  {
    name: 'wreath-bfs',
    summary: `bidirectional BFS over packed states: shortest answers (wreath_N/N, N ≤ ${EXACT_MAX_RING})`,
    optimal: true,
    accepts: (type) => ringOf(type) <= EXACT_MAX_RING,
    solve: wreathSolver('exact'),
  },
  {
    name: 'wreath-beam',
    summary: 'beam over ring runs (and single moves up to 40 slots), widened while budgetMs lasts',
    optimal: false,
    solve: wreathSolver('beam'),
  },
];

/** The wreath family for a `SolverRegistry`: wreath_N/N, its model, Santa's solved labels, solvers. */
export const wreathFamily: PuzzleFamily = {
  name: 'wreath',
  types: 'wreath_N/N (N = 3..32769)',
  owns: isWreathType,
  identify: (puzzle) => {
    const n = identifyRing(puzzle);
    return n === undefined ? undefined : wreathType(n);
  },
  puzzle: (type) => wreathPuzzle(ringOf(type)),
  solved: (type) => wreathSolved(ringOf(type)),
  solvers,
  cost: (type) => {
    const n = ringOf(type);
    return n >= 100 ? 1e5 : (2 * n - 2) * 10;
  },
  /*
   * A batch's budget for the big wreaths (the solver's own default is 2 s): the beams keep
   * widening while it lasts. Ids 329-336 (wreath_21 and 33) at 30 s: 219 -> 204 and 211 -> 210
   * moves. The small ones are solved exactly and need none.
   */
  batchBudgetMs: (type) => (isWreathType(type) && ringOf(type) >= 21 ? 30_000 : undefined),
};
