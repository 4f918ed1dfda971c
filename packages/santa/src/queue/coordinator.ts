import { Job, Queue, QueueEvents } from 'bullmq';
import type { BatchResult } from '../batch.js';
import { checkSolution } from '../check.js';
import type { SantaData } from '../data.js';
import { type PuzzleSolution, solveCost } from '../solvers.js';
import type { SolveTaskResult } from '../worker.js';
import {
  bullConnection,
  checkQueueReachable,
  parseQueueUrl,
  QUEUE_NAME,
  QUEUE_PREFIX,
} from './connection.js';
import { QueueUnreachableError } from './errors.js';
import { type JobSettings, type PuzzleJobData, puzzleJobId, seededJobs } from './job.js';

/** Options of `solveOnQueue`: `solveBatch`'s, with the queue instead of threads. */
export interface QueueSolveOptions {
  /** `redis://HOST:PORT`. */
  url: string;
  data: SantaData;
  /** Puzzle ids to solve (default: every puzzle of `data`). */
  ids?: readonly number[];
  /** `solve` (default) or `improve`: part of the run key. */
  mode?: string;
  budgetMs?: number;
  budgetNodes?: number;
  seed?: number;
  /**
   * Jobs per puzzle, each with its own seed (`seed`, `seed + 1`, …; default 1): any worker takes
   * any of them, and the shortest valid answer of each puzzle is kept. With as many copies as
   * workers, more machines buy a better total in the same wall time instead of an idle queue.
   */
  seeds?: number;
  /** Hard per-puzzle limit, enforced by the worker (default 10 min). */
  timeLimitMs?: number;
  /** Times a job is tried when its worker reports an error (default 3). */
  attempts?: number;
  /** How often the jobs' states are read again besides the queue's events (default 5 s). */
  pollMs?: number;
  /** How long closing the queue may wait for Redis at the end (default 5 s). */
  closeTimeoutMs?: number;
  /** Stops waiting: the jobs stay on the queue, and a coordinator restarted later collects them. */
  signal?: AbortSignal;
  /**
   * Called as each job finishes, in completion order (a restart's earlier answers first); with
   * `seeds` > 1 once per copy, `total` counting the copies.
   */
  onResult?: (result: SolveTaskResult, done: number, total: number) => void;
}

/** What the queue did for a run, beside the answers (for reports and measurements). */
export interface QueueStats {
  /** Jobs this run put on the queue (jobs already there, from an earlier run, are not counted). */
  added: number;
  /** Jobs found finished when this run started (a restarted coordinator's earlier work). */
  found: number;
  /** Puzzle ids whose job was started more than once (taken back from a worker that died). */
  restarted: number[];
  /** Over the jobs finished during this run, summed in ms: waiting to be taken, running on a worker
   * (as the queue saw it), solving (as the solver measured it), and from finish to being read here. */
  waitMs: number;
  runMs: number;
  solveMs: number;
  noticeMs: number;
  /** How many jobs those sums are over. */
  timed: number;
}

/** The result of `solveOnQueue`: `solveBatch`'s, with the queue's own figures. */
export interface QueueBatchResult extends BatchResult {
  queue: QueueStats;
}

/** Resolves false after `ms`, without keeping the process alive for it. */
const sleep = (ms: number) =>
  new Promise<false>((resolve) => {
    setTimeout(() => resolve(false), ms).unref();
  });

/** Finished jobs are kept this long, so that a restarted coordinator finds their answers. */
const KEEP_S = 7 * 24 * 3600;

/**
 * The queue's counterpart of `solveBatch`: one job per puzzle on the BullMQ queue at `url`
 * (slowest first), each job carrying its puzzle, moves, budget and seed; answers come back from
 * `puz santa worker`s anywhere. A job's id is the puzzle id plus a key of everything that decides
 * its answer, so adding the jobs again (a restarted coordinator) queues nothing twice and finds
 * the answers already there. Each answer is replayed against `data` before it is reported;
 * a job failed after its attempts is listed in `failures` by id. Throws `QueueUnreachableError`
 * before adding anything when Redis does not answer.
 */
