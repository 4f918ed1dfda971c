import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { parseArgs } from './args.js';
import { main } from './cli.js';
import { runSuites } from './run.js';
import { SUITE_NAMES, SUITES } from './suites/index.js';
import type { BenchReport, Suite } from './types.js';
import { WrongAnswerError } from './types.js';

function capture() {
  let out = '';
  let err = '';
  return {
    io: {
      out: (s: string) => {
        out += s;
      },
      err: (s: string) => {
        err += s;
      },
    },
    get out() {
      return out;
    },
    get err() {
      return err;
    },
  };
}

describe('arguments', () => {
  test('every suite of the issue exists', () => {
    expect(SUITE_NAMES).toEqual([
      'perm',
      'search',
      'heuristics',
      'maze',
      'cube2',
      'cube3',
      'nxn',
      'globe',
      'wreath',
      'starcraft',
      'santa',
    ]);
  });
  test('--suite a,b, --quick, --json=FILE', () => {
    const a = parseArgs(['--suite', 'maze,perm', '--quick', '--json=x.json'], SUITE_NAMES);
    expect(a).toMatchObject({ suites: ['maze', 'perm'], quick: true, json: 'x.json' });
  });
  test.each([
    [['--suite', 'maze,cube4'], /unknown suite cube4; known: perm, search/],
    [['--suite'], /--suite needs a value/],
    [['--json', '--quick'], /--json needs a value/],
    [['--fast'], /unknown argument --fast/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseArgs(argv, SUITE_NAMES)).toThrow(UsageError);
    expect(() => parseArgs(argv, SUITE_NAMES)).toThrow(message);
  });
  test('--version prints the package version and runs nothing', async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const c = capture();
    expect(await main(['--version'], c.io)).toBe(0);
    expect(c.out).toBe(`${version}\n`);
  });
  test('unknown suite: exit 2 with a clear message, nothing run', async () => {
    const c = capture();
    expect(await main(['--suite', 'nope'], c.io)).toBe(2);
    expect(c.err).toContain('puz-bench: unknown suite nope; known: perm, search, heuristics, maze');
    expect(c.out).toBe('');
  });
  test('--compare with a file that is not a report: exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-bench-test-'));
    writeFileSync(join(dir, 'bad.json'), '{"hello": 1}');
    const c = capture();
    expect(await main(['--compare', join(dir, 'bad.json')], c.io)).toBe(2);
    expect(c.err).toContain('not a puz-bench JSON report');
  });
});

describe('runSuites', () => {
  const ctx = { quick: true, santaData: undefined, log: () => {} };
  test('a wrong answer fails its suite; a skip is not a failure', async () => {
    const wrong: Suite = {
      name: 'w',
      description: '',
      run: async () => {
        throw new WrongAnswerError('2 + 2 = 5');
      },
    };
    const report = await runSuites([wrong], ctx);
    expect(report.suites[0]).toMatchObject({ status: 'failed', note: 'wrong answer: 2 + 2 = 5' });
  });
  test('a full run without the data skips the Santa suites with a note', async () => {
    const nxn = SUITES.find((s) => s.name === 'nxn') as Suite;
    const report = await runSuites([nxn], { ...ctx, quick: false });
    expect(report.suites[0]?.status).toBe('skipped');
    expect(report.suites[0]?.note).toMatch(/no Santa 2023 data/);
  });
});

test('end to end: --quick --suite maze writes JSON, SVG and Markdown, exit 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'puz-bench-test-'));
  const c = capture();
  const json = join(dir, 'out.json');
  const code = await main(
    ['--quick', '--suite', 'maze', '--json', json, '--md', join(dir, 'out.md')],
    c.io,
  );
  expect(code).toBe(0);
  const report = JSON.parse(readFileSync(json, 'utf8')) as BenchReport;
  expect(report.suites.map((s) => [s.suite, s.status])).toEqual([['maze', 'ok']]);
  const medium = report.suites[0]?.rows.find((r) => r.name === 'mediumMaze bfs');
  expect(medium?.figures.cost).toBe(68);
  expect(readFileSync(join(dir, 'out.svg'), 'utf8')).toContain('<svg');
  expect(readFileSync(join(dir, 'out.md'), 'utf8')).toBe(
    c.out.slice(0, readFileSync(join(dir, 'out.md'), 'utf8').length),
  );
  expect(c.out).toContain('| maze | bigMaze bfs | measured | 9 |');
  // The same run compared with itself: nothing is slower.
  const again = capture();
  expect(await main(['--quick', '--suite', 'maze', '--compare', json], again.io)).toBe(0);
  expect(again.out).toContain('| verdict |');
});
