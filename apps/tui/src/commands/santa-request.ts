import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { SantaDataError, UsageError } from '@puz/perm';
import {
  checkSolution,
  checkSubmissionTarget,
  compareTypes,
  loadSantaData,
  parseIdRanges,
  readMergeTarget,
  type SantaData,
  type SolutionRow,
  SubmissionWriteError,
} from '@puz/santa';

import { santaDataDir } from './santa.js';

/*
 * The command line of `puz santa solve` / `santa improve`, checked in full before any solving.
 */

export interface SantaSolveOptions {
  data?: string;
  out?: string;
  ids?: string;
  jobs?: string;
  budgetMs?: string;
  timeLimitS?: string;
  saveEveryS?: string;
  seed?: string;
  budgetNodes?: string;
  /** `santa improve`: the submission whose rows are the baseline (merged into --out first). */
  in?: string;
  /** Only puzzles of these types (comma-separated Santa type names). */
  types?: string;
  /** `redis://HOST:PORT`: solve on the BullMQ queue there (`puz santa worker`s) instead of threads. */
  queue?: string;
  /** With `--queue`: jobs per puzzle, each with its own seed; the shortest answer is kept. */
  seeds?: string;
  /** `santa improve --polish`: the window optimiser on --in's rows instead of re-solving. */
  polish?: boolean;
  /** With `--polish`: the window optimiser's first ball (states around each point). */
  polishBall?: string;
  json?: boolean;
}

/** How often finished solutions are merged into `--out` while the batch runs, by default. */
const SAVE_EVERY_S = 30;

/** An integer option of at least `min` (undefined when not given); a UsageError otherwise. */
export function positiveInt(
  text: string | undefined,
  what: string,
  min: number,
): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min)
    throw new UsageError(`${what} must be an integer >= ${min}, got "${text}"`);
  return Number(text);
}

/** The data files' and --out's read errors as usage errors: one line, exit 2. */
function usage<T>(f: () => T, note = ''): T {
  try {
    return f();
  } catch (error) {
    if (error instanceof SantaDataError) throw new UsageError(`${error.message}${note}`);
    throw error;
  }
}

/** The early --out check's refusal as a usage error: the path given is wrong, nothing is lost. */
function usageIfUnwritable(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof SubmissionWriteError) throw new UsageError(error.message);
    throw error;
  }
}

/** The checked command line: data, selection, limits and the file to merge into. */
export interface Request {
  dir: string;
  data: SantaData;
  ids: number[] | undefined;
  selected: number[];
  jobs: number | undefined;
  budgetMs: number | undefined;
  timeLimitS: number | undefined;
  saveEveryS: number;
  seed: number | undefined;
  budgetNodes: number | undefined;
  /** `santa improve`'s starting rows (from `--in`). */
  baseline: { file: string; rows: SolutionRow[] } | undefined;
  out: string;
  /** `--queue`: the Redis URL. */
  queue: string | undefined;
  /** `--seeds`: jobs per puzzle on the queue, seeds `seed`, `seed + 1`, … (1 without it). */
  seeds: number;
  /**
   * Selected ids left out: --out has a valid row for them (`santa solve --queue`), or --in has
   * none to polish (`santa improve --polish`).
   */
  skipped: number[];
  /** `--polish`: per selected id, the valid row of --in the window optimiser shortens. */
  polish: Map<number, string[]> | undefined;
  polishBall: number | undefined;
}

/** The selection narrowed to `--types` (each a type of the data). */
function selectTypes(text: string, data: SantaData, ids: readonly number[]): number[] {
  const known = new Set([...data.puzzles.values()].map((p) => p.type));
  const types = text.split(',').map((t) => t.trim());
  const unknown = types.filter((t) => !known.has(t));
  if (unknown.length > 0 || types.length === 0)
    throw new UsageError(
      `--types: ${unknown.map((t) => `"${t}"`).join(', ') || 'none given'} not in the data (its types: ${[...known].sort(compareTypes).join(', ')})`,
    );
  return ids.filter((id) => types.includes(data.puzzles.get(id)!.type));
}

/** `--in`: an existing, fully readable submission. */
function readBaseline(file: string): { file: string; rows: SolutionRow[] } {
  if (!existsSync(file)) throw new UsageError(`--in ${file} does not exist`);
  // Said as what it is: read first, --in is not a file it cannot "write".
  if (!statSync(file).isFile())
    throw new UsageError(`--in ${file} is not a submission file (a directory or a device)`);
  return {
    file,
    rows: usage(() => readMergeTarget(file), ' (--in must be a submission: id,moves)'),
  };
}

/** The selected ids, every one a puzzle of the data; a range past the data is refused at once. */
function selectIds(text: string, dir: string, data: SantaData): number[] {
  const maxId = Math.max(-1, ...data.puzzles.keys());
  let ids: number[];
  try {
    ids = parseIdRanges(text, { maxId });
  } catch (error) {
    throw new UsageError(
      `--ids: ${(error as Error).message}${/past/.test((error as Error).message) ? ` in ${dir}/puzzles.csv` : ''}`,
    );
  }
  const missing = ids.filter((id) => !data.puzzles.has(id));
  if (missing.length > 0)
    throw new UsageError(
      `--ids: no puzzle with id ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''} in ${dir}/puzzles.csv (ids 0-${maxId})`,
    );
  return ids;
}