export async function solveOnQueue(options: QueueSolveOptions): Promise<QueueBatchResult> {
  const t0 = performance.now();
  const { data } = options;
  const address = parseQueueUrl(options.url);
  await checkQueueReachable(address);

  /** Ids the coordinator cannot queue, and jobs that failed (kept only if no copy succeeds). */
  const failures: { id: number; message: string }[] = [];
  const jobFailures = new Map<number, string>();
  const ids = [...(options.ids ?? data.puzzles.keys())];
  const known = ids.filter((id) => {
    const puzzle = data.puzzles.get(id);
    if (!puzzle) failures.push({ id, message: `no puzzle with id ${id} in puzzles.csv` });
    else if (!data.types.has(puzzle.type))
      failures.push({ id, message: `unknown puzzle type ${puzzle.type} (not in puzzle_info.csv)` });
    else return true;
    return false;
  });
  known.sort((a, b) => solveCost(data.puzzles.get(b)!) - solveCost(data.puzzles.get(a)!) || a - b);
  const settings: JobSettings = {
    mode: options.mode ?? 'solve',
    ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}),
    ...(options.budgetNodes !== undefined ? { budgetNodes: options.budgetNodes } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs } : {}),
  };
  const jobs = seededJobs(data, known, settings, options.seeds ?? 1);
  const byJobId = new Map<string, PuzzleJobData>(jobs.map((j) => [puzzleJobId(j), j]));

  /** Set when Redis stops answering at the end: no more reconnecting, so the process can end. */
  let givenUp = false;
  const connection = bullConnection(address, () => givenUp);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  // Reads of the event stream block 2 s, not BullMQ's 10: a read left waiting on a lost Redis
  // holds the process that long after a stop.
  const events = new QueueEvents(QUEUE_NAME, {
    connection,
    prefix: QUEUE_PREFIX,
    blockingTimeout: 2000,
  });
  // ioredis retries through a Redis restart; unhandled 'error' events would end the process.
  queue.on('error', () => {});
  events.on('error', () => {});

  const stats: QueueStats = {
    added: 0,
    found: 0,
    restarted: [],
    waitMs: 0,
    runMs: 0,
    solveMs: 0,
    noticeMs: 0,
    timed: 0,
  };
  let started = Number.POSITIVE_INFINITY;
  /** The shortest valid answer of each puzzle so far (copies with other seeds compete). */
  const best = new Map<number, PuzzleSolution>();
  const total = byJobId.size;
  let done = 0;
  const report = (r: SolveTaskResult) => {
    done++;
    if (r.ok) {
      const kept = best.get(r.solution.id);
      if (!kept || r.solution.moves.length < kept.moves.length) best.set(r.solution.id, r.solution);
    } else if (!jobFailures.has(r.id)) jobFailures.set(r.id, r.message);
    options.onResult?.(r, done, total);
  };

  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const pending = new Set(byJobId.keys());
  const jobOptions = (jobId: string) => ({
    jobId,
    attempts: options.attempts ?? 3,
    backoff: { type: 'fixed', delay: 1000 },
    removeOnComplete: { age: KEEP_S },
    removeOnFail: { age: KEEP_S },
  });
  /** Adds the jobs not on the queue yet (adding one that is would do nothing anyway). */
  const add = async (list: string[]) => {
    const states = await Promise.all(list.map((id) => queue.getJobState(id)));
    const missing = list.filter((_, i) => states[i] === 'unknown');
    await queue.addBulk(
      missing.map((id) => ({ name: 'solve', data: byJobId.get(id)!, opts: jobOptions(id) })),
    );
    stats.added += missing.length;
  };

  /** Reads a job's state; a finished one is reported (once), a vanished one queued again. */
  const settle = async (jobId: string): Promise<void> => {
    if (!pending.has(jobId)) return;
    const data = byJobId.get(jobId)!;
    // The state first, then the job: read the other way round, a job finishing in between would
    // look completed with no answer yet. A finished job does not change any more.
    const state = await queue.getJobState(jobId);
    if (state !== 'unknown' && state !== 'completed' && state !== 'failed') return;
    const job = state === 'unknown' ? undefined : await Job.fromId(queue, jobId);
    if (!pending.has(jobId)) return;
    if (!job) {
      // Gone (removed by hand, or kept past its age): queued again.
      await add([jobId]);
      return;
    }
    if (state === 'completed' || state === 'failed') {
      if ((job.attemptsStarted ?? 0) > 1) stats.restarted.push(data.id);
      if ((job.finishedOn ?? 0) < started) stats.found++;
      else if (state === 'completed' && job.processedOn && job.finishedOn) {
        stats.timed++;
        stats.waitMs += Math.max(0, job.processedOn - job.timestamp);
        stats.runMs += job.finishedOn - job.processedOn;
        stats.solveMs += (job.returnvalue as PuzzleSolution | null)?.ms ?? 0;
        stats.noticeMs += Math.max(0, Date.now() - job.finishedOn);
      }
    }
    if (state === 'completed') {
      pending.delete(jobId);
      report(checked(options.data, data, job.returnvalue as PuzzleSolution | null));
    } else if (state === 'failed') {
      pending.delete(jobId);
      report({ ok: false, id: data.id, message: job.failedReason || 'failed on the queue' });
    } else return;
    if (pending.size === 0) finish();
  };
  /** The events only say when to look; `settle` decides, so a missed or repeated event is harmless. */
  const onEvent = ({ jobId }: { jobId: string }) => {
    void settle(jobId).catch(() => {});
  };
  const sweep = async () => {
    for (const jobId of [...pending]) await settle(jobId);
  };

  const onAbort = () => finish();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let poller: NodeJS.Timeout | undefined;
  try {
    events.on('completed', onEvent);
    events.on('failed', onEvent);
    // Subscribed first, then added and read: an answer can arrive at any moment in between.
    // Redis was checked a moment ago; losing it now, before the jobs are on, is the same error.
    const first = (async () => {
      await events.waitUntilReady();
      started = Date.now();
      const list = [...byJobId.keys()];
      for (let i = 0; i < list.length; i += 100) await add(list.slice(i, i + 100));
      await sweep();
    })();
    // A stop is heard here too: a Redis lost in the middle of this waits for ever (the commands
    // wait for it to come back), and SIGTERM went unheard (issue 33).
    first.catch(() => {});
    try {
      await Promise.race([first, finished]);
    } catch (error) {
      throw new QueueUnreachableError(address.url, (error as Error).message);
    }
    if (options.signal?.aborted) return result();
    if (pending.size === 0) finish();
    let sweeping = false;
    poller = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      void sweep()
        .catch(() => {})
        .finally(() => {
          sweeping = false;
        });
    }, options.pollMs ?? 5000);
    if (!options.signal?.aborted) await finished;
  } finally {
    clearInterval(poller);
    options.signal?.removeEventListener('abort', onAbort);
    events.off('completed', onEvent);
    events.off('failed', onEvent);
    // A Redis that went away mid-run held these closes (and SIGTERM) for ever (issue 33): they
    // are tried only while it answers, and for a bounded time.
    const up = await checkQueueReachable(address, 2000).then(
      () => true,
      () => false,
    );
    const closed = async () =>
      Promise.race([
        Promise.allSettled([events.close(), queue.close()]).then(() => true),
        sleep(options.closeTimeoutMs ?? 5000),
      ]);
    if (!up || !(await closed())) {
      // No more reconnecting: the retry strategy ends the connections at their next try.
      givenUp = true;
      void queue.disconnect().catch(() => {});
      void events.disconnect().catch(() => {});
    }
  }
  return result();

  function result(): QueueBatchResult {
    const solutions = [...best.values()].sort((a, b) => a.id - b.id);
    // A puzzle fails only when none of its copies found a valid answer.
    const failed = [...failures];
    for (const [id, message] of jobFailures) if (!best.has(id)) failed.push({ id, message });
    failed.sort((a, b) => a.id - b.id);
    return {
      solutions,
      failures: failed,
      aborted: pending.size > 0,
      ms: performance.now() - t0,
      queue: stats,
    };
  }
}

/** A worker's answer, replayed here against the coordinator's own data before it is believed. */
function checked(
  data: SantaData,
  job: PuzzleJobData,
  solution: PuzzleSolution | null,
): SolveTaskResult {
  if (!solution || !Array.isArray(solution.moves))
    return { ok: false, id: job.id, message: 'the worker returned no answer' };
  const check = checkSolution(data, job.id, solution.moves);
  if (!check.valid)
    return {
      ok: false,
      id: job.id,
      message: `the worker's answer fails the replay here: ${check.message ?? 'invalid'}`,
    };
  return { ok: true, solution: { ...solution, id: job.id, type: job.type } };
}
