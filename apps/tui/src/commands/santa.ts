import { join } from 'node:path';
import { SantaDataError, UsageError } from '@puz/perm';
import {
  loadSantaData,
  readSubmission,
  resolveDataDir,
  type ScoreReport,
  scoreSubmission,
} from '@puz/santa';
import { EXIT } from '../exit.js';

export interface SantaScoreOptions {
  /** The directory of puzzles.csv and puzzle_info.csv; else `$PUZ_SANTA_DATA`. */
  data?: string;
  /** The submission to score; defaults to the data directory's sample_submission.csv. */
  submission?: string;
  json?: boolean;
}

/** Errors listed in the text output; `--json` lists them all. */
const SHOWN_ERRORS = 20;

function withUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (error) {
    if (error instanceof SantaDataError) throw new UsageError(error.message);
    throw error;
  }
}

const n = (x: number) => x.toLocaleString('en-US');

function table(report: ScoreReport, file: string): string {
  const rows: string[][] = [['type', 'puzzles', 'valid', 'invalid', 'moves']];
  for (const [type, t] of Object.entries(report.byType))
    rows.push([type, n(t.puzzles), n(t.valid), n(t.invalid), n(t.moves)]);
  rows.push([
    'total',
    n(report.valid + report.invalid),
    n(report.valid),
    n(report.invalid),
    n(report.total),
  ]);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const out = [`${file}:`, ...rows.slice(0, -1).map(line), line(rows.at(-1)!)];
  for (const e of report.errors.slice(0, SHOWN_ERRORS))
    out.push(
      `${e.id === null ? 'no id' : `id ${e.id}`}${e.line ? ` (line ${e.line})` : ''}: ${e.message}`,
    );
  if (report.errors.length > SHOWN_ERRORS)
    out.push(`... and ${report.errors.length - SHOWN_ERRORS} more (--json lists them all)`);
  if (report.errors.length === 0)
    out.push(`all ${n(report.valid)} solutions valid: score ${n(report.total)}`);
  return `${out.join('\n')}\n`;
}

/**
 * The Santa data directory: `--data`, else `$PUZ_SANTA_DATA`. An empty `--data ""` (an unset
 * shell variable) is refused: it used to fall back to the environment, a directory not asked for.
 */
export function santaDataDir(data: string | undefined): string {
  if (data === '')
    throw new UsageError('--data is empty: give the directory of puzzles.csv and puzzle_info.csv');
  const dir = resolveDataDir(data);
  if (!dir)
    throw new UsageError(
      'no data directory: pass --data DIR (or set PUZ_SANTA_DATA) with puzzles.csv and puzzle_info.csv',
    );
  return dir;
}

/** `puz santa score`: replay and score a Santa 2023 submission; exit 1 when a row is bad. */
export function santaScoreCommand(options: SantaScoreOptions): { stdout: string; code: number } {
  const dir = santaDataDir(options.data);
  const file = options.submission ?? join(dir, 'sample_submission.csv');
  const data = withUsage(() => loadSantaData(dir));
  const report = scoreSubmission(
    data,
    withUsage(() => readSubmission(file)),
  );
  const code = report.errors.length === 0 ? EXIT.ok : EXIT.noSolution;
  if (options.json) {
    const { total, valid, invalid, byType, errors } = report;
    return { stdout: `${JSON.stringify({ total, valid, invalid, byType, errors })}\n`, code };
  }
  return { stdout: table(report, file), code };
}
