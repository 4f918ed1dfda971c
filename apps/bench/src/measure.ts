import type { Ratio, Row } from './types.js';
import { WrongAnswerError } from './types.js';

/** min / median / max of samples (the median of an even count is the lower middle). */
export function summarize(samples: readonly number[]): {
  min: number;
  median: number;
  max: number;
} {
  if (samples.length === 0) throw new RangeError('no samples');
  const s = [...samples].sort((a, b) => a - b);
  return {
    min: s[0] as number,
    median: s[(s.length - 1) >> 1] as number,
    max: s[s.length - 1] as number,
  };
}

/**
 * Runs `task` `runs` times and returns the wall time of each run and the last result. Macro
 * tasks take milliseconds to minutes, where tinybench's per-iteration statistics add nothing.
 */
export async function repeat<T>(
  runs: number,
  task: () => T | Promise<T>,
  options: { warmup?: boolean } = {},
): Promise<{ samples: number[]; result: T }> {
  // A cheap task's first run is mostly JIT compilation: warm-up runs it once untimed.
  if (options.warmup) await task();
  const samples: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = await task();
    samples.push(performance.now() - t0);
  }
  return { samples, result: result as T };
}

/** Throws WrongAnswerError unless `ok` — a suite checks its answers before it reports a time. */
export function expect(ok: boolean, what: string): asserts ok {
  if (!ok) throw new WrongAnswerError(what);
}

/** Asserts two values are equal (compared as JSON), naming the check. */
export function expectEqual<T>(actual: T, expected: T, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new WrongAnswerError(`${what}: got ${a}, expected ${e}`);
}

/** Mean of numbers (NaN for none). */
export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Nodes per second from a count and ms. */
export const perSecond = (count: number, ms: number): number => Math.round((count / ms) * 1000);

/** A measured row from timing samples. */
export function timedRow(
  suite: string,
  name: string,
  samples: readonly number[],
  figures: Row['figures'] = {},
  extra: Partial<Pick<Row, 'ratios' | 'note'>> = {},
): Row {
  return {
    suite,
    name,
    source: 'measured',
    runs: samples.length,
    ...summarize(samples),
    figures,
    ...extra,
  };
}

/** A row of published figures, marked "quoted": never timed here. */
export function quotedRow(suite: string, name: string, figures: Row['figures'], note: string): Row {
  return { suite, name, source: 'quoted', runs: 0, figures, note };
}

/** Adds anchor / ours, by medians, to `ours`: > 1 means ours is faster. */
export function speedRatio(ours: Row, anchor: Row, vs: string): void {
  const r: Ratio = { vs, value: (anchor.median as number) / (ours.median as number), what: 'time' };
  ours.ratios = [...(ours.ratios ?? []), r];
}

/** A row for an anchor that could not run here (a tool absent): a note, never a failure. */
export function skippedRow(suite: string, name: string, note: string): Row {
  return { suite, name, source: 'skipped', runs: 0, figures: {}, note };
}
