import { mismatches, replay } from './cubies.js';

export interface SantaSmallOptions {
  /** Positions allowed to differ from the solution state at the end (Santa's num_wildcards). */
  wildcards?: number;
  /** Time to spend (cube_2: a safety limit, default 60 s; cube_3: looking for shorter, default 1 s). */
  budgetMs?: number;
  signal?: AbortSignal;
  /** cube_3: the part of the budget spent on variants with a move added first or last (default 0.95). */
  varietyShare?: number;
}

export interface SantaSmallSolution {
  /** Santa move names (f0, -r1, ...), to be joined by '.' for a submission. */
  moves: string[];
  length: number;
  ms: number;
  /** Positions where the replayed final state differs from the solution state. */
  mismatches: number;
  /** Whether the length is proven shortest. */
  optimal: boolean;
}

/** Replays the answer with santaCubeMoves; a wrong answer is a bug, never returned. */
export function finishSolution(
  n: number,
  initial: readonly string[],
  solution: readonly string[],
  moves: string[],
  options: SantaSmallOptions,
  t0: number,
  optimal: boolean,
): SantaSmallSolution {
  const end = replay(n, initial, moves);
  const bad = mismatches(end, solution);
  if (bad > (options.wildcards ?? 0))
    throw new Error(`cube_${n} answer leaves ${bad} stickers wrong on replay (a bug)`);
  return { moves, length: moves.length, ms: performance.now() - t0, mismatches: bad, optimal };
}
