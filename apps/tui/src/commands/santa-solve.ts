import { PuzError, UsageError } from '@puz/perm';
import {
  type BatchResult,
  mergeIntoFile,
  type SantaData,
  type SolutionRow,
  type SolveTaskResult,
  SubmissionWriteError,
  solveBatch,
} from '@puz/santa';
import { EXIT } from '../exit.js';
import { progressBar } from '../progress.js';
import { capAtCores } from './cores.js';
import { fmt, jsonReport, textReport } from './santa-report.js';
import { type Request, readRequest, type SantaSolveOptions } from './santa-request.js';

export type { SantaSolveOptions } from './santa-request.js';

/** Signals that stop the batch and save what is solved, as Ctrl-C does; a second one kills. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const ignore = () => {};

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

export interface TypeTally {
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
  const bar = progressBar(stderr, req.selected.length * req.seeds);
  const perType = typeTally(req);
  let moves = 0;
  /** Each puzzle's shortest answer of this run (with --seeds, copies arrive one by one). */
  const kept = new Map<number, { length: number; ms: number }>();
  const onResult = (r: SolveTaskResult, done: number) => {
    if (r.ok) {
      const s = r.solution;
      saver.add({ id: s.id, moves: s.moves });
      const t = perType.get(s.type)!;
      const before = kept.get(s.id);
      if (!before) t.solved++;
      if (!before || s.moves.length < before.length) {
        moves += s.moves.length - (before?.length ?? 0);
        t.moves += s.moves.length - (before?.length ?? 0);
        t.ms += s.ms - (before?.ms ?? 0);
        kept.set(s.id, { length: s.moves.length, ms: s.ms });
      }
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
        seeds: req.seeds,
        // Saved as each answer arrives (saves queue up behind the one running, merged together).
        onResult: (r, done) => {
          onResult(r, done);
          if (r.ok) save();
        },
      });
    } else {
      if (req.polish && req.skipped.length > 0)
        bar.log(
          `${fmt(req.skipped.length)} selected puzzle(s) have no valid row in ${req.baseline?.file}: not polished`,
        );
      result = await solveBatch({
        ...common,
        ...(req.polish ? { polish: req.polish } : {}),
        ...(req.polishBall !== undefined ? { polishBall: req.polishBall } : {}),
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

/** `santa improve`'s default time per puzzle: the command is for spending time on a file. */
const IMPROVE_BUDGET_MS = 10_000;

/**
 * `puz santa improve`: re-solves the chosen rows of `--in` with more time (default 10 s a puzzle)
 * or another seed (default: from the clock, printed so a run can be repeated) and merges into
 * `--out` (default `--in`) with `santa solve`'s safety, so only improvements are kept. With
 * `--polish` no solver runs: the window optimiser shortens each chosen row of `--in` (any type)
 * for `--budget-ms`, and the replayed, shorter answers are merged the same way.
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
