import { ParseError, type PermPuzzle, type PuzzleFamily, type SolverEntry } from '@puz/perm';
import { batchBudgetMs, solveSantaCubeN } from '../nxn/solve.js';
import { solveSantaCube3 } from '../santa-small/three.js';
import { solveSantaCube2 } from '../santa-small/two.js';
import { cubePuzzle } from './puzzle.js';

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

/** N of a model built by `cubePuzzle` (6N² stickers). */
const sizeOfPuzzle = (puzzle: PermPuzzle) => Math.round(Math.sqrt(puzzle.size / 6));

const accepts = (test: (n: number) => boolean) => (type: string) => {
  const n = sizeOf(type);
  return n !== undefined && n >= MIN_N && n <= MAX_N && test(n);
};

const solvers: SolverEntry[] = [
  {
    name: 'cube2',
    summary: 'cube_2/2/2: IDA* over (fixed-corner position, rotation), shortest in Santa moves',
    optimal: true,
    accepts: accepts((n) => n === 2),
    solve: (_puzzle, start, goal, options) => solveSantaCube2(start, goal, options),
  },
  {
    name: 'cube3',
    summary: 'cube_3/3/3: two-phase re-expressed in Santa moves over the 24 frames, many variants',
    optimal: false,
    accepts: accepts((n) => n === 3),
    solve: (_puzzle, start, goal, options) => solveSantaCube3(start, goal, options),
  },
  {
    name: 'cubeN',
    summary: 'cube_N/N/N, N >= 4: reduction by commutators, parity and a 3x3x3 stage',
    optimal: false,
    accepts: accepts((n) => n >= 4),
    solve: (puzzle, start, goal, options) =>
      solveSantaCubeN(sizeOfPuzzle(puzzle), start, goal, options),
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
