import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { santaPool } from '../batch.js';
import { checkPuzzleSolution } from '../check.js';
import { defaultTimeLimitMs, type PuzzleSolution } from '../solvers.js';
import { timerDelay } from '../timer.js';
import type { QueueSolveTask, SolveTaskResult } from '../worker.js';
import {
  bullConnection,
  checkQueueReachable,
  parseQueueUrl,
  QUEUE_NAME,
  QUEUE_PREFIX,
} from './connection.js';
import { isPuzzleJob, jobPuzzle, type PuzzleJobData } from './job.js';

/** Options of `runQueueWorker`. */
export interface QueueWorkerOptions {
  /** `redis://HOST:PORT`. */
  url: string;
  /** Puzzles solved at once, each on its own thread (default 1). */
  jobs?: number;
  /**
   * How long a job's lock lasts without renewal (default 30 s): a killed worker's jobs go back
   * on the queue this long after it died. The lock is renewed from the main thread, which stays
   * idle while the threads solve.
   */
  lockMs?: number;
  /** Times a job may be taken back from a dead worker before it is failed (default 2). */
  maxStalls?: number;
  /** Hard per-job limit when the job sets none (default: `defaultTimeLimitMs` of its type and budget). */
  timeLimitMs?: number;
  /** Stops the worker once the solves running now have finished. */
  signal?: AbortSignal;
  /** Called once connected, before the first job is taken. */
  onReady?: () => void;
  /** Called when a job ends here: its answer, or why it failed. */
  onJob?: (event: QueueWorkerEvent) => void;
  /** The solve thread module (see `santaWorker`). */
  workerFile?: string | URL;
  /**
   * How long a stop waits, once the running solves have ended, for Redis to take their answers
   * (default 5 s). Past it the worker disconnects and resolves anyway: a Redis that went away
   * mid-run held the stop (and SIGTERM) for ever (issue 33).
   */
  closeTimeoutMs?: number;
  /** Called when a stop gave up on Redis: the answers not returned, and why. */
  onLost?: (event: { unreturned: number; message: string }) => void;
}

/** A job that ended on this worker. */
export type QueueWorkerEvent =
  | { ok: true; jobId: string; solution: PuzzleSolution }
  | { ok: false; jobId: string; id: number | undefined; message: string };

/** Resolves after `ms`, without keeping the process alive for it. */
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * `puz santa worker`: takes puzzle jobs from the queue at `url`, solves `jobs` at a time on
 * worker threads, replays each answer against the job's own moves and returns it. A solve that
 * fails, or runs past its time limit, fails the job at once (another worker would only do the
 * same); a worker that dies has its jobs taken back by the others' stalled-job check. Resolves
 * when `signal` aborts and the worker has closed; rejects with `QueueUnreachableError` at start.
 */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<void> {
  const address = parseQueueUrl(options.url);
  await checkQueueReachable(address);
  const jobs = Math.max(1, options.jobs ?? 1);
  const lockMs = options.lockMs ?? 30_000;
  const pool = santaPool<QueueSolveTask>(jobs, options.workerFile, 60_000);

  const processor = async (job: Job): Promise<PuzzleSolution> => {
    const data: unknown = job.data;
    if (!isPuzzleJob(data))
      throw new UnrecoverableError('not a puz santa job (a different puz version added it?)');
    return solveJob(data);
  };

  // The solves running now, and the answers still to be taken by Redis.
  const running = new Set<Promise<unknown>>();
  let unreturned = 0;
  const solveJob = async (data: PuzzleJobData): Promise<PuzzleSolution> => {
    const solving = solveChecked(data);
    running.add(solving);
    try {
      const solution = await solving;
      unreturned++;
      return solution;
    } finally {
      running.delete(solving);
    }
  };

  const solveChecked = async (data: PuzzleJobData): Promise<PuzzleSolution> => {
    const limit =
      data.timeLimitMs ?? options.timeLimitMs ?? defaultTimeLimitMs(data.type, data.budgetMs);
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), timerDelay(limit));
    let result: SolveTaskResult;
    try {
      result = await pool.run({ job: data }, { signal: stop.signal });
    } catch (error) {
      if (stop.signal.aborted)
        throw new UnrecoverableError(`stopped at the ${Math.round(limit / 1000)} s time limit`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (!result.ok) throw new UnrecoverableError(result.message);
    // Replayed once more here, on the job's own moves, before it leaves this machine.
    const { puzzle, model } = jobPuzzle(data);
    const check = checkPuzzleSolution(puzzle, model, result.solution.moves);
    if (!check.valid)
      throw new UnrecoverableError(`the answer fails the replay (${check.message}); this is a bug`);
    return result.solution;
  };

  /** Set when a stop gives up on a Redis that does not answer: no more reconnecting. */
  let givenUp = false;
  const worker = new Worker(QUEUE_NAME, processor, {
    connection: bullConnection(address, () => givenUp),
    prefix: QUEUE_PREFIX,
    concurrency: jobs,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: options.maxStalls ?? 2,
    autorun: false,
  });
  worker.on('completed', (job, solution: PuzzleSolution) => {
    unreturned = Math.max(0, unreturned - 1);
    options.onJob?.({ ok: true, jobId: job.id ?? '', solution });
  });
  worker.on('failed', (job, error) =>
    options.onJob?.({
      ok: false,
      jobId: job?.id ?? '',
      id: isPuzzleJob(job?.data) ? job.data.id : undefined,
      message: error.message,
    }),
  );
  // Redis errors while running (a restart, a network cut) are retried by ioredis; without a
  // listener they would be thrown as unhandled 'error' events.
  worker.on('error', () => {});

  // Stopping lets the solves running now finish and return their answers; a process killed
  // instead loses them for a while only: their locks lapse and other workers take them back.
  const closed = new Promise<void>((resolve) => {
    const onAbort = () => {
      void (async () => {
        // Taking no new job from now on; the running solves end first (what a stop waits for).
        void worker.pause(true).catch(() => {});
        await Promise.allSettled([...running]);
        // Then their answers go to Redis, if it is there: a graceful close waits for a server
        // that went away mid-run for ever (issue 33: SIGTERM was ignored), a forced one does not.
        const up = await checkQueueReachable(address, 2000).then(
          () => true,
          () => false,
        );
        const closeMs = options.closeTimeoutMs ?? 5000;
        const inTime = await Promise.race([
          worker.close(!up).then(
            () => true,
            () => true,
          ),
          sleep(closeMs).then(() => false),
        ]);
        if (!up || !inTime) {
          // Stop reconnecting too (the retry strategy ends the connections at their next try).
          givenUp = true;
          options.onLost?.({
            unreturned,
            message: up
              ? `Redis at ${address.url} did not take the answers within ${closeMs} ms`
              : `Redis at ${address.url} does not answer`,
          });
        }
        await pool.destroy();
        resolve();
      })();
    };
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  void worker.run().catch(() => {});
  await worker.waitUntilReady().catch(() => {});
  options.onReady?.();
  await closed;
}
