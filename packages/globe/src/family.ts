import {
  ParseError,
  type PermPuzzle,
  type PuzzleFamily,
  type SolveOptions,
  type SolverAnswer,
  UnknownPuzzleError,
} from '@puz/perm';
import { solveGlobe } from './portfolio.js';
import { globePuzzle, globeSolved } from './puzzle.js';
import {
  type GlobeSize,
  globeStickerCount,
  globeType,
  MAX_GLOBE_STICKERS,
  parseGlobeType,
} from './size.js';

/** The size of a `globe_A/B` type; a ParseError for anything else. */
function sizeOf(type: string): GlobeSize {
  try {
    return parseGlobeType(type);
  } catch (error) {
    throw new ParseError((error as Error).message, type, 0, type);
  }
}

/** Sizes of the puzzles recognised so far (each compared with `globePuzzle` once). */
const recognised = new WeakMap<PermPuzzle, GlobeSize>();

/**
 * The size when `puzzle` is a globe by structure, never by name: `a + 1` rows of `2b` cells have
 * `(a + 1)·2b` positions and `(a + 1) + 2b` base moves, so rows and columns are the two roots of
 * x² − moves·x + positions; either root may be the rows, and the moves decide (`sameMoves`).
 */
function identifySize(puzzle: PermPuzzle): GlobeSize | undefined {
  const known = recognised.get(puzzle);
  if (known) return known;
  const m = puzzle.baseMoves.length;
  const p = puzzle.size;
  if (p > MAX_GLOBE_STICKERS) return undefined;
  const root = Math.round(Math.sqrt(m * m - 4 * p));
  if (root * root !== m * m - 4 * p || (m + root) % 2 !== 0) return undefined;
  for (const rows of new Set([(m + root) / 2, (m - root) / 2])) {
    const cols = m - rows;
    if (rows < 2 || cols < 2 || cols % 2 !== 0) continue;
    const size = { a: rows - 1, b: cols / 2 };
    if (globePuzzle(size.a, size.b).sameMoves(puzzle)) {
      recognised.set(puzzle, size);
      return size;
    }
  }
  return undefined;
}

function solve(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: SolveOptions,
): SolverAnswer {
  const size = identifySize(puzzle);
  if (!size)
    throw new UnknownPuzzleError(
      `"${puzzle.name}" is not a globe (${puzzle.size} positions, moves ${puzzle.someMoves()})`,
    );
  // solveGlobe searches its own row/column model of this globe (the same moves, checked above).
  const { a, b } = size;
  const s = solveGlobe(a, b, start, goal, options);
  return { moves: s.moves, ms: s.ms, optimal: s.optimal, stats: s.stats };
}

/** The globe family for a `SolverRegistry`: globe_A/B, its model, Santa's solved labels, a solver. */
export const globeFamily: PuzzleFamily = {
  name: 'globe',
  types: 'globe_A/B (A, B ≥ 1)',
  owns: (type) => {
    try {
      parseGlobeType(type);
      return true;
    } catch {
      return false;
    }
  },
  identify: (puzzle) => {
    const size = identifySize(puzzle);
    return size && globeType(size.a, size.b);
  },
  puzzle: (type) => {
    const { a, b } = sizeOf(type);
    return globePuzzle(a, b);
  },
  solved: (type) => {
    const { a, b } = sizeOf(type);
    return globeSolved(a, b);
  },
  solvers: [
    {
      name: 'globe',
      summary:
        'row pairs aligned, then greedy conjugated 3-cycles; variants tried for budgetMs (or budgetNodes variants)',
      optimal: false,
      solve,
    },
  ],
  cost: (type) => {
    const { a, b } = sizeOf(type);
    return globeStickerCount(a, b) * 8;
  },
  // A batch gives the big globes (over 200 cells: Santa's 3/33 and 8/25) 10 s and the middle
  // ones (over 100: 6/8, 6/10) 6 s: three times the beam width (solve.ts), which paid −9% on
  // globe_3/33 #388 and −10% on globe_6/10 #383-384; the small ones keep the solver's 2 s.
  batchBudgetMs: (type) => {
    const { a, b } = sizeOf(type);
    const cells = globeStickerCount(a, b);
    return cells > 200 ? 10_000 : cells > 100 ? 6000 : undefined;
  },
};
