import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OptimalWorkerData } from './optimal-protocol.js';

/**
 * A thread running optimal-worker: the built `optimal-worker.js` beside the running code (the
 * package's dist/three, or the `puz` CLI bundle's dist/, which bundles it there), else the
 * TypeScript source through tsx (tests, benches, `pnpm puz`).
 */
export function startOptimalWorker(workerData: OptimalWorkerData): Worker {
  const js = new URL('./optimal-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData });
  const ts = new URL('./optimal-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(ts)))
    throw new Error(
      `the optimal solver's worker is missing: no optimal-worker.js or optimal-worker.ts beside ${import.meta.url} (a bundle must build it as an entry point next to its main file)`,
    );
  // A worker does not take tsx's loader from --import flags here (Node 20), so a one-line script
  // registers tsx's ESM hooks, then imports the source (as apps/tui's solve-job does).
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); })`;
  return new Worker(code, { eval: true, workerData, execArgv: ['--conditions=@puz/source'] });
}
