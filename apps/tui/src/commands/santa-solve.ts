import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { PuzError } from '@puz/perm';
import {
  type BatchResult,
  checkSolution,
  checkSubmissionTarget,
  compareTypes,
  loadSantaData,
  mergeIntoFile,
  mergeSubmissions,
  parseIdRanges,
  readMergeTarget,
  readSubmission,
  type SantaData,
  SantaDataError,
  type SolutionRow,
  type SolveTaskResult,
  SubmissionWriteError,
  scoreSubmission,
  solveBatch,
} from '@puz/santa';
import type { QueueStats } from '@puz/santa/queue';
import { EXIT, UsageError } from '../exit.js';
import { progressBar } from '../progress.js';
import { capAtCores } from './cores.js';
import { santaDataDir } from './santa.js';

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
  json?: boolean;
}

/** How often finished solutions are merged into `--out` while the batch runs, by default. */
const SAVE_EVERY_S = 30;

/** Signals that stop the batch and save what is solved, as Ctrl-C does; a second one kills. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

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

const fmt = (x: number) => x.toLocaleString('en-US');
const ignore = () => {};

/** The checked command line: data, selection, limits and the file to merge into. */
interface Request {
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
  /** Selected ids left out because --out has a valid row for them (`santa solve --queue`). */
  skipped: number[];
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
function readRequest(options: SantaSolveOptions): Request {
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
  return {
    dir,
    data,
    ids,
    selected,
    jobs,
    budgetMs,
    timeLimitS,
    saveEveryS,
    seed,
    budgetNodes,
    baseline,
    out,
    queue,
    skipped,
  };
}

/**
 * Finished answers, merged into `--out` under its lock (`mergeIntoFile`): a shorter valid row
 * wins, a valid row is never lost, other writers' rows are kept. One save runs at a time; rows a
 * failed save could not write stay pending for the next one.
 */
function submissionSaver(out: string, data: SantaData) {
  let pending: SolutionRow[] = [];
  let running: Promise<void> = Promise.resolve();
  const state = {
    improved: 0,
    get pending() {
      return pending.length;
    },
    add(row: SolutionRow) {
      pending.push(row);
    },
    save(): Promise<void> {
      const next = running.then(async () => {
        if (pending.length === 0) return;
        const rows = pending;
        pending = [];
        try {
          const merged = await mergeIntoFile(out, rows, data);
          state.improved += merged.improved.length;
        } catch (error) {
          pending = [...rows, ...pending];
          throw error;
        }
      });
      running = next.catch(() => {});
      return next;
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
 * `--out` (a shorter valid row always wins, nothing valid is ever replaced by worse, other
 * writers' rows are kept), writing the file under its lock every `--save-every-s` (30 s), at the
 * end, and when stopped by Ctrl-C, SIGTERM or SIGHUP.
 */
export async function santaSolveCommand(
  options: SantaSolveOptions,
  stderr: NodeJS.WriteStream = process.stderr,
  note: (line: string) => void = (line) => stderr.write(line),
): Promise<{ stdout: string; code: number }> {
  const req = readRequest(options);
  req.jobs = capAtCores(req.jobs, '--jobs', note);
  if (req.queue !== undefined) {
    // Before anything is written: a bad or unreachable --queue leaves --out as it was.
    // (Loaded only here: no other command needs the queue client.)
    const { checkQueueReachable, parseQueueUrl } = await import('@puz/santa/queue');
    await checkQueueReachable(parseQueueUrl(req.queue));
  }
  const saver = submissionSaver(req.out, req.data);
  if (req.baseline) {
    // --out starts at least as good as --in: improving never loses a row of either.
    for (const row of req.baseline.rows) saver.add(row);
    await saver.save().catch((error) => {
      throw error instanceof PuzError ? new UsageError(error.message) : error;
    });
    saver.improved = 0;
  }
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
  // SIGTERM and SIGHUP (a closed terminal, a job scheduler) stop the batch as Ctrl-C does, and
  // the answers found are saved. A second signal kills at once (the write is atomic, so even that
  // never damages the file): the handlers are removed and the signal sent again. They must stay
  // until then: signal-exit (loaded with the lock library) kills on a signal as soon as its own
  // handlers are the only ones left.
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.signal.aborted) {
      for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
      process.kill(process.pid, signal);
      return;
    }
    stop.abort();
    bar.log(
      `${signal === 'SIGINT' ? 'interrupted' : `stopped by ${signal}`}: saving what is solved…`,
    );
  };
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  // Node ignores SIGXFSZ, so a file-size limit is an EFBIG write error, reported and survived;
  // signal-exit (loaded with the lock library) would re-raise it and kill the process unless
  // another listener is present. The listener stays for the life of the process: the signal
  // reaches JavaScript a loop turn after the failed write, and under load that was after the
  // save had failed and a removed listener had gone (exit by signal instead of 2, once in a full
  // test run).
  if (!process.listeners('SIGXFSZ').includes(ignore)) process.on('SIGXFSZ', ignore);
  // A failed periodic save (a full disk, a long-held lock) keeps its rows for the next one; the
  // reason is shown once, not at every retry.
  let lastFailure = '';
  const save = () =>
    saver.save().then(
      () => {
        lastFailure = '';
      },
      (error) => {
        const message = (error as Error).message;
        if (message !== lastFailure) bar.log(`not saved yet, will retry: ${message}`);
        lastFailure = message;
      },
    );
  const timer = setInterval(save, Math.min(req.saveEveryS * 1000, 2 ** 31 - 1));
  let result: BatchResult | undefined;
  let failure: unknown;
  try {
    const common = {
      data: req.data,
      ids: req.selected,
      ...(req.budgetMs !== undefined ? { budgetMs: req.budgetMs } : {}),
      ...(req.timeLimitS !== undefined ? { timeLimitMs: req.timeLimitS * 1000 } : {}),
      ...(req.seed !== undefined ? { seed: req.seed } : {}),
      ...(req.budgetNodes !== undefined ? { budgetNodes: req.budgetNodes } : {}),
      signal: stop.signal,
    };
    if (req.queue !== undefined) {
      if (req.skipped.length > 0)
        bar.log(
          `${fmt(req.skipped.length)} selected puzzle(s) already have a valid row in ${req.out}: not queued`,
        );
      const { solveOnQueue } = await import('@puz/santa/queue');
      result = await solveOnQueue({
        ...common,
        url: req.queue,
        mode: req.baseline ? 'improve' : 'solve',
        // Saved as each answer arrives (saves queue up behind the one running, merged together).
        onResult: (r, done) => {
          onResult(r, done);
          if (r.ok) save();
        },
      });
    } else {
      result = await solveBatch({
        ...common,
        ...(req.jobs !== undefined ? { jobs: req.jobs } : {}),
        onResult,
      });
    }
  } catch (error) {
    failure = error;
  }
  clearInterval(timer);
  // What was found is saved whatever stopped the batch; the stop handlers stay until it is.
  try {
    await saver.save();
  } catch (error) {
    const lost = `; the ${fmt(saver.pending)} answer(s) found by this run were not saved`;
    if (error instanceof SubmissionWriteError)
      throw new SubmissionWriteError(error.file, error.code, `${error.message}${lost}`);
    throw error instanceof PuzError ? new UsageError(`${error.message}${lost}`) : error;
  } finally {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    bar.done();
  }
  if (!result) throw failure;
  const summary = { result, perType, moves, improved: saver.improved };
  const code = result.failures.length === 0 && !result.aborted ? EXIT.ok : EXIT.noSolution;
  return { stdout: options.json ? jsonReport(req, summary) : textReport(req, summary), code };
}

interface Summary {
  result: BatchResult;
  perType: Map<string, TypeTally>;
  moves: number;
  improved: number;
}

/**
 * Moves of the selected puzzles in some rows (a row missing counts nothing). An id given twice
 * counts once, by the row a merge keeps (the shortest valid): counting both made `--in` look
 * longer than it was and printed "(-1)" beside "0 improved rows".
 */
function selectedMoves(req: Request, rows: readonly SolutionRow[]): number {
  const chosen = new Set(req.selected);
  const once = mergeSubmissions(rows, [], req.data).rows;
  return once.reduce((sum, r) => sum + (chosen.has(r.id) ? r.moves.length : 0), 0);
}

/** `santa improve`: the selected puzzles' moves in --in, and in --out now. */
function improvement(req: Request): { before: number; after: number } | undefined {
  if (!req.baseline || !existsSync(req.out)) return undefined;
  const now = readSubmission(req.out).rows;
  return { before: selectedMoves(req, req.baseline.rows), after: selectedMoves(req, now) };
}

/** The score of `--out` as it is now (other writers' rows included); none when nothing was saved. */
function fileScore(req: Request) {
  if (!existsSync(req.out)) return { total: 0, valid: 0, invalid: req.data.puzzles.size };
  return scoreSubmission(req.data, readSubmission(req.out));
}

/** The queue's figures, when the run went through one. */
function queueStats(result: BatchResult): QueueStats | undefined {
  return 'queue' in result ? (result.queue as QueueStats) : undefined;
}

function queueLines(req: Request, result: BatchResult): string[] {
  const q = queueStats(result);
  if (!q) return [];
  const restarted = q.restarted.length
    ? `; taken back from a stopped worker: id ${q.restarted.join(', ')}`
    : '';
  return [
    `queue: ${fmt(q.added)} job(s) added, ${fmt(q.found)} found finished by an earlier run, ${fmt(req.skipped.length)} skipped (valid in ${req.out})${restarted}`,
  ];
}

function jsonReport(req: Request, { result, perType, moves, improved }: Summary): string {
  const score = fileScore(req);
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
    ...(req.seed !== undefined ? { seed: req.seed } : {}),
    ...(req.baseline ? { in: req.baseline.file, selectedMoves: improvement(req) } : {}),
    ...(req.queue !== undefined ? { skipped: req.skipped, queue: queueStats(result) } : {}),
  })}\n`;
}

function textReport(req: Request, { result, perType, moves, improved }: Summary): string {
  const score = fileScore(req);
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
    ...queueLines(req, result),
    `${req.out}: ${fmt(score.valid)} valid rows, ${fmt(score.invalid)} missing or invalid, score ${fmt(score.total)}`,
  ];
  const gain = improvement(req);
  if (gain)
    text.push(
      `the ${fmt(req.selected.length)} puzzles chosen: ${fmt(gain.before)} moves in ${req.baseline?.file}, ${fmt(gain.after)} now (${fmt(gain.after - gain.before)})${req.seed !== undefined ? `; seed ${req.seed}` : ''}`,
    );
  return `${text.join('\n')}\n`;
}

/** `santa improve`'s default time per puzzle: the command is for spending time on a file. */
const IMPROVE_BUDGET_MS = 10_000;

/**
 * `puz santa improve`: re-solves the chosen rows of `--in` with more time (default 10 s a puzzle)
 * or another seed (default: from the clock, printed so a run can be repeated) and merges into
 * `--out` (default `--in`) with `santa solve`'s safety, so only improvements are kept.
 */
export function santaImproveCommand(
  options: SantaSolveOptions,
  stderr: NodeJS.WriteStream = process.stderr,
  note: (line: string) => void = (line) => stderr.write(line),
): Promise<{ stdout: string; code: number }> {
  if (options.in === undefined)
    throw new UsageError('--in FILE is required: the submission to improve');
  const budget =
    options.budgetMs ?? (options.budgetNodes === undefined ? String(IMPROVE_BUDGET_MS) : undefined);
  return santaSolveCommand(
    {
      ...options,
      out: options.out ?? options.in,
      seed: options.seed ?? String(Math.floor(Date.now() / 1000) % 1_000_000),
      ...(budget !== undefined ? { budgetMs: budget } : {}),
    },
    stderr,
    note,
  );
}
