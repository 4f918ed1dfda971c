import type { Solution, SolveStats, TableProgress } from '@puz/perm';
import type { Move } from '../move.js';

/* The two-phase solver's options and answer (twophase.ts). */

export interface TwoPhaseOptions {
  /**
   * Stop at the first answer this short (default 20, or `maxLength` when that is lower; 0: keep
   * improving until the budget is spent).
   */
  targetLength?: number;
  /**
   * Keep improving for at most this long (default 10 000 ms); the best answer so far is returned.
   * With `maxLength` set it is a hard limit: no answer that short by then is a `SearchLimitError`.
   */
  budgetMs?: number;
  /**
   * Never return more than this many moves. Unset, answers are at most 30 moves and one always
   * comes (every position has a two-phase answer well within that).
   */
  maxLength?: number;
  /**
   * A phase-1 distance table (70 MB in memory): the optimal solver's exact one when it is in memory
   * or the disk cache, else this solver's own, min(distance, 10) (phase1-capped.ts: built in
   * seconds, cached in a 75 MB file). With either, answers at <= 20 come about 5x faster than from
   * the small pair tables alone; the answers are the same.
   * - true: use one, building the capped table when neither is there (once per machine, about
   *   2.3 s of CPU; `onTableBuild` reports how far along).
   * - 'cached': only one that memory or the disk cache already has.
   * - false: the small pair tables only.
   *
   * Default: true, or 'cached' when `budgetMs` is given (a build would overrun a budget).
   */
  fullTable?: boolean | 'cached';
  /** While the capped table is built (`fullTable`): the shared `TableProgress` (`fraction` 0..1). */
  onTableBuild?: (progress: TableProgress) => void;
  /** Stops the search; the best answer so far is returned, or an AbortError thrown if there is none. */
  signal?: AbortSignal;
  /**
   * Also search the position after each of 8 pre-moves (min2phase): more candidates per length,
   * so shorter answers within a budget, at some cost in time to the first answer. Default: on when
   * `targetLength` is below 21.
   */
  preMoves?: boolean;
  /**
   * false (default): the answer leads with the rotation (x, y, z: free in HTM) that brings the
   * centres home and ends on the solved facelet string. true: face turns only, ending solved in
   * whatever orientation the centres show.
   */
  anyOrientation?: boolean;
}

/** `expanded`: nodes visited in both phases; `probes`: phase-1 solutions tried (each finished by a
 * phase-2 search). */
export interface TwoPhaseStats extends SolveStats {
  probes: number;
}

/**
 * The repo's `Solution` in WCA `Move`s: the rotation first (unless anyOrientation), then face
 * turns; `length` counts face turns (HTM: rotations count 0); never proven shortest.
 */
export interface TwoPhaseSolution extends Solution<Move> {
  optimal: false;
  stats: TwoPhaseStats;
}
