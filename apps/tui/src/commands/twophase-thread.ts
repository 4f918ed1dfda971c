import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Move } from '@puz/cube';
import { SearchLimitError, type SearchLimitStats, SolveAbortedError } from '@puz/perm';

/** What the two-phase thread is started with: the shared stop flag. */
export interface TwoPhaseThreadData {
  stop: SharedArrayBuffer;
}

/**
 * What `puz solve 3x3x3` asks of a budgeted two-phase solve: with `maxLength`, the first answer
 * that short within `budgetMs`; else the shortest found in `budgetMs`.
 */
export interface ThreadOptions {
  budgetMs: number;
  maxLength?: number;
  /** Face turns only, any orientation solved (`solveWca`'s `anyOrientation`). */
  anyOrientation?: boolean;
}

/** One solve asked of the thread: the position and the options. */
export interface TwoPhaseRequest {
  facelets: string;
  options: ThreadOptions;
}

/** What it answers: the solution (the best found when stopped), or why there is none. */
export type TwoPhaseReply =
  | { type: 'solved'; moves: Move[]; length: number; ms: number; expanded: number }
  | { type: 'limit'; message: string; stats: SearchLimitStats }
  | { type: 'aborted'; message: string }
  | { type: 'bug'; message: string };

/** The signals that stop the search and print what it has; a second one kills at once. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** The exit code after each: 128 + the signal's number, as a shell reports it. */
export const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/** `twophase-worker.js` beside the running code (the CLI bundle), else the source through tsx. */
function startWorker(data: TwoPhaseThreadData): Worker {
  const js = new URL('./twophase-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData: data });
  // From TypeScript source: a worker does not take tsx's loader from --import flags (Node 20), so
  // a one-line script registers tsx's ESM hooks, then imports the source (as the app's solver does).
  const ts = new URL('./twophase-worker.ts', import.meta.url);
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); })`;
  return new Worker(code, {
    eval: true,
    workerData: data,
    execArgv: ['--conditions=@puz/source'],
  });
}

/** A two-phase answer from the thread, with the signal that stopped it, if one did. */
export interface ThreadAnswer {
  moves: Move[];
  length: number;
  ms: number;
  /** Nodes visited in both phases (the registry's `stats.expanded`). */
  expanded: number;
  stoppedBy?: keyof typeof SIGNAL_EXIT;
}

/**
 * Budgeted two-phase solves on a thread of its own, so that Ctrl-C (or SIGTERM) is heard while
 * one searches: the search stops, and its best answer so far comes back with the signal that
 * stopped it, to be printed before exiting 130 (143). On the main thread the solve is synchronous
 * and a Ctrl-C killed the process, dropping the answer already found (issue 33). One thread
 * serves a whole --scrambles-file (its tables loaded once); after a signal `stoppedBy` is set
 * and every later solve stops at once, so the batch ends with the line it was on.
 */
export class TwoPhaseThread {
  /** The first stop signal received while the thread was open. */
  stoppedBy: keyof typeof SIGNAL_EXIT | undefined;
  private readonly stop = new SharedArrayBuffer(4);
  private worker: Worker | undefined;
  private readonly onSignal = (signal: NodeJS.Signals) => {
    if (this.stoppedBy) {
      // A second signal kills at once: the handlers go, and the signal is sent again.
      this.removeHandlers();
      process.kill(process.pid, signal);
      return;
    }
    this.stoppedBy = signal as keyof typeof SIGNAL_EXIT;
    Atomics.store(new Int32Array(this.stop), 0, 1);
  };

  constructor() {
    for (const s of STOP_SIGNALS) process.on(s, this.onSignal);
  }

  private removeHandlers(): void {
    for (const s of STOP_SIGNALS) process.removeListener(s, this.onSignal);
  }

  /** One solve; rejects with SearchLimitError, SolveAbortedError (stopped before any answer). */
  async solve(facelets: string, options: ThreadOptions): Promise<ThreadAnswer> {
    this.worker ??= startWorker({ stop: this.stop });
    const worker = this.worker;
    const reply = await new Promise<TwoPhaseReply>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the two-phase thread exited (${code})`));
      worker.once('message', (r: TwoPhaseReply) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(r);
      });
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.postMessage({ facelets, options } satisfies TwoPhaseRequest);
    });
    const { stoppedBy } = this;
    if (reply.type === 'solved') return { ...reply, ...(stoppedBy ? { stoppedBy } : {}) };
    if (reply.type === 'limit') throw new SearchLimitError(reply.message, reply.stats);
    if (reply.type === 'aborted')
      throw new SolveAbortedError(`${reply.message} before it found an answer`);
    throw new Error(reply.message);
  }

  /** Stops the thread and hands the signals back. */
  async close(): Promise<void> {
    this.removeHandlers();
    await this.worker?.terminate();
  }
}

/** One budgeted two-phase solve on its own thread (see `TwoPhaseThread`). */
export async function solveTwoPhaseOnThread(
  facelets: string,
  options: ThreadOptions,
): Promise<ThreadAnswer> {
  const thread = new TwoPhaseThread();
  try {
    return await thread.solve(facelets, options);
  } finally {
    await thread.close();
  }
}
