import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  compareTypes,
  loadSantaData,
  mergeSubmissions,
  parseIdRanges,
  readSubmission,
  resolveDataDir,
  type SantaData,
  SantaDataError,
  type SolutionRow,
  type SolveTaskResult,
  scoreSubmission,
  solveBatch,
  writeSubmission,
} from '@puz/santa';
import { EXIT, UsageError } from '../exit.js';
import { progressBar } from '../progress.js';

export interface SantaSolveOptions {
  data?: string;
  out?: string;
  ids?: string;
  jobs?: string;
  budgetMs?: string;
  timeLimitS?: string;
  json?: boolean;
}

/** How often finished solutions are merged into `--out` while the batch runs. */
const SAVE_EVERY_MS = 30_000;

function positiveInt(text: string | undefined, what: string, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`${what} must be an integer >= ${min}, got "${text}"`);
  return Number(text);
}

function loadData(dir: string): SantaData {
  try {
    return loadSantaData(dir);
  } catch (error) {
    if (error instanceof SantaDataError) throw new UsageError(error.message);
    throw error;
  }
}

/** The rows already in `--out`; a file that cannot be read in full is refused, never overwritten. */
function existingRows(file: string): SolutionRow[] {
  if (!existsSync(file)) return [];
  let sub: ReturnType<typeof readSubmission>;
  try {
    sub = readSubmission(file);
  } catch (error) {
    if (error instanceof SantaDataError)
      throw new UsageError(
        `${error.message}; --out must be a submission (id,moves); left unchanged`,
      );
    throw error;
  }
  if (sub.issues.length > 0) {
    const first = sub.issues[0]!;
    throw new UsageError(
      `${file} has ${sub.issues.length} unreadable row(s) (line ${first.line ?? '?'}: ${first.message}); it was left unchanged — fix it or choose another --out`,
    );
  }
  return sub.rows.map(({ id, moves }) => ({ id, moves }));
}

const fmt = (x: number) => x.toLocaleString('en-US');

/**
 * `puz santa solve`: solves the selected puzzles on worker threads and merges the answers into
 * `--out` (a shorter valid row always wins, nothing valid is ever replaced by worse), writing the
 * file atomically every 30 s and at the end, also on Ctrl-C.
 */
export async function santaSolveCommand(
  options: SantaSolveOptions,
  stderr: NodeJS.WriteStream = process.stderr,
): Promise<{ stdout: string; code: number }> {
  const dir = resolveDataDir(options.data);
  if (!dir)
    throw new UsageError(
      'no data directory: pass --data DIR (or set PUZ_SANTA_DATA) with puzzles.csv and puzzle_info.csv',
    );
  const jobs = positiveInt(options.jobs, '--jobs', 1);
  const budgetMs = positiveInt(options.budgetMs, '--budget-ms', 0);
  const timeLimitS = positiveInt(options.timeLimitS, '--time-limit-s', 1);
  let ids: number[] | undefined;
  if (options.ids !== undefined) {
    try {
      ids = parseIdRanges(options.ids);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const data = loadData(dir);
  if (ids) {
    const missing = ids.filter((id) => !data.puzzles.has(id));
    if (missing.length > 0)
      throw new UsageError(
        `--ids: no puzzle with id ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''} in ${dir}/puzzles.csv (ids 0-${data.puzzles.size - 1})`,
      );
  }
  const out = resolve(options.out ?? 'submission.csv');
  let saved = existingRows(out);

  let fresh: SolutionRow[] = [];
  let improved = 0;
  const save = () => {
    if (fresh.length === 0) return;
    const merged = mergeSubmissions(saved, fresh, data);
    improved += merged.improved.length;
    writeSubmission(out, merged.rows);
    saved = merged.rows;
    fresh = [];
  };

  const selected = ids ?? [...data.puzzles.keys()];
  const bar = progressBar(stderr, selected.length);
  const perType = new Map<string, { puzzles: number; solved: number; moves: number; ms: number }>();
  for (const id of selected) {
    const type = data.puzzles.get(id)!.type;
    const t = perType.get(type) ?? { puzzles: 0, solved: 0, moves: 0, ms: 0 };
    t.puzzles++;
    perType.set(type, t);
  }
  let moves = 0;
  const onResult = (r: SolveTaskResult, done: number) => {
    if (r.ok) {
      const s = r.solution;
      fresh.push({ id: s.id, moves: s.moves });
      moves += s.moves.length;
      const t = perType.get(s.type)!;
      t.solved++;
      t.moves += s.moves.length;
      t.ms += s.ms;
    } else {
      bar.log(`id ${r.id}: not solved: ${r.message}`);
    }
    bar.update(done, `${fmt(moves)} moves`);
  };

  const stop = new AbortController();
  const onSigint = () => {
    bar.log('interrupted: saving what is solved…');
    stop.abort();
  };
  process.once('SIGINT', onSigint);
  const timer = setInterval(save, SAVE_EVERY_MS);
  let result: Awaited<ReturnType<typeof solveBatch>>;
  try {
    result = await solveBatch({
      data,
      ...(ids ? { ids } : {}),
      ...(jobs !== undefined ? { jobs } : {}),
      ...(budgetMs !== undefined ? { budgetMs } : {}),
      ...(timeLimitS !== undefined ? { timeLimitMs: timeLimitS * 1000 } : {}),
      signal: stop.signal,
      onResult,
    });
  } finally {
    clearInterval(timer);
    process.removeListener('SIGINT', onSigint);
    save();
    bar.done();
  }

  const score = scoreSubmission(data, readSubmission(out));
  const code = result.failures.length === 0 && !result.aborted ? EXIT.ok : EXIT.noSolution;
  if (options.json) {
    const byType = Object.fromEntries(perType);
    return {
      stdout: `${JSON.stringify({
        out,
        solved: result.solutions.length,
        failures: result.failures,
        aborted: result.aborted,
        moves,
        improved,
        ms: Math.round(result.ms),
        byType,
        file: { total: score.total, valid: score.valid, invalid: score.invalid },
      })}\n`,
      code,
    };
  }
  const rows: string[][] = [['type', 'puzzles', 'solved', 'moves', 'mean s']];
  for (const [type, t] of [...perType].sort((a, b) => compareTypes(a[0], b[0])))
    rows.push([
      type,
      fmt(t.puzzles),
      fmt(t.solved),
      fmt(t.moves),
      t.solved ? (t.ms / t.solved / 1000).toFixed(2) : '-',
    ]);
  rows.push(['total', fmt(selected.length), fmt(result.solutions.length), fmt(moves), '']);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const text = [
    ...rows.map(line),
    `${fmt(result.solutions.length)} of ${fmt(selected.length)} solved in ${(result.ms / 1000).toFixed(1)} s${result.aborted ? ' (interrupted)' : ''}; ${fmt(improved)} improved rows in ${out}`,
    ...result.failures.map((f) => `id ${f.id}: not solved: ${f.message}`),
    `${out}: ${fmt(score.valid)} valid rows, ${fmt(score.invalid)} missing or invalid, score ${fmt(score.total)}`,
  ];
  return { stdout: `${text.join('\n')}\n`, code };
}
