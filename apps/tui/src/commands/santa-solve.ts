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

/** The checked command line: data, selection, limits and the file to merge into. */
interface Request {
  dir: string;
  data: SantaData;
  ids: number[] | undefined;
  selected: number[];
  jobs: number | undefined;
  budgetMs: number | undefined;
  timeLimitS: number | undefined;
  out: string;
}

function readRequest(options: SantaSolveOptions): Request {
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
  const selected = ids ?? [...data.puzzles.keys()];
  return { dir, data, ids, selected, jobs, budgetMs, timeLimitS, out };
}

/** Finished answers merged into `--out`: a shorter valid row wins, a valid row is never lost. */
function submissionSaver(out: string, data: SantaData) {
  let saved = existingRows(out);
  let fresh: SolutionRow[] = [];
  const state = {
    improved: 0,
    add(row: SolutionRow) {
      fresh.push(row);
    },
    save() {
      if (fresh.length === 0) return;
      const merged = mergeSubmissions(saved, fresh, data);
      state.improved += merged.improved.length;
      writeSubmission(out, merged.rows);
      saved = merged.rows;
      fresh = [];
    },
  };
  return state;
}

interface TypeTally {
  puzzles: number;
  solved: number;
  moves: number;
  ms: number;
}

/** Per-type counts of the selection, filled in as answers arrive. */
function typeTally(req: Request): Map<string, TypeTally> {
  const perType = new Map<string, TypeTally>();
  for (const id of req.selected) {
    const type = req.data.puzzles.get(id)!.type;
    const t = perType.get(type) ?? { puzzles: 0, solved: 0, moves: 0, ms: 0 };
    t.puzzles++;
    perType.set(type, t);
  }
  return perType;
}

/**
 * `puz santa solve`: solves the selected puzzles on worker threads and merges the answers into
 * `--out` (a shorter valid row always wins, nothing valid is ever replaced by worse), writing the
 * file atomically every 30 s and at the end, also on Ctrl-C.
 */
export async function santaSolveCommand(
  options: SantaSolveOptions,
  stderr: NodeJS.WriteStream = process.stderr,
): Promise<{ stdout: string; code: number }> {
  const req = readRequest(options);
  const saver = submissionSaver(req.out, req.data);
  const bar = progressBar(stderr, req.selected.length);
  const perType = typeTally(req);
  let moves = 0;
  const onResult = (r: SolveTaskResult, done: number) => {
    if (r.ok) {
      const s = r.solution;
      saver.add({ id: s.id, moves: s.moves });
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
  const timer = setInterval(saver.save, SAVE_EVERY_MS);
  let result: BatchResult;
  try {
    result = await solveBatch({
      data: req.data,
      ...(req.ids ? { ids: req.ids } : {}),
      ...(req.jobs !== undefined ? { jobs: req.jobs } : {}),
      ...(req.budgetMs !== undefined ? { budgetMs: req.budgetMs } : {}),
      ...(req.timeLimitS !== undefined ? { timeLimitMs: req.timeLimitS * 1000 } : {}),
      signal: stop.signal,
      onResult,
    });
  } finally {
    clearInterval(timer);
    process.removeListener('SIGINT', onSigint);
    saver.save();
    bar.done();
  }
  const summary = { result, perType, moves, improved: saver.improved };
  const code = result.failures.length === 0 && !result.aborted ? EXIT.ok : EXIT.noSolution;
  return { stdout: options.json ? jsonReport(req, summary) : textReport(req, summary), code };
}

type BatchResult = Awaited<ReturnType<typeof solveBatch>>;

interface Summary {
  result: BatchResult;
  perType: Map<string, TypeTally>;
  moves: number;
  improved: number;
}

function jsonReport(req: Request, { result, perType, moves, improved }: Summary): string {
  const score = scoreSubmission(req.data, readSubmission(req.out));
  return `${JSON.stringify({
    out: req.out,
    solved: result.solutions.length,
    failures: result.failures,
    aborted: result.aborted,
    moves,
    improved,
    ms: Math.round(result.ms),
    byType: Object.fromEntries(perType),
    file: { total: score.total, valid: score.valid, invalid: score.invalid },
  })}\n`;
}

function textReport(req: Request, { result, perType, moves, improved }: Summary): string {
  const score = scoreSubmission(req.data, readSubmission(req.out));
  const rows: string[][] = [['type', 'puzzles', 'solved', 'moves', 'mean s']];
  for (const [type, t] of [...perType].sort((a, b) => compareTypes(a[0], b[0])))
    rows.push([
      type,
      fmt(t.puzzles),
      fmt(t.solved),
      fmt(t.moves),
      t.solved ? (t.ms / t.solved / 1000).toFixed(2) : '-',
    ]);
  rows.push(['total', fmt(req.selected.length), fmt(result.solutions.length), fmt(moves), '']);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const text = [
    ...rows.map(line),
    `${fmt(result.solutions.length)} of ${fmt(req.selected.length)} solved in ${(result.ms / 1000).toFixed(1)} s${result.aborted ? ' (interrupted)' : ''}; ${fmt(improved)} improved rows in ${req.out}`,
    ...result.failures.map((f) => `id ${f.id}: not solved: ${f.message}`),
    `${req.out}: ${fmt(score.valid)} valid rows, ${fmt(score.invalid)} missing or invalid, score ${fmt(score.total)}`,
  ];
  return `${text.join('\n')}\n`;
}
