import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Move } from '@puz/cube';
import type { TwoPhaseOptions } from '@puz/cube/three';
import { SearchLimitError, type SearchLimitStats, SolveAbortedError } from '@puz/perm';

/** What the two-phase thread is given: the position, the options, the shared stop flag. */
export interface TwoPhaseRequest {
  facelets: string;
  options: Omit<TwoPhaseOptions, 'signal'>;
  stop: SharedArrayBuffer;
}

/** What it answers: the solution (the best found when stopped), or why there is none. */
export type TwoPhaseReply =
  | { type: 'solved'; moves: Move[]; length: number; ms: number; probes: number }
  | { type: 'limit'; message: string; stats: SearchLimitStats }
  | { type: 'aborted'; message: string }
  | { type: 'bug'; message: string };

/** The signals that stop the search and print what it has; a second one kills at once. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** The exit code after each: 128 + the signal's number, as a shell reports it. */
export const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

/** `twophase-worker.js` beside the running code (the CLI bundle), else the source through tsx. */
function startWorker(request: TwoPhaseRequest): Worker {
  const js = new URL('./twophase-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData: request });
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
    workerData: request,
    execArgv: ['--conditions=@puz/source'],
  });
}

/**
 * A budgeted two-phase solve on a thread of its own, so that Ctrl-C (or SIGTERM) is heard while
 * it searches: the search stops, and its best answer so far comes back with the signal that
 * stopped it, to be printed before exiting 130 (143). On the main thread the solve is synchronous
 * and a Ctrl-C killed the process, dropping the answer already found (issue 33).
 */
export async function solveTwoPhaseOnThread(
  facelets: string,
  options: Omit<TwoPhaseOptions, 'signal'>,
): Promise<{
  moves: Move[];
  length: number;
  ms: number;
  probes: number;
  stoppedBy?: keyof typeof SIGNAL_EXIT;
}> {
  const stop = new SharedArrayBuffer(4);
  const worker = startWorker({ facelets, options, stop });
  let stoppedBy: keyof typeof SIGNAL_EXIT | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppedBy) {
      for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
      process.kill(process.pid, signal);
      return;
    }
    stoppedBy = signal as keyof typeof SIGNAL_EXIT;
    Atomics.store(new Int32Array(stop), 0, 1);
  };
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  try {
    const reply = await new Promise<TwoPhaseReply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the two-phase thread exited (${code})`)));
    });
    if (reply.type === 'solved') return { ...reply, ...(stoppedBy ? { stoppedBy } : {}) };
    if (reply.type === 'limit') throw new SearchLimitError(reply.message, reply.stats);
    if (reply.type === 'aborted')
      throw new SolveAbortedError(`${reply.message} before it found an answer`);
    throw new Error(reply.message);
  } finally {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    await worker.terminate();
  }
}
