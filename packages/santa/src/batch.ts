import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { SantaPuzzle } from '@puz/perm/santa';
import { Piscina } from 'piscina';
import type { SantaData } from './data.js';
import { defaultTimeLimitMs, type PuzzleSolution, solveCost } from './solvers.js';
import { timerDelay } from './timer.js';
import type { SolveTask, SolveTaskResult } from './worker.js';

/** Options of `solveBatch`. */
export interface SolveBatchOptions {
  readonly data: SantaData;
  /** Puzzle ids to solve (default: every puzzle of `data`). */
  readonly ids?: readonly number[];
  /** Worker threads (default: the machine's available parallelism). */
  readonly jobs?: number;
  /** Per-puzzle time for improving a first answer, passed to each solver. */
  readonly budgetMs?: number;
  /** Per-puzzle improving work in the solver's own units (see perm's `SolveOptions`). */
  readonly budgetNodes?: number;
  /** The solvers' random seed (each solver's own default when absent). */
  readonly seed?: number;
  /**
   * Hard per-puzzle limit: the worker is stopped and the puzzle reported failed (default: 10 min,
   * or twice the puzzle's budget when more; `defaultTimeLimitMs`).
   */
  readonly timeLimitMs?: number;
  /**
   * `santa improve --polish`: per id, a valid answer to shorten with the window optimiser
   * (`polishPuzzle`, `budgetMs` each) instead of solving; ids without one are reported failed.
   */
  readonly polish?: ReadonlyMap<number, readonly string[]>;
  /** With `polish`: the window optimiser's first ball (default 4,000 states). */
  readonly polishBall?: number;
  /** Stops the batch: running puzzles are abandoned, finished ones are kept. */
  readonly signal?: AbortSignal;
  /** Called as each puzzle finishes, in completion order. */
  readonly onResult?: (result: SolveTaskResult, done: number, total: number) => void;
  /** The worker module (a path or file URL); found next to this module by default. */
  readonly workerFile?: string | URL;
}

/** What a batch did: the solutions (by id) and the puzzles it could not solve, with why. */
export interface BatchResult {
  solutions: PuzzleSolution[];
  failures: { id: number; message: string }[];
  /** True when `signal` stopped the batch before every puzzle was done. */
  aborted: boolean;
  ms: number;
}

/**
 * The worker module and the Node flags it needs. Built code (`dist/worker.js`, or the CLI bundle's
 * `worker.js` beside it) runs as is; from TypeScript source the worker needs tsx's loader and the
 * `@puz/source` condition, which it inherits when this process already runs under tsx.
 */
/**
 * The part of a piscina pool the batch and the queue worker use. Declared here so that no
 * published .d.ts names piscina's types: those import piscina's package.json, which a strict
 * consumer (`module: node16`, no skipLibCheck, no resolveJsonModule) cannot typecheck.
 */
export interface SantaPool<Task> {
  run(task: Task, options?: { signal?: AbortSignal }): Promise<SolveTaskResult>;
  destroy(): Promise<void>;
}

/**
 * `jobs` worker threads running worker.ts (local batches and queue workers alike), each taking
 * one task at a time: a queued task must not wait behind a long one.
 */
export function santaPool<Task>(
  jobs: number,
  workerFile: string | URL | undefined,
  idleTimeout: number,
): SantaPool<Task> {
  const worker = santaWorker(workerFile);
  return new Piscina<Task, SolveTaskResult>({
    filename: worker.filename,
    execArgv: worker.execArgv,
    minThreads: jobs,
    maxThreads: jobs,
    concurrentTasksPerWorker: 1,
    idleTimeout,
  });
}

