import type { BenchReport, Row } from './types.js';

/**
 * The regression rule: a row is slower beyond noise when its median grew by more than
 * max(floor, 3 × spread), where spread = the larger of the two runs' relative spreads
 * ((max − min) / median) and the floor is 25% when both rows have >= 5 samples, 50% with 3-4,
 * and 150% (2.5x) with fewer: one or two samples say nothing about the noise. Noisy rows need a
 * bigger change to be flagged; steady rows still need 25%, because these machines are shared and
 * a quiet run can be followed by a busy one. Faster by the same margin is an improvement.
 */
export const MIN_CHANGE = 0.25;
export const SPREAD_FACTOR = 3;

/** The smallest relative change that counts, by the fewer samples of the two rows. */
export function floorFor(runs: number): number {
  return runs >= 5 ? MIN_CHANGE : runs >= 3 ? 0.5 : 1.5;
}

export type Verdict = 'slower' | 'faster' | 'same';

export interface Comparison {
  suite: string;
  name: string;
  oldMedian: number;
  newMedian: number;
  /** newMedian / oldMedian. */
  ratio: number;
  /** The relative change needed to count (max(25%, 3 × spread)). */
  threshold: number;
  verdict: Verdict;
}

/** Relative spread of a row: (max − min) / median, 0 for a single run. */
export function spread(row: Pick<Row, 'min' | 'median' | 'max'>): number {
  if (row.min === undefined || row.max === undefined || !row.median) return 0;
  return (row.max - row.min) / row.median;
}

/** Compares one row timed in two runs. */
export function compareRow(old: Row, now: Row): Comparison | undefined {
  if (old.source !== 'measured' || now.source !== 'measured') return undefined;
  if (!old.median || now.median === undefined) return undefined;
  const threshold = Math.max(
    floorFor(Math.min(old.runs, now.runs)),
    SPREAD_FACTOR * Math.max(spread(old), spread(now)),
  );
  const ratio = now.median / old.median;
  const verdict: Verdict =
    ratio > 1 + threshold ? 'slower' : ratio < 1 / (1 + threshold) ? 'faster' : 'same';
  return {
    suite: now.suite,
    name: now.name,
    oldMedian: old.median,
    newMedian: now.median,
    ratio,
    threshold,
    verdict,
  };
}

/** Every measured row present in both reports (matched by suite and name). */
export function compareReports(old: BenchReport, now: BenchReport): Comparison[] {
  const before = new Map<string, Row>();
  for (const s of old.suites) for (const r of s.rows) before.set(`${r.suite}\u0000${r.name}`, r);
  const out: Comparison[] = [];
  for (const s of now.suites)
    for (const r of s.rows) {
      const o = before.get(`${r.suite}\u0000${r.name}`);
      const c = o && compareRow(o, r);
      if (c) out.push(c);
    }
  return out;
}
