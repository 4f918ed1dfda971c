import { SearchLimitError, solveLimits, throwIfAborted } from '@puz/perm';
import type { SearchOptions, SearchResult, SearchStats } from './problem.js';

/**
 * Counts a search's work and enforces its options: node limit, AbortSignal, throttled progress.
 * Time is only read every 1024 expansions, so the per-node cost is a counter and a mask.
 */
export class Monitor {
  readonly stats: SearchStats = { expanded: 0, generated: 0, peakFrontier: 0, ms: 0 };
  private readonly started = performance.now();
  private readonly limit: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly onProgress: SearchOptions['onProgress'];
  private readonly interval: number;
  private lastReport: number;

  constructor(options: SearchOptions = {}) {
    const { budgetNodes, budgetMs } = solveLimits(options);
    this.limit = budgetNodes ?? Number.POSITIVE_INFINITY;
    this.deadline = this.started + (budgetMs ?? Number.POSITIVE_INFINITY);
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    this.interval = options.progressIntervalMs ?? 100;
    this.lastReport = this.started;
    throwIfAborted(this.signal, 'the search');
  }

  /** Call once per expansion. */
  expand(frontier: number, depth: number): void {
    const s = this.stats;
    if (frontier > s.peakFrontier) s.peakFrontier = frontier;
    if (++s.expanded > this.limit) {
      s.expanded--;
      s.ms = performance.now() - this.started;
      throw SearchLimitError.nodeLimit(this.limit, { ...s });
    }
    if ((s.expanded & 1023) === 0) this.checkpoint(frontier, depth);
  }

  private checkpoint(frontier: number, depth: number): void {
    throwIfAborted(this.signal, 'the search');
    const now = performance.now();
    if (now > this.deadline) {
      const ms = Math.round(this.deadline - this.started);
      this.stats.ms = now - this.started;
      throw new SearchLimitError(
        `search stopped at its time limit of ${ms.toLocaleString('en-US')} ms (budgetMs)`,
        { ...this.stats },
      );
    }
    if (!this.onProgress) return;
    if (now - this.lastReport < this.interval) return;
    this.lastReport = now;
    const { expanded, generated } = this.stats;
    this.onProgress({ expanded, generated, frontier, depth, ms: now - this.started });
  }

  /** The result; `optimal`: whether the algorithm's answer, when there is one, is the cheapest. */
  finish<S, M>(
    found: { moves: M[]; states: S[]; cost: number } | null,
    optimal: boolean,
  ): SearchResult<S, M> {
    const ms = performance.now() - this.started;
    this.stats.ms = ms;
    if (!found)
      return {
        found: false,
        moves: [],
        length: 0,
        ms,
        optimal: false,
        states: [],
        cost: Number.POSITIVE_INFINITY,
        stats: this.stats,
      };
    return { found: true, ...found, length: found.moves.length, ms, optimal, stats: this.stats };
  }
}

/** Edge costs must be finite and non-negative for every algorithm here. */
export function checkCost(cost: number): number {
  if (!(cost >= 0) || cost === Number.POSITIVE_INFINITY) {
    throw new RangeError(`edge cost must be a finite number >= 0, got ${cost}`);
  }
  return cost;
}
