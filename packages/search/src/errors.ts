import type { SearchStats } from './problem.js';

/** A search stopped by its `nodeLimit`; `stats` say how far it got. */
export class SearchLimitError extends Error {
  override readonly name = 'SearchLimitError';
  readonly stats: SearchStats;

  constructor(limit: number, stats: SearchStats) {
    super(`search stopped after expanding ${limit.toLocaleString('en-US')} states (nodeLimit)`);
    this.stats = stats;
  }
}

/** A problem that breaks the rules its algorithm needs (e.g. a negative edge cost for Dijkstra). */
export class InvalidProblemError extends Error {
  override readonly name = 'InvalidProblemError';
}
