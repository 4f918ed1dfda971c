import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Solution, SolveProgress } from '@puz/perm';

/** What the TUI asks its solver thread: a cube position and a solver, or a StarCraft build. */
export type SolveRequest =
  | { kind: 'cube'; n: number; facelets: string; solver: string }
  | { kind: 'starcraft'; mode: 'single' | 'batch' }
  | { kind: 'maze'; text: string; algorithm: string; weight: number }
  | {
      kind: 'ring';
      family: 'globe' | 'wreath';
      a: number;
      b: number;
      initial: string[];
      solution: string[];
    };

/** One step of a StarCraft build order, for the timeline. */
export interface BuildStep {
  t: number;
  orders: string[];
  supply: number;
  control: number;
  drones: number;
  zerglings: number;
  overlords: number;
  /** Harassment waves met on this step: when, and how many zerglings were sent. */
  harass: { t: number; sent: number }[];
}

/**
 * What the solver thread posts back. Every kind of puzzle, permutation puzzle or not, answers in
 * the repo's one `Solution` shape (`moves` as strings, `length`, `ms`, `optimal`,
 * `stats.expanded`) with what is its own beside it, and reports the one `SolveProgress` shape
 * (`best`: the moves an NxNxN solve has so far), table loading and building included (`note`).
 */
export type SolveReply =
  | ({
      type: 'progress';
      /** An NxNxN solve's last finished stage (see NXN_STAGES). */
      stage?: string;
      /** What the solver does before it searches (the optimal solver's tables). */
      note?: string;
    } & SolveProgress)
  | ({ type: 'result'; metric: string } & Solution)
  | ({
      type: 'build';
      found: boolean;
      /** The build's finishing time (its cost); `moves` are its orders as `t:order`. */
      time: number;
      steps: BuildStep[];
    } & Solution)
  | ({
      type: 'maze';
      found: boolean;
      /** The cells walked; `moves` are the directions. */
      path: number[];
      cost: number;
      weight: number;
      /** Why the answer is not the search asked for (its node limit), when it is not. */
      note?: string;
    } & Solution)
  | { type: 'error'; message: string };

export type SolveResult = Extract<SolveReply, { type: 'result' }>;
export type BuildResult = Extract<SolveReply, { type: 'build' }>;
export type MazeResult = Extract<SolveReply, { type: 'maze' }>;

/** What a solve runs on: a worker thread or a child process, as startSolve uses it. */
interface SolverRunner {
  onMessage(f: (m: SolveReply) => void): void;
  /** `f(error)` when it failed on its own, `f()` when it ended without an answer (cancelled). */
  onEnd(f: (error?: Error) => void): void;
  post(req: SolveRequest): void;
  stop(): void;
}

/**
 * The solver thread: `solve-worker.js` beside the running code (the CLI bundle's dist/), else the
 * TypeScript source through tsx.
 */
function startWorker(): SolverRunner {
  const js = new URL('./solve-worker.js', import.meta.url);
  let worker: Worker;
  if (existsSync(fileURLToPath(js))) worker = new Worker(js);
  else {
    // From TypeScript source (tests, `pnpm puz`): a worker does not take tsx's loader from
    // --import flags here (Node 20), so a one-line script registers tsx's ESM hooks, then imports
    // the source.
    const ts = new URL('./solve-worker.ts', import.meta.url);
    const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
      /\.cjs$/,
      '.mjs',
    );
    const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); })`;
    worker = new Worker(code, { eval: true, execArgv: ['--conditions=@puz/source'] });
  }
  return {
    onMessage: (f) => worker.on('message', f),
    onEnd: (f) => {
      worker.on('error', (e) => f(e));
      worker.on('exit', () => f());
    },
    post: (req) => worker.postMessage(req),
    stop: () => void worker.terminate(),
  };
}

/**
 * The same solver in a child process, for the solves through @puz/santa's registry (NxNxN cubes,
 * globes, wreaths) that take hundreds of MB: memory a worker thread allocated stays with the
 * process after the thread ends (a 33x33x33 solve left the app at 465-522 MB RSS, 127 MB before
 * it), while a process's goes back to the system when it exits.
 */
function startProcess(): SolverRunner {
  const js = fileURLToPath(new URL('./solve-worker.js', import.meta.url));
  const source = !existsSync(js);
  const tsx = source
    ? pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href
    : undefined;
  const child = fork(
    source ? fileURLToPath(new URL('./solve-worker.ts', import.meta.url)) : js,
    [],
    {
      execArgv: tsx ? ['--import', tsx, '--conditions=@puz/source'] : [],
      serialization: 'advanced',
      // Nothing of the child's may reach the app's screen; its last error lines explain a crash.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  let stopped = false;
  return {
    onMessage: (f) => child.on('message', (m) => f(m as SolveReply)),
    onEnd: (f) => {
      child.on('error', (e) => f(e));
      child.on('exit', (code, signal) => {
        if (stopped || code === 0) f();
        else
          f(
            new Error(
              `the solver process ended (${signal ?? `exit code ${code}`}): ${stderr.trim().split('\n').at(-1) ?? ''}`,
            ),
          );
      });
    },
    post: (req) => child.send(req),
    stop: () => {
      stopped = true;
      child.kill();
    },
  };
}

/** Solves through the Santa registry run in a process of their own (see startProcess). */
const ownProcess = (req: SolveRequest) =>
  req.kind === 'ring' || (req.kind === 'cube' && req.n >= 4);

/**
 * Starts a solve on a worker thread (or, for the big ones, a child process). `onProgress` sees
 * the search's counters; the promise settles with the answer, rejects with the solver's error,
 * and `cancel()` stops the thread at once.
 */
export function startSolve<R extends SolveResult | BuildResult | MazeResult = SolveResult>(
  req: SolveRequest,
  onProgress: (p: Extract<SolveReply, { type: 'progress' }>) => void,
): { result: Promise<R>; cancel: () => void } {
  const runner = ownProcess(req) ? startProcess() : startWorker();
  let settled = false;
  const result = new Promise<R>((resolve, reject) => {
    runner.onMessage((m) => {
      if (m.type === 'progress') return onProgress(m);
      settled = true;
      runner.stop();
      if (m.type === 'error') reject(new Error(m.message));
      else resolve(m as R);
    });
    runner.onEnd((error) => {
      if (settled) return;
      settled = true;
      reject(error ?? new Error('cancelled'));
    });
  });
  runner.post(req);
  return { result, cancel: () => runner.stop() };
}
