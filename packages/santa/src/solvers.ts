import { solveSantaCube2, solveSantaCube3, solveSantaCubeN } from '@puz/cube';
import { solveGlobe } from '@puz/globe';
import { solveWreath } from '@puz/wreath';
import { checkPuzzleSolution } from './check.js';
import type { PuzzleType } from './puzzle-type.js';
import type { SantaPuzzle } from './puzzles.js';

/** Options for solving one Santa puzzle. */
export interface SolvePuzzleOptions {
  /** Time a solver may spend improving a first answer (ms; each solver's own default if unset). */
  readonly budgetMs?: number;
  readonly signal?: AbortSignal;
}

/** One solved puzzle: Santa move names, replayed against puzzle_info.csv and valid. */
export interface PuzzleSolution {
  readonly id: number;
  readonly type: string;
  /** Which solver answered (`cube2`, `cube3`, `cubeN`, `globe`, `wreath`). */
  readonly solver: string;
  readonly moves: string[];
  /** True only when the solver's method is complete and proved the length minimal. */
  readonly optimal: boolean;
  readonly ms: number;
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

/** The puzzle family and size of a Santa type name, or `undefined` for an unknown name. */
export function parseSantaType(
  type: string,
):
  | { kind: 'cube'; n: number }
  | { kind: 'globe'; a: number; b: number }
  | { kind: 'wreath'; n: number }
  | undefined {
  let m = /^cube_(\d+)\/(\d+)\/(\d+)$/.exec(type);
  if (m && m[1] === m[2] && m[2] === m[3]) return { kind: 'cube', n: Number(m[1]) };
  m = /^globe_(\d+)\/(\d+)$/.exec(type);
  if (m) return { kind: 'globe', a: Number(m[1]), b: Number(m[2]) };
  m = /^wreath_(\d+)\/(\d+)$/.exec(type);
  if (m && m[1] === m[2]) return { kind: 'wreath', n: Number(m[1]) };
  return undefined;
}

/**
 * A rough cost of solving a puzzle (sticker count, heavier for cubes), used to start the slowest
 * puzzles first so that workers finish together.
 */
export function solveCost(puzzle: SantaPuzzle): number {
  const t = parseSantaType(puzzle.type);
  const size = puzzle.solution.length;
  if (!t) return 0;
  if (t.kind === 'cube') return t.n <= 3 ? 2000 : size * 4;
  if (t.kind === 'wreath') return t.n >= 100 ? 1e5 : size * 10;
  return size * 8;
}

/**
 * Solves one Santa 2023 puzzle with the solver of its family (@puz/cube for cube_N/N/N,
 * @puz/globe, @puz/wreath), then replays the answer independently against the puzzle's
 * puzzle_info.csv moves and wildcards. Throws `SolveError` rather than return a bad answer.
 */
export function solvePuzzle(
  puzzle: SantaPuzzle,
  type: PuzzleType | undefined,
  options: SolvePuzzleOptions = {},
): PuzzleSolution {
  const t0 = performance.now();
  const kind = parseSantaType(puzzle.type);
  if (!type || !kind)
    throw new SolveError(puzzle.id, `unknown puzzle type ${puzzle.type} (not in puzzle_info.csv)`);
  const common = {
    wildcards: puzzle.numWildcards,
    ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  let solver: string;
  let result: { moves: string[]; optimal: boolean };
  try {
    if (kind.kind === 'cube') {
      if (kind.n === 2) {
        solver = 'cube2';
        result = solveSantaCube2(puzzle.initial, puzzle.solution, common);
      } else if (kind.n === 3) {
        solver = 'cube3';
        result = solveSantaCube3(puzzle.initial, puzzle.solution, common);
      } else {
        solver = 'cubeN';
        result = solveSantaCubeN(kind.n, puzzle.initial, puzzle.solution, common);
      }
    } else if (kind.kind === 'globe') {
      solver = 'globe';
      result = solveGlobe(kind.a, kind.b, puzzle.initial, puzzle.solution, common);
    } else {
      solver = 'wreath';
      result = solveWreath(kind.n, puzzle.initial, puzzle.solution, common);
    }
  } catch (error) {
    throw new SolveError(puzzle.id, `${puzzle.type}: ${(error as Error).message}`);
  }
  const check = checkPuzzleSolution(puzzle, type, result.moves);
  if (!check.valid)
    throw new SolveError(
      puzzle.id,
      `${puzzle.type}: the ${solver} solver's answer fails the replay (${check.message}); this is a bug`,
    );
  return {
    id: puzzle.id,
    type: puzzle.type,
    solver,
    moves: result.moves,
    optimal: result.optimal,
    ms: performance.now() - t0,
  };
}
