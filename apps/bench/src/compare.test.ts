import { describe, expect, test } from 'vitest';
import { compareReports, compareRow, spread } from './compare.js';
import type { BenchReport, Row } from './types.js';

const row = (median: number, min = median, max = median, name = 'x'): Row => ({
  suite: 's',
  name,
  source: 'measured',
  runs: 5,
  min,
  median,
  max,
  figures: {},
});

describe('compareRow: median slower by more than max(25%, 3 x spread)', () => {
  test.each([
    // old median, new median, spread-free rows: 25% is the threshold
    [100, 124, 'same'],
    [100, 126, 'slower'],
    [100, 79, 'faster'],
    [100, 81, 'same'],
  ] as const)('%d ms -> %d ms is %s', (old, now, verdict) => {
    expect(compareRow(row(old), row(now))?.verdict).toBe(verdict);
  });

  test('a noisy row needs a bigger change: spread 20% -> threshold 60%', () => {
    const old = row(100, 90, 110);
    expect(spread(old)).toBeCloseTo(0.2);
    const c = compareRow(old, row(150));
    expect(c?.threshold).toBeCloseTo(0.6);
    expect(c?.verdict).toBe('same');
    expect(compareRow(old, row(170))?.verdict).toBe('slower');
  });

  test('the larger spread of the two runs counts', () => {
    expect(compareRow(row(100), row(130, 100, 160))?.verdict).toBe('same');
  });

  test.each([
    [1, 2.4, 'same'],
    [1, 2.6, 'slower'],
    [3, 1.45, 'same'],
    [3, 1.55, 'slower'],
  ] as const)('%d sample(s): x%d is %s (floor 150% / 50%)', (runs, factor, verdict) => {
    const one = (median: number): Row => ({ ...row(median), runs });
    expect(compareRow(one(100), one(100 * factor))?.verdict).toBe(verdict);
  });

  test('quoted rows are never compared', () => {
    expect(compareRow({ ...row(100), source: 'quoted' }, row(200))).toBeUndefined();
  });
});

test('compareReports matches rows by suite and name', () => {
  const report = (rows: Row[]): BenchReport => ({
    version: 1,
    date: '',
    quick: true,
    machine: { cpus: '', cores: 2, memGiB: 1, node: '20', platform: 'linux' },
    suites: [{ suite: 's', status: 'ok', rows, ms: 1, peakRss: 1 }],
    wallMs: 1,
  });
  const cs = compareReports(
    report([row(10, 10, 10, 'a'), row(10, 10, 10, 'gone')]),
    report([row(20, 20, 20, 'a'), row(5, 5, 5, 'new')]),
  );
  expect(cs.map((c) => [c.name, c.verdict])).toEqual([['a', 'slower']]);
});
