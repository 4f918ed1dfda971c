import {
  ParseError,
  type PermPuzzle,
  type PuzzleFamily,
  type SolveOptions,
  type SolverAnswer,
} from '@puz/perm';
import { globePuzzle, globeSolved } from './puzzle.js';
import { type GlobeSize, globeStickerCount, parseGlobeType } from './size.js';
import { solveGlobe } from './solve.js';

/** The size of a `globe_A/B` type; a ParseError for anything else. */
function sizeOf(type: string): GlobeSize {
  try {
    return parseGlobeType(type);
  } catch (error) {
    throw new ParseError((error as Error).message, type, 0, type);
  }
}

function solve(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: SolveOptions,
): SolverAnswer {
  const { a, b } = sizeOf(puzzle.name);
  const s = solveGlobe(a, b, start, goal, options);
  return { moves: s.moves, ms: s.ms, optimal: s.optimal, stats: { expanded: s.expanded } };
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