/**
 * Everything is checked before any solving starts, --out included (its directory can take a
 * new file, it is not a device, what it holds reads in full), so a long run never ends on an
 * error that could have been seen at once.
 */
export function readRequest(options: SantaSolveOptions): Request {
  const dir = santaDataDir(options.data);
  const jobs = positiveInt(options.jobs, '--jobs', 1);
  const budgetMs = positiveInt(options.budgetMs, '--budget-ms', 0);
  const timeLimitS = positiveInt(options.timeLimitS, '--time-limit-s', 1);
  const saveEveryS = positiveInt(options.saveEveryS, '--save-every-s', 1) ?? SAVE_EVERY_S;
  const seed = positiveInt(options.seed, '--seed', 0);
  const budgetNodes = positiveInt(options.budgetNodes, '--budget-nodes', 1);
  const baseline = options.in === undefined ? undefined : readBaseline(resolve(options.in));
  const out = resolve(options.out ?? 'submission.csv');
  // Refused before any work, an --out is a bad argument (exit 2); failing at a save, it is an
  // output that could not be written (exit 74).
  usageIfUnwritable(() => checkSubmissionTarget(out));
  const data = usage(() => loadSantaData(dir));
  const ids = options.ids === undefined ? undefined : selectIds(options.ids, dir, data);
  usage(() => readMergeTarget(out), ' (--out must be a submission: id,moves)');
  const all = ids ?? [...data.puzzles.keys()];
  let selected = options.types === undefined ? all : selectTypes(options.types, data, all);
  // An empty selection would "solve" nothing, exit 0 and score a file it never wrote.
  if (selected.length === 0)
    throw new UsageError(
      options.ids !== undefined && options.types !== undefined
        ? `no puzzle is selected: --ids ${options.ids} has none of --types ${options.types}`
        : `no puzzle is selected: ${dir}/puzzles.csv has none`,
    );
  const queue = options.queue;
  const seeds = positiveInt(options.seeds, '--seeds', 1) ?? 1;
  // Locally the threads share one machine: a second seed there costs the same as running again.
  if (seeds > 1 && queue === undefined)
    throw new UsageError(
      '--seeds is for --queue (each worker takes its own copies); locally, run again with another --seed',
    );
  if (seeds > 1000) throw new UsageError(`--seeds must be at most 1000, got ${seeds}`);
  if (queue !== undefined && options.jobs !== undefined)
    throw new UsageError(
      '--jobs is for local threads; with --queue, each worker sets its own (puz santa worker --jobs N)',
    );
  // On the queue, work is only queued once: a puzzle that --out already answers validly is done
  // (a restarted coordinator finds most of its work there). `santa improve` re-solves them all.
  const skipped: number[] = [];
  if (queue !== undefined && !baseline) {
    const answered = new Set(
      readMergeTarget(out)
        .filter((r) => checkSolution(data, r.id, r.moves).valid)
        .map((r) => r.id),
    );
    skipped.push(...selected.filter((id) => answered.has(id)));
    selected = selected.filter((id) => !answered.has(id));
  }
  let polish: Map<number, string[]> | undefined;
  const polishBall = positiveInt(options.polishBall, '--polish-ball', 16);
  if (polishBall !== undefined && !options.polish)
    throw new UsageError('--polish-ball is for --polish');
  if (options.polish) {
    if (!baseline)
      throw new UsageError('--polish is for santa improve (it shortens the rows of --in)');
    if (queue !== undefined)
      throw new UsageError('--polish runs on local threads; it is not offered with --queue yet');
    if (budgetNodes !== undefined)
      throw new UsageError('--polish is bounded by --budget-ms per row, not --budget-nodes');
    // The shortest valid row of --in per id (a file may hold an id twice).
    polish = new Map();
    for (const row of baseline.rows) {
      const had = polish.get(row.id);
      if (had && had.length <= row.moves.length) continue;
      if (checkSolution(data, row.id, row.moves).valid) polish.set(row.id, [...row.moves]);
    }
    skipped.push(...selected.filter((id) => !polish?.has(id)));
    selected = selected.filter((id) => polish?.has(id));
    if (selected.length === 0)
      throw new UsageError(`--polish: ${baseline.file} has no valid row for the puzzles selected`);
  }
  return {
    dir,
    data,
    ids,
    selected,
    jobs,
    budgetMs,
    timeLimitS,
    saveEveryS,
    // The copies' seeds are named in the report: from --seed, else from 1 as the queue numbers them.
    seed: seeds > 1 ? (seed ?? 1) : seed,
    budgetNodes,
    baseline,
    out,
    queue,
    seeds,
    skipped,
    polish,
    polishBall,
  };
}
