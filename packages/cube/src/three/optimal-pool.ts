import type { Worker } from 'node:worker_threads';
import type {
  OptimalWorkerData,
  OptimalWorkerReply,
  OptimalWorkerRequest,
} from './optimal-protocol.js';
import { CONTROL_STOP, STOP } from './optimal-protocol.js';
import type { SearchTables } from './optimal-search-tables.js';
import { startOptimalWorker } from './optimal-worker-start.js';

/*
 * The parallel optimal solver's worker threads, kept between solves. A worker's start costs about
 * half a second of CPU (its isolate builds the move and symmetry tables at import, then V8 compiles
 * the search again) and, from source, tsx's loader on top: measured ~1.3-1.5 s of fixed cost a
 * solve before the pool, against a median solve of ~16 s. Idle workers are unref'd, so they never
 * keep a process alive; `closeOptimalWorkers` ends them at once.
 *
 * One solve at a time owns the kept pool (`takeWorkers` … `release`); a concurrent solve gets
 * workers of its own, ended when it finishes. A worker that fails or exits takes its pool with it.
 */

/** The workers of one solve, and what they share with the main thread. */
export interface WorkerPool {
  readonly workers: readonly Worker[];
  /** [next subtree to take, stop flag] (CONTROL_NEXT, CONTROL_STOP). */
  readonly control: Int32Array;
  /** Nodes generated in this solve, one slot per worker. */
  readonly counts: Float64Array;
  /** Resolves once every worker has loaded its modules and tables. */
  readonly ready: Promise<void>;
  /** Where the workers' replies go during a solve. */
  onReply: (reply: OptimalWorkerReply) => void;
  /** A worker's error or early exit. */
  onFailure: (error: Error) => void;
  /** Sends a request to every worker (for a bound, a reply is then due from each). */
  post(request: OptimalWorkerRequest): void;
}

interface Pool extends WorkerPool {
  readonly tables: SearchTables;
  /** Whether it goes back to `idle` after the solve (false: a concurrent solve's own workers). */
  readonly keep: boolean;
  /** Replies still due, per worker: 0 everywhere when the pool is idle. */
  readonly due: Int32Array;
  dead: boolean;
  /** Whether `ready` has resolved. */
  started: boolean;
  /** Called whenever a reply comes in (to wait for the pool to go idle). */
  onSettle: () => void;
}

let idle: Pool | undefined;
let busy = false;
let started = 0;

/** Worker threads started in this process so far (for tests: a kept pool starts none). */
export const startedWorkers = (): number => started;

/** How long `release` waits for workers to answer a stop before ending them instead. */
const SETTLE_MS = 10_000;

function createPool(tables: SearchTables, threads: number, keep: boolean): Pool {
  const control = new Int32Array(new SharedArrayBuffer(8));
  const counts = new Float64Array(new SharedArrayBuffer(8 * threads));
  const due = new Int32Array(threads);
  let starting = threads;
  let markReady: () => void = () => {};
  let markFailed: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  // A failure before anyone awaits `ready` must not surface as an unhandled rejection.
  ready.catch(() => {});
  const pool: Pool = {
    tables,
    keep,
    control,
    counts,
    due,
    ready,
    dead: false,
    started: false,
    workers: [],
    onReply: () => {},
    onFailure: () => {},
    onSettle: () => {},
    post(request) {
      for (const [i, w] of this.workers.entries()) {
        if (request.type === 'bound') due[i] = (due[i] as number) + 1;
        w.postMessage(request);
      }
    },
  };
  const fail = (error: Error) => {
    if (pool.dead) return;
    pool.dead = true;
    if (idle === pool) idle = undefined;
    for (const w of pool.workers) void w.terminate();
    markFailed(error);
    pool.onFailure(error);
    pool.onSettle();
  };
  started += threads;
  const workers = Array.from({ length: threads }, (_, index) => {
    const w = startOptimalWorker({ tables, control, counts, index } satisfies OptimalWorkerData);
    w.on('message', (reply: OptimalWorkerReply) => {
      if (reply.type === 'ready') {
        if (--starting === 0) {
          pool.started = true;
          markReady();
        }
        return;
      }
      due[index] = Math.max(0, (due[index] as number) - 1);
      pool.onReply(reply);
      pool.onSettle();
    });
    w.on('error', fail);
    w.on('exit', (code) =>
      fail(new Error(`an optimal-solver worker thread stopped early (exit code ${code})`)),
    );
    return w;
  });
  (pool.workers as Worker[]).push(...workers);
  return pool;
}

/**
 * Workers for one solve on these tables: the idle pool when it matches, else new ones (started,
 * not yet ready: await `ready`). Give them back with `release`.
 */
export function takeWorkers(tables: SearchTables, threads: number): WorkerPool {
  let pool: Pool;
  if (busy) pool = createPool(tables, threads, false);
  else {
    busy = true;
    const kept = idle;
    idle = undefined;
    if (kept && kept.tables === tables && kept.workers.length === threads) pool = kept;
    else {
      // Another table or thread count: the old workers would only hold memory and threads.
      if (kept) end(kept);
      pool = createPool(tables, threads, true);
    }
  }
  for (const w of pool.workers) w.ref();
  pool.counts.fill(0);
  Atomics.store(pool.control, CONTROL_STOP, STOP.running);
  return pool;
}

/** Whether kept workers for these tables and this thread count are idle and ready now. */
export const workersWaiting = (tables: SearchTables, threads: number): boolean =>
  !busy &&
  idle !== undefined &&
  idle.started &&
  idle.tables === tables &&
  idle.workers.length === threads;

/** Ends a pool's workers (their exit is then no failure). */
function end(pool: Pool): Promise<unknown> {
  pool.dead = true;
  return Promise.all(pool.workers.map((w) => w.terminate()));
}

/**
 * Ends a solve: stops its workers' search and waits for each to answer (a checkpoint away, well
 * under a second), then keeps them, unref'd, for the next solve; workers that do not answer in
 * time, or a pool that failed, are ended instead.
 */
export async function release(handle: WorkerPool): Promise<void> {
  const pool = handle as Pool;
  pool.onReply = () => {};
  pool.onFailure = () => {};
  Atomics.store(pool.control, CONTROL_STOP, STOP.main);
  const settled = () => pool.dead || pool.due.every((d) => d === 0);
  if (!settled())
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        pool.dead = true;
        resolve();
      }, SETTLE_MS);
      pool.onSettle = () => {
        if (!settled()) return;
        clearTimeout(timer);
        resolve();
      };
    });
  pool.onSettle = () => {};
  if (pool.keep) busy = false;
  if (pool.dead || !pool.keep) {
    await end(pool);
    return;
  }
  for (const w of pool.workers) w.unref();
  idle = pool;
}

/**
 * Ends the optimal solver's idle worker threads now (they are kept between solves and never keep
 * a process alive: this frees their memory, or tidies up after tests).
 */
export async function closeOptimalWorkers(): Promise<void> {
  const pool = idle;
  idle = undefined;
  if (pool) await end(pool);
}
