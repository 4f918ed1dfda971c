import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

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

export type SolveReply =
  | {
      type: 'progress';
      expanded: number;
      depth: number;
      ms: number;
      /** An NxNxN solve's last finished stage (see NXN_STAGES) and the moves it has so far. */
      stage?: string;
      moves?: number;
      /** What the solver does before it searches (the optimal solver's tables). */
      note?: string;
    }
  | {
      type: 'result';
      moves: string[];
      length: number;
      metric: string;
      optimal: boolean;
      ms: number;
      expanded: number;
    }
  | {
      type: 'build';
      found: boolean;
      time: number;
      optimal: boolean;
      steps: BuildStep[];
      ms: number;
      expanded: number;
    }
  | {
      type: 'maze';
      found: boolean;
      path: number[];
      cost: number;
      optimal: boolean;
      weight: number;
      ms: number;
      expanded: number;
      /** Why the answer is not the search asked for (its node limit), when it is not. */
      note?: string;
    }
  | { type: 'error'; message: string };

export type SolveResult = Extract<SolveReply, { type: 'result' }>;
export type BuildResult = Extract<SolveReply, { type: 'build' }>;
export type MazeResult = Extract<SolveReply, { type: 'maze' }>;

/**
 * The solver thread: `solve-worker.js` beside the running code (the CLI bundle's dist/), else the
 * TypeScript source through tsx.
 */
function startWorker(): Worker {
  const js = new URL('./solve-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js);
  // From TypeScript source (tests, `pnpm puz`): a worker does not take tsx's loader from --import
  // flags here (Node 20), so a one-line script registers tsx's ESM hooks, then imports the source.
  const ts = new URL('./solve-worker.ts', import.meta.url);
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); })`;
  return new Worker(code, { eval: true, execArgv: ['--conditions=@puz/source'] });
}

/**
 * Starts a solve on a worker thread. `onProgress` sees the search's counters; the promise settles
 * with the answer, rejects with the solver's error, and `cancel()` stops the thread at once.
 */
export function startSolve<R extends SolveResult | BuildResult | MazeResult = SolveResult>(
  req: SolveRequest,
  onProgress: (p: Extract<SolveReply, { type: 'progress' }>) => void,
): { result: Promise<R>; cancel: () => void } {
  const worker = startWorker();
  let settled = false;
  const result = new Promise<R>((resolve, reject) => {
    worker.on('message', (m: SolveReply) => {
      if (m.type === 'progress') return onProgress(m);
      settled = true;
      void worker.terminate();
      if (m.type === 'error') reject(new Error(m.message));
      else resolve(m as R);
    });
    worker.on('error', (e) => {
      settled = true;
      reject(e);
    });
    worker.on('exit', () => {
      if (!settled) reject(new Error('cancelled'));
    });
  });
  worker.postMessage(req);
  return {
    result,
    cancel: () => {
      void worker.terminate();
    },
  };
}
