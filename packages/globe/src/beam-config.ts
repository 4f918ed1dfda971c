import type { SolveGlobeOptions } from './options.js';
import { defaultBeamWidth } from './rough.js';

/* The rough beam's defaults that depend on the budget: its width and its 7-move words. */

/**
 * The beam width of a pair of n cells: the default scaled by `budgetMs` / 2 s, between 1/40 and
 * 3 times (small budgets are asked for quick answers; a Santa batch gives the larger globes 6 s,
 * three times the default width); with `budgetNodes` the default, so that a node-budgeted run
 * never depends on the clock. Measured (budgetMs 2 s, one sitting, loaded machine): globe_3/33
 * #388 default (2,272) 927 moves in 33 s, 3x 842 in 57 s, 4x 848; globe_6/10 #383-384 default
 * 408 moves in 12 s, 4x (16,000) 368 in 84 s.
 */
export function beamWidthFor(options: SolveGlobeOptions, a: number, n: number): number {
  const { budgetNodes, budgetMs = 2000 } = options;
  const full = Math.max(
    50,
    Math.round(defaultBeamWidth(n, Math.floor((a + 1) / 2)) * (options.beamScale ?? 1)),
  );
  if (budgetNodes !== undefined) return full;
  return Math.max(50, Math.round(full * Math.min(MAX_WIDTH_SCALE, budgetMs / 2000)));
}

/**
 * The 7-move words (beam-actions.ts) by default only on pairs of at least 100 cells (globe_3/33,
 * 8/25) with a time budget of at least 15 s (`santa improve`): at the batch budgets, one sitting,
 * globe_3/33 #388 862 → 828 moves for 2.5x the CPU (48 → 120 s), but globe_1/8 #338-340, 6/8
 * #378 and 6/10 #383 were no shorter (582 → 589) for twice the CPU.
 */
export function cycleWordsFor(options: SolveGlobeOptions, n: number): boolean {
  const { budgetNodes, budgetMs = 2000 } = options;
  return budgetNodes === undefined && budgetMs >= 15_000 && n >= 100;
}

/** Most a budget widens the beam (a wider one costs time in proportion; 3x paid as well as 4x). */
const MAX_WIDTH_SCALE = 3;
