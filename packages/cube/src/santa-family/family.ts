import {
  ParseError,
  type PermPuzzle,
  type PuzzleFamily,
  type SolverEntry,
  UnknownPuzzleError,
} from '@puz/perm';
import { batchBudgetMs, solveSantaCubeN } from '../nxn/solve.js';
import { cubePuzzle } from '../santa/puzzle.js';
import { solveSantaCube3 } from '../santa-small/three.js';
import { solveSantaCube2 } from '../santa-small/two.js';

/** Cube sizes the family builds (Santa 2023 has 2..10, 19 and 33). */
const MIN_N = 2;
const MAX_N = 33;
const TYPE = /^cube_(\d+)\/(\d+)\/(\d+)$/;
/**
 * A batch's cube_3 budget: Santa ids 30-41 took 311 moves at 1 s each, 297 at 5 s; 8 s (issue 28:
 * 120 puzzles on 2 threads, about 3 minutes more) gives the Santa-metric search more depth.
 */
const CUBE3_BATCH_MS = 8000;

/** N of `cube_N/N/N`, or undefined for any other name. */
function sizeOf(type: string): number | undefined {
  const m = TYPE.exec(type);
  return m && m[1] === m[2] && m[2] === m[3] ? Number(m[1]) : undefined;
}

/** N of a type the family can build; a `ParseError` otherwise. */
function buildableSize(type: string): number {
  const n = sizeOf(type);
  if (n === undefined || n < MIN_N || n > MAX_N)
    throw new ParseError(
      `"${type}" is not a cube the cube family builds (cube_N/N/N with N = ${MIN_N}..${MAX_N})`,
      type,
      0,
      type,
    );
  return n;
}

/** N of the puzzles recognised so far (each compared with `cubePuzzle(N)` once). */
const recognised = new WeakMap<PermPuzzle, number>();

/**
 * N when `puzzle` is Santa's N×N×N cube by structure: 6N² positions, 3N base moves, each equal
 * to `cubePuzzle(N)`'s of the same name. Its name is never read.
 */
function identifySize(puzzle: PermPuzzle): number | undefined {
  const known = recognised.get(puzzle);
  if (known !== undefined) return known;
  const n = Math.round(Math.sqrt(puzzle.size / 6));
  if (n < MIN_N || n > MAX_N || 6 * n * n !== puzzle.size || puzzle.baseMoves.length !== 3 * n)
    return undefined;
  if (!cubePuzzle(n).sameMoves(puzzle)) return undefined;
  recognised.set(puzzle, n);
  return n;
}

/** N of the cube a solver is handed; an `UnknownPuzzleError` when it is not one (or not `want`). */
function sizeOfPuzzle(puzzle: PermPuzzle, want?: (n: number) => boolean): number {
  const n = identifySize(puzzle);
  if (n === undefined || (want && !want(n)))
    throw new UnknownPuzzleError(
      `"${puzzle.name}" is not a cube this solver solves (${puzzle.size} positions, moves ${puzzle.someMoves()})`,
    );
  return n;
}

const accepts = (test: (n: number) => boolean) => (type: string) => {
  const n = sizeOf(type);
  return n !== undefined && n >= MIN_N && n <= MAX_N && test(n);
};

// Each solver checks that the puzzle it is handed is the cube of its size, then searches its own
// fast model of that cube (santa-small's SmallCube, nxn's CubeModel): the same puzzle, so the
// answer is in this puzzle's move names, and the registry replays it on this puzzle.
const solvers: SolverEntry[] = [
  {
    name: 'cube2',
    summary: 'cube_2/2/2: IDA* over (fixed-corner position, rotation), shortest in Santa moves',
    optimal: true,
    accepts: accepts((n) => n === 2),
    solve: (puzzle, start, goal, options) => {
      sizeOfPuzzle(puzzle, (n) => n === 2);
      return solveSantaCube2(start, goal, options);
    },
  },
  {
    name: 'cube3',
    summary: 'cube_3/3/3: two-phase re-expressed in Santa moves over the 24 frames, many variants',
    optimal: false,
    accepts: accepts((n) => n === 3),
    solve: (puzzle, start, goal, options) => {
      sizeOfPuzzle(puzzle, (n) => n === 3);
      return solveSantaCube3(start, goal, options);
    },
  },
  {
    name: 'cubeN',
    summary: 'cube_N/N/N, N >= 4: reduction by commutators, parity and a 3x3x3 stage',
    optimal: false,
    accepts: accepts((n) => n >= 4),
    solve: (puzzle, start, goal, options) =>
      solveSantaCubeN(
        sizeOfPuzzle(puzzle, (n) => n >= 4),
        start,
        goal,
        options,
      ),
  },
];

/**
 * The cube family of the shared registry: `cube_N/N/N` for N = 2..33 in Santa 2023's sticker
 * order and move names (`cubePuzzle`), with the Santa cube solvers (`cube2` for N = 2, `cube3`
 * for N = 3, `cubeN` above).
 */
export const cubeFamily: PuzzleFamily = {
  name: 'cube',
  types: `cube_N/N/N (N = ${MIN_N}..${MAX_N})`,
  owns: (type) => sizeOf(type) !== undefined,
  identify: (puzzle) => {
    const n = identifySize(puzzle);
    return n === undefined ? undefined : `cube_${n}/${n}/${n}`;
  },
  puzzle: (type) => cubePuzzle(buildableSize(type)),
  solved: (type) => cubePuzzle(buildableSize(type)).solved as readonly string[],
  solvers,
  // As santa's scheduling had it: small cubes a fixed cost, big ones by sticker count.
  cost: (type) => {
    const n = buildableSize(type);
    return n <= 3 ? 2000 : 6 * n * n * 4;
  },
  batchBudgetMs: (type) => {
    const n = sizeOf(type);
    if (n === 3) return CUBE3_BATCH_MS;
    return n !== undefined && n >= 4 ? batchBudgetMs(n) : undefined;
  },
};
