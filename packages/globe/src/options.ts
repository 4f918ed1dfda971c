import type { SolveOptions } from '@puz/perm';

/**
 * Options of `solveGlobe`: perm's `SolveOptions`. `budgetMs` (default 2000) is the time spent
 * trying greedy variants of each row pair after the first, keeping the shortest; `budgetNodes`
 * counts variants instead (spread over the pairs), so a seeded run is the same anywhere; the hard stop is
 * `signal` (a `SolveAbortedError`); `seed` drives the noisy variants; `onProgress` gets
 * `{ expanded: variants tried, depth: row pairs done, ms, best: moves so far }`.
 */
export interface SolveGlobeOptions extends SolveOptions {
  /** Minimum time between progress reports, ms (default 100). */
  readonly progressIntervalMs?: number;
  /**
   * Nodes per layer of each row pair's rough beam search (default by pair size and count, 300
   * to 4,000; 0 turns the beam off). Deterministic: it does not depend on `budgetMs`.
   */
  readonly beamWidth?: number;
  /**
   * Candidates the beam builds per node it keeps, ranked by misplaced cells first and then by
   * beam-score.ts (wMis·misplaced + right-row-wrong-place + wrong adjacent pairs); 1 ranks by
   * misplaced cells only (default 3).
   */
  readonly beamRerank?: number;
  /** That score's weight of a misplaced cell (default 2). */
  readonly beamMisWeight?: number;
  /**
   * At most this many beam nodes per layer share one (top, bottom) row offset pair, with
   * reranking (default 0: no cap). Off, as it did not pay at 10 variants with a cap of 40:
   * globe_3/33 #388 927 → 850 moves, but #389 895 → 936, globe_8/25 #396 1,276 →
   * 1,302, globe_6/8 #378 214 → 217 (#391 gave 1,386 with it; the other globe_3/33s 850-936).
   * At the batch budgets, one sitting (bench/batch.ts), a cap of 40 again did not pay: globe_1/8
   * #338-339 132 → 132 moves, 6/8 #378-379 394 → 398, 6/10 #383-384 376 → 388 (66 → 68 s CPU).
   */
  readonly beamOffsetCap?: number;
  /**
   * Seed 001's 7-move single-cycle words f_j·r_s^±1·f_j·r_t^±1·f_j·r_t^∓1·f_j as beam actions
   * beside turns, shifts and flips (beam-actions.ts). Default: on for pairs of at least 100
   * cells with a time budget of at least 15 s, else off (beam-config.ts: they cost about twice
   * the CPU, and paid only on globe_3/33).
   */
  readonly beamCycleWords?: boolean;
  /**
   * Merge the row pairs' answers by dynamic programming (shared flip brackets, re-indexed
   * blocks; merge.ts) instead of playing them one after the other (default true).
   */
  readonly mergePairs?: boolean;
  /** Also finish each rough start by 3-cycles inserted anywhere (insert.ts; default true). */
  readonly insertCycles?: boolean;
  /**
   * Width of a beam of insertions (insert.ts, layered by cells wrong) run from the best start
   * after the greedy ones (default 0: off). On globe_3/33 #392 width 10 gave 939 moves against
   * 953 at about twice the time; on globe_6/8 nothing: for long runs only.
   */
  readonly insertWidth?: number;
  /** Plain flips allowed in the first pair solved (they move the other pairs; default true). */
  readonly plainFlips?: boolean;
  /**
   * Time for the window optimiser (@puz/search `shortenWindows`) on the whole answer at the end,
   * ms (default 1,000 for globes of at most 64 cells, else 0: off; see `windowBall`). With
   * `budgetNodes` any value > 0 only turns it on: its passes, not the clock, bound it.
   */
  readonly windowMs?: number;
  /** Factor on the default beam width (default 1). */
  readonly beamScale?: number;
  /** Most greedy variants per row pair, whatever the budget (default 200). */
  readonly maxVariants?: number;
  /**
   * Globes of at most 64 cells: this many whole solves of the portfolio (portfolio.ts; default
   * 3, at most 6; none starts after 10 × budgetMs); 0 solves once, as larger globes do.
   */
  readonly portfolio?: number;
  /** The window optimiser's ball: states around each point of the answer (default 4,000). */
  readonly windowBall?: number;
}