export function santaWorker(file?: string | URL): { filename: string; execArgv: string[] } {
  if (file) return { filename: String(file), execArgv: process.execArgv };
  const js = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return { filename: js.href, execArgv: process.execArgv };
  const ts = new URL('./worker.ts', import.meta.url);
  if (existsSync(fileURLToPath(ts))) {
    const underTsx = process.execArgv.some((a) => a.includes('tsx'));
    const execArgv = underTsx
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx', '--conditions=@puz/source'];
    return { filename: ts.href, execArgv };
  }
  throw new Error(
    `the Santa solve worker is missing: no worker.js or worker.ts beside ${import.meta.url}`,
  );
}

/**
 * Solves Santa puzzles over worker threads (piscina), slowest first so the threads finish
 * together. Each answer has been replayed in its worker; a puzzle that fails, throws or runs past
 * `timeLimitMs` is listed in `failures`, never dropped silently.
 */
export async function solveBatch(options: SolveBatchOptions): Promise<BatchResult> {
  const t0 = performance.now();
  const { data } = options;
  const ids = [...(options.ids ?? data.puzzles.keys())];
  const failures: { id: number; message: string }[] = [];
  const known = ids.filter((id) => {
    if (!data.puzzles.has(id)) {
      failures.push({ id, message: `no puzzle with id ${id} in puzzles.csv` });
      return false;
    }
    if (options.polish && !options.polish.has(id)) {
      failures.push({ id, message: 'no answer to polish' });
      return false;
    }
    return true;
  });
  known.sort((a, b) => solveCost(data.puzzles.get(b)!) - solveCost(data.puzzles.get(a)!) || a - b);
  const jobs = Math.max(1, Math.min(options.jobs ?? availableParallelism(), known.length || 1));
  const pool = santaPool<SolveTask>(jobs, options.workerFile, 1000);
  const solutions: PuzzleSolution[] = [];
  let done = 0;
  let aborted = false;
  const total = known.length;
  const report = (r: SolveTaskResult) => {
    done++;
    if (r.ok) solutions.push(r.solution);
    else failures.push({ id: r.id, message: r.message });
    options.onResult?.(r, done, total);
  };
  // At most `jobs` tasks are in flight, so each starts on a thread at once and its time limit
  // counts from when it really starts.
  const queue = [...known];
  // One listener on the caller's signal stops every running task: a listener per runner passed
  // Node's limit of 10 with --jobs 11 or more (a MaxListenersExceededWarning on 16 cores).
  const running = new Set<AbortController>();
  const stopAll = () => {
    for (const stop of running) stop.abort();
  };
  options.signal?.addEventListener('abort', stopAll);
  const runner = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (options.signal?.aborted) {
        aborted = true;
        return;
      }
      const stop = new AbortController();
      running.add(stop);
      const timeLimitMs =
        options.timeLimitMs ??
        defaultTimeLimitMs((data.puzzles.get(id) as SantaPuzzle).type, options.budgetMs);
      const timer = setTimeout(() => stop.abort(), timerDelay(timeLimitMs));
      const task: SolveTask = {
        dir: data.dir,
        id,
        ...(options.budgetMs !== undefined ? { budgetMs: options.budgetMs } : {}),
        ...(options.budgetNodes !== undefined ? { budgetNodes: options.budgetNodes } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.polish ? { polish: [...(options.polish.get(id) as readonly string[])] } : {}),
        ...(options.polishBall !== undefined ? { polishBall: options.polishBall } : {}),
      };
      try {
        report(await pool.run(task, { signal: stop.signal }));
      } catch (error) {
        if (options.signal?.aborted) {
          aborted = true;
          return;
        }
        report({
          ok: false,
          id,
          message: stop.signal.aborted
            ? `stopped at the ${Math.round(timeLimitMs / 1000)} s time limit`
            : (error as Error).message,
        });
      } finally {
        clearTimeout(timer);
        running.delete(stop);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: jobs }, runner));
  } finally {
    options.signal?.removeEventListener('abort', stopAll);
    await pool.destroy();
  }
  solutions.sort((a, b) => a.id - b.id);
  failures.sort((a, b) => a.id - b.id);
  return { solutions, failures, aborted, ms: performance.now() - t0 };
}
