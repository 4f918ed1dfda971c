import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Calls `name(...args)` of the TypeScript module at `module` in a worker thread (its source
 * through tsx, as optimal-worker-start.ts does) and resolves to what it returns (structured
 * clone). For an end-to-end test's long synchronous table build: run in the test's own thread it
 * holds vitest's worker for minutes, and vitest's worker-to-runner RPC times out after 60 s
 * ("Timeout calling onTaskUpdate", vitest-dev/vitest#8164) though every test passes. The thread
 * gets the test's environment (PUZ_CACHE_DIR, PUZ_NXN_HALF) as it is at the call.
 */
export function inThread<T>(module: URL, name: string, args: readonly unknown[] = []): Promise<T> {
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const code = `
    const { parentPort, workerData } = await import('node:worker_threads');
    const tsx = await import(${JSON.stringify(api)});
    tsx.register();
    const mod = await import(workerData.module);
    parentPort.postMessage(await mod[workerData.name](...workerData.args));
  `;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(`(async () => {${code}})();`, {
      eval: true,
      workerData: { module: module.href, name, args },
      env: { ...process.env },
      execArgv: ['--conditions=@puz/source'],
    });
    let result: { value: T } | undefined;
    worker.once('message', (value: T) => {
      result = { value };
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result.value);
      else reject(new Error(`${name} in a worker thread exited with code ${code} and no answer`));
    });
  });
}
