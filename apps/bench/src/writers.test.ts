import { describe, expect, test } from 'vitest';
import { blockBar, ratioBars, toSvg, toTerminalBars } from './chart.js';
import { compareReports } from './compare.js';
import { formatMs } from './format.js';
import { toMarkdown } from './markdown.js';
import type { BenchReport } from './types.js';

const report: BenchReport = {
  version: 1,
  date: '2026-11-22T00:00:00.000Z',
  quick: true,
  machine: { cpus: 'Test CPU', cores: 2, memGiB: 24, node: '20.20.2', platform: 'linux-x64' },
  wallMs: 1234,
  suites: [
    {
      suite: 'cube3',
      status: 'ok',
      ms: 1000,
      peakRss: 100 * 2 ** 20,
      rows: [
        {
          suite: 'cube3',
          name: 'puz a|b',
          source: 'measured',
          runs: 3,
          min: 1,
          median: 2,
          max: 3,
          figures: { 'mean HTM': 20.55, nodes: 1234567 },
          ratios: [{ vs: 'cubejs', value: 40, what: 'time' }],
        },
        {
          suite: 'cube3',
          name: 'quoted one',
          source: 'quoted',
          runs: 0,
          figures: { best: 315 },
          note: 'README',
        },
        {
          suite: 'cube3',
          name: 'slow <one>',
          source: 'measured',
          runs: 1,
          min: 8,
          median: 8,
          max: 8,
          figures: {},
          ratios: [{ vs: 'x & y', value: 0.5, what: 'time' }],
        },
      ],
    },
    { suite: 'nxn', status: 'skipped', note: 'no data', ms: 1, peakRss: 0, rows: [] },
  ],
};

describe('toMarkdown', () => {
  const md = toMarkdown(report);
  test('one row per benchmark with escaped pipes, figures and ratios', () => {
    expect(md).toContain(
      '| cube3 | puz a\\|b | measured | 3 | 1.00 ms | 2.00 ms | 3.00 ms | mean HTM 20.6, nodes 1,234,567 | 40.0x vs cubejs |',
    );
    expect(md).toContain('| cube3 | quoted one | quoted |  |  |  |  | best 315 (README) |  |');
  });
  test('a suite table with status and notes', () => {
    expect(md).toContain('| nxn | skipped |');
    expect(md).toContain('no data');
  });
  test('every table row has the header column count', () => {
    for (const line of md
      .split('\n')
      .filter((l) => /^\| cube3 \| .* \| (measured|quoted) \|/.test(l)))
      expect(line.replace(/\\\|/g, '').split('|').length).toBe(11);
  });
  test('with a comparison, a verdict table', () => {
    const slower = structuredClone(report);
    const r = slower.suites[0]?.rows[0];
    if (r) Object.assign(r, { min: 4, median: 4, max: 4 });
    const text = toMarkdown(slower, compareReports(report, slower));
    expect(text).toContain('| cube3 | puz a\\|b | 2.00 ms | 4.00 ms | 2.00 | ±300% | same |');
  });
});

describe('charts', () => {
  const bars = ratioBars(report);
  test('ratio bars from every row with a ratio', () => {
    expect(bars.map((b) => b.value)).toEqual([40, 0.5]);
  });
  test('SVG: well-formed, escaped, one rect per bar', () => {
    const svg = toSvg(bars);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('slow &lt;one&gt; vs x &amp; y');
    expect(svg.match(/<rect /g)?.length).toBe(1 + bars.length);
    expect(svg).toContain('fill="#2e7d32"'); // faster: green
    expect(svg).toContain('fill="#c62828"'); // slower: red
  });
  test('SVG with no bars says so', () => {
    expect(toSvg([])).toContain('no ratios');
  });
  test('terminal bars: faster to the right of |, slower to the left', () => {
    const lines = toTerminalBars(bars, 10).trimEnd().split('\n');
    expect(lines[0]).toMatch(/\|█+.*40\.0x$/);
    expect(lines[1]).toMatch(/█+\| +0\.50x$/);
  });
  test.each([
    [0, ''],
    [1, '████'],
    [0.5, '██'],
    [1 / 32, '▏'],
  ])('blockBar(%d, 4) = %j', (f, s) => {
    expect(blockBar(f, 4)).toBe(s);
  });
});

test.each([
  [0.0005, '0.50 µs'],
  [0.25, '250 µs'],
  [2.5, '2.50 ms'],
  [250, '250 ms'],
  [25_000, '25.0 s'],
])('formatMs(%d) = %s', (ms, s) => {
  expect(formatMs(ms)).toBe(s);
});
