#!/usr/bin/env node

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { UsageError } from '@puz/perm';
import { parseArgs, USAGE } from './args.js';
import { ratioBars, toSvg, toTerminalBars } from './chart.js';
import { type Comparison, compareReports } from './compare.js';
import { findSantaData } from './data.js';
import { toMarkdown } from './markdown.js';
import { runSuites } from './run.js';
import { SUITE_NAMES, SUITES } from './suites/index.js';
import type { BenchReport } from './types.js';

/** The CLI: returns the exit code (0 ok, 1 wrong answer or regression, 2 bad input). */
export async function main(
  argv: readonly string[],
  io: { out: (s: string) => void; err: (s: string) => void } = {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
  },
): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  let old: BenchReport | undefined;
  try {
    args = parseArgs(argv, SUITE_NAMES);
    if (args.compare) {
      try {
        old = JSON.parse(readFileSync(args.compare, 'utf8')) as BenchReport;
      } catch (e) {
        throw new UsageError(`--compare ${args.compare}: ${(e as Error).message}`);
      }
      if (old?.version !== 1 || !Array.isArray(old.suites))
        throw new UsageError(`--compare ${args.compare}: not a puz-bench JSON report`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`puz-bench: ${e.message}\n${USAGE}\n`);
      return 2;
    }
    throw e;
  }
  if (args.version) {
    // apps/bench/package.json, one directory up from src/ (the bin runs src/ under tsx).
    const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
    io.out(`${pkg.version}\n`);
    return 0;
  }
  if (args.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  if (args.list) {
    for (const s of SUITES) io.out(`${s.name.padEnd(11)} ${s.description}\n`);
    return 0;
  }
  const santaData = findSantaData(args.data);
  if (args.data && !santaData) {
    io.err(`puz-bench: --data ${args.data}: no puzzles.csv and puzzle_info.csv there\n`);
    return 2;
  }
  const report = await runSuites(
    SUITES.filter((s) => args.suites.includes(s.name)),
    { quick: args.quick, santaData, log: (line) => io.err(`${line}\n`) },
  );
  const comparisons: Comparison[] | undefined = old ? compareReports(old, report) : undefined;
  const md = toMarkdown(report, comparisons);
  io.out(md);
  const bars = ratioBars(report);
  if (bars.length)
    io.out(
      `\nours vs anchor (log scale, right of | = ours faster / fewer moves):\n${toTerminalBars(bars)}`,
    );
  const write = (file: string, text: string) => {
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(file, text);
  };
  if (args.md) write(args.md, md);
  if (args.json) {
    write(args.json, `${JSON.stringify(report, null, 2)}\n`);
    write(args.json.replace(/(\.json)?$/, '.svg'), toSvg(bars));
  }
  const failed = report.suites.filter((s) => s.status === 'failed');
  const slower = comparisons?.filter((c) => c.verdict === 'slower') ?? [];
  for (const s of failed) io.err(`puz-bench: suite ${s.suite} FAILED: ${s.note}\n`);
  if (slower.length)
    io.err(
      `puz-bench: ${slower.length} row(s) slower than ${args.compare} beyond noise: ${slower.map((c) => `${c.suite}/${c.name}`).join('; ')}\n`,
    );
  io.err(`puz-bench: wall ${(report.wallMs / 1000).toFixed(1)} s\n`);
  return failed.length || slower.length ? 1 : 0;
}

// Run when executed directly (tsx src/cli.ts), not when imported by the tests.
if (
  process.argv[1] &&
  resolve(process.argv[1]).replace(/\.ts$/, '') ===
    resolve(import.meta.filename).replace(/\.ts$/, '')
)
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      process.stderr.write(`puz-bench: ${(e as Error).stack ?? e}\n`);
      process.exit(1);
    },
  );
