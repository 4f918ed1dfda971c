import { InvalidStateError } from '../errors.js';
import { solveSantaCube3 } from '../santa-small/three.js';
import { solveSantaCube2 } from '../santa-small/two.js';
import { type CubeModel, santaToTokens } from './model.js';

/*
 * The NxNxN solver's first stage (solve.ts): the corners, as a smaller cube in Santa's own moves.
 * An even cube's corners are a 2x2x2; an odd cube's corners, middle edges and fixed centres are a
 * 3x3x3.
 */

/**
 * An even cube's corners as a cube_2/2/2: its 24 corner stickers are a 2x2x2 whose layers 0 and 1
 * are the N-cube's outer layers 0 and N-1, so the shortest 2x2x2 answer (IDA*, ~11 moves) turns
 * them home; two-phase on a 3x3 with made-up edges took ~29 Santa moves for the same job.
 */
export function cornersAsTwo(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
): number[] {
  const { n } = model;
  const sticker = (i: number) => {
    const face = Math.floor(i / 4);
    const r = Math.floor((i % 4) / 2);
    const c = i % 2;
    return face * n * n + r * (n - 1) * n + c * (n - 1);
  };
  const labels = (codes: Int32Array) =>
    Array.from({ length: 24 }, (_, i) => String(codes[sticker(i)]));
  const start = labels(st);
  const goal = labels(tgt);
  if (start.join() === goal.join()) return [];
  let answer: string[];
  try {
    answer = solveSantaCube2(start, goal, signal ? { signal } : {}).moves;
  } catch (error) {
    if (error instanceof InvalidStateError)
      throw new InvalidStateError(
        'corner',
        `the corners cannot match the target: ${error.message}`,
      );
    throw error;
  }
  return santaToTokens(
    n,
    answer.map((m) => m.replace(/1$/, String(n - 1))),
  );
}

/** Time the cube_3 solver spends on an odd cube's reduced 3x3 (its variants; the first always runs). */
const REDUCED_THREE_MS = 600;

/**
 * An odd cube's corners, middle edges and fixed centres as a cube_3/3/3: its layers 0, 1 and 2
 * are the N-cube's layers 0, (N-1)/2 and N-1, so the Santa cube_3 solver (quarter turns of any
 * layer, over the 24 frames) turns them home in Santa's own metric, where two-phase counted half
 * turns as one move. The middle slices it uses also move other centre stickers; the centre stages
 * come after.
 */
export function reducedThree(
  model: CubeModel,
  st: Int32Array,
  tgt: Int32Array,
  signal: AbortSignal | undefined,
): number[] {
  const { n } = model;
  const mid = (n - 1) / 2;
  const at = (k: number) => (k === 0 ? 0 : k === 1 ? mid : n - 1);
  const sticker = (i: number) =>
    Math.floor(i / 9) * n * n + at(Math.floor((i % 9) / 3)) * n + at(i % 3);
  const labels = (codes: Int32Array) =>
    Array.from({ length: 54 }, (_, i) => String(codes[sticker(i)]));
  const start = labels(st);
  const goal = labels(tgt);
  if (start.join() === goal.join()) return [];
  let answer: string[];
  try {
    answer = solveSantaCube3(start, goal, {
      budgetMs: REDUCED_THREE_MS,
      ...(signal ? { signal } : {}),
    }).moves;
  } catch (error) {
    if (error instanceof InvalidStateError)
      throw new InvalidStateError(
        error.reason,
        `the reduced 3x3x3 cannot be solved: ${error.message}`,
      );
    throw error;
  }
  const layer = ['0', String(mid), String(n - 1)];
  return santaToTokens(
    n,
    answer.map((m) => m.replace(/[012]$/, (d) => layer[Number(d)] as string)),
  );
}
