import type { SolveOptions } from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { solveSantaCube3 } from '../santa-small/three.js';
import { solveSantaCube2 } from '../santa-small/two.js';
import { type CubeModel, santaToTokens } from './model.js';

/*
 * The NxNxN solver's first stage (solve.ts): the corners, as a smaller cube in Santa's own moves.
 * An even cube's corners are a 2x2x2; an odd cube's corners, middle edges and fixed centres are a
 * 3x3x3. Either way the small cube's layer k is one layer of the N-cube (`layers[k]`), so its
 * Santa answer is the N-cube's with the layer numbers renamed.
 */

/**
 * Time the cube_3 solver spends on an odd cube's reduced 3x3 (its variants; the first always
 * runs): 600 ms in a plain solve, 3 s when the solve has 10 s or more (a Santa batch). The 52 odd
 * Santa cubes' reduced 3x3s: 1,315 moves at 600 ms, 1,259 at 3 s (+125 s of one core in all).
 */
export const reducedThreeMs = (solveBudgetMs: number) => (solveBudgetMs >= 10_000 ? 3000 : 600);

interface SmallCube {
  /** 2 or 3. */
  readonly m: number;
  /** The N-cube's layer for each of the small cube's (0..m-1). */
  readonly layers: readonly number[];
  readonly solve: (
    start: string[],
    goal: string[],
    options: Pick<SolveOptions, 'signal' | 'budgetMs'> & { alternatives?: number },
  ) => { moves: string[]; alternatives?: string[][] };
  /** What cannot be solved when the small cube cannot, for the error. */
  readonly what: string;
}

/**
 * The small cube's stickers read off the N-cube, solved, and its answers in N-cube tokens: the
 * shortest first, then up to `k` − 1 others where the small solver offers them.
 */
function solveAsSmallCube(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
  small: SmallCube,
  budgetMs: number,
  k = 1,
): number[][] {
  const { n } = model;
  const { m, layers } = small;
  const sticker = (i: number) => {
    const face = Math.floor(i / (m * m));
    const r = Math.floor((i % (m * m)) / m);
    const c = i % m;
    return face * n * n + (layers[r] as number) * n + (layers[c] as number);
  };
  const labels = (codes: Int32Array) =>
    Array.from({ length: 6 * m * m }, (_, i) => String(codes[sticker(i)]));
  const start = labels(st);
  const goal = labels(tgt);
  if (start.join() === goal.join()) return [[]];
  let answers: string[][];
  try {
    const solved = small.solve(start, goal, {
      ...(m === 3 ? { budgetMs } : {}),
      ...(k > 1 ? { alternatives: k } : {}),
      ...(signal ? { signal } : {}),
    });
    answers = solved.alternatives ?? [solved.moves];
  } catch (error) {
    if (error instanceof InvalidStateError)
      throw new InvalidStateError(error.reason, `${small.what}: ${error.message}`);
    throw error;
  }
  return answers.map((answer) =>
    santaToTokens(
      n,
      answer.map((move) => move.replace(/\d+$/, (d) => String(layers[Number(d)]))),
    ),
  );
}

/**
 * An even cube's corners as a cube_2/2/2: its 24 corner stickers are a 2x2x2 whose layers 0 and 1
 * are the N-cube's outer layers 0 and N-1, so the shortest 2x2x2 answer (IDA*, ~11 moves) turns
 * them home; two-phase on a 3x3 with made-up edges took ~29 Santa moves for the same job. (Other
 * shortest 2x2x2 answers, tried like an odd cube's reduced 3x3s, did not pay: 24 cube_4..10
 * puzzles, six runs each, 8,823 moves with three answers against 8,807 with one.)
 */
export function cornersAsTwo(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
  budgetMs: number,
): number[] {
  const small = {
    m: 2,
    layers: [0, model.n - 1],
    solve: solveSantaCube2,
    what: 'the corners cannot match the target',
  };
  return solveAsSmallCube(model, st, tgt, signal, small, budgetMs)[0] as number[];
}

/**
 * An odd cube's corners, middle edges and fixed centres as a cube_3/3/3: its layers 0, 1 and 2
 * are the N-cube's layers 0, (N-1)/2 and N-1, so the Santa cube_3 solver (quarter turns of any
 * layer, over the 24 frames) turns them home in Santa's own metric, where two-phase counted half
 * turns as one move. The middle slices it uses also move other centre stickers; the centre stages
 * come after. With `k` > 1, up to k distinct answers, the shortest first.
 */
export function reducedThree(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
  budgetMs: number,
  k = 1,
): number[][] {
  const { n } = model;
  const small = {
    m: 3,
    layers: [0, (n - 1) / 2, n - 1],
    solve: solveSantaCube3,
    what: 'the reduced 3x3x3 cannot be solved',
  };
  return solveAsSmallCube(model, st, tgt, signal, small, budgetMs, k);
}
