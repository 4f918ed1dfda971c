import type { SolveOptions, WildcardSolution } from '@puz/perm';
import { mismatches, replay } from './cubies.js';

/**
 * Options of the cube_2 and cube_3 solvers: perm's shared `SolveOptions`. `budgetMs` is the time
 * to keep looking for shorter answers (cube_3, default 1000; cube_2 is exact and ignores it);
 * `signal` is the hard stop.
 */
export interface SantaSmallOptions extends SolveOptions {
  /** cube_3: the part of the budget spent on variants with a move added first or last (default 0.95). */
  varietyShare?: number;
  /**
   * cube_3: the part of the budget for the two-phase search in Santa's own metric after the
   * face-turn variants (default 0.5; 0: variants only).
   */
  sliceShare?: number;
  /**
   * cube_3: build the exact phase-1 table of that search (~30 s once, then cached on disk) when it
   * is missing (default: when `budgetMs` is at least 4000, as in a batch); else it is used only
   * when in memory or cached, and the search falls back on smaller tables.
   */
  fullTable?: boolean;
  /**
   * cube_3: also return up to this many distinct answers, shortest first (`alternatives`; default
   * 1, the answer alone). An odd N-cube's reduced 3x3 tries several: which one is taken moves the
   * whole N-cube answer far more than the length of the 3x3 part (solve.ts in nxn).
   */
  alternatives?: number;
}

/** The repo's `WildcardSolution`: Santa move names (f0, -r1, ...), to be joined by '.' for a submission. */
export interface SantaSmallSolution extends WildcardSolution {
  /** With `alternatives` > 1: distinct answers, shortest first (the first is `moves`), each replayed. */
  alternatives?: string[][];
}

/** Replays the answer with santaCubeMoves; a wrong answer is a bug, never returned. */
export function finishSolution(
  n: number,
  initial: readonly string[],
  solution: readonly string[],
  moves: string[],
  options: SantaSmallOptions,
  found: { t0: number; optimal: boolean; expanded: number },
): SantaSmallSolution {
  const end = replay(n, initial, moves);
  const bad = mismatches(end, solution);
  if (bad > (options.wildcards ?? 0))
    throw new Error(`cube_${n} answer leaves ${bad} stickers wrong on replay (a bug)`);
  return {
    moves,
    length: moves.length,
    ms: performance.now() - found.t0,
    mismatches: bad,
    optimal: found.optimal,
    stats: { expanded: found.expanded },
  };
}
