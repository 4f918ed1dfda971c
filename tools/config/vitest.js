// Plain JavaScript, not TypeScript: vite loads a package's vitest.config.ts by bundling it and
// leaves imported packages to Node, which cannot load .ts. The types are in vitest.d.ts.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

export const TEST_CACHE_DIR = join(tmpdir(), 'puz-test-cache');

/** The end-to-end files: real processes, Redis, worker kills, whole-app drives, table builds. */
export const E2E_PATTERN = 'src/**/*.e2e.test.{ts,tsx}';

// Two suites per package, chosen by vitest's mode: `vitest run` (mode "test") runs the unit
// files and leaves out `*.e2e.test.ts`; `vitest run --mode e2e` runs only those (`pnpm test:e2e`),
// so `pnpm test` stays quick while CI still runs every case. Under the root config (one run over
// every project) the mode arrives in PUZ_VITEST_MODE: vitest does not pass it to projects.
export function puzProject(name, options = {}) {
  return defineProject(({ mode }) => {
    const e2e = mode === 'e2e' || process.env.PUZ_VITEST_MODE === 'e2e';
    const include = e2e ? [E2E_PATTERN] : (options.include ?? ['src/**/*.test.{ts,tsx}']);
    return {
      // Workspace packages resolve to their TypeScript source (the @puz/source export condition);
      // vitest reads it from ssr.resolve (resolve.conditions alone does not reach the test runner).
      ssr: { resolve: { conditions: ['@puz/source', 'module', 'node', 'development|production'] } },
      test: {
        name: e2e ? `${name}:e2e` : name,
        include,
        exclude: e2e ? configDefaults.exclude : [...configDefaults.exclude, E2E_PATTERN],
        // Tables built by tests go to a scratch cache, never the developer's ~/.cache/puz.
        env: { PUZ_CACHE_DIR: TEST_CACHE_DIR },
        // fast-check from a fixed seed (PUZ_FC_SEED to change it).
        // And one event-loop turn after each test (yield-between-tests.js says why).
        setupFiles: [
          fileURLToPath(new URL('./fast-check-seed.js', import.meta.url)),
          fileURLToPath(new URL('./yield-between-tests.js', import.meta.url)),
        ],
        ...(options.globalSetup || (e2e && options.e2eGlobalSetup)
          ? {
              globalSetup: [
                ...(options.globalSetup ?? []),
                ...(e2e ? (options.e2eGlobalSetup ?? []) : []),
              ],
            }
          : {}),
        // A hang guard, not a speed check (tests that promise a speed assert it themselves): on 2
        // cores shared with other work, vitest's 5 s default failed sound tests at random, e.g.
        // StarCraft's rules v1 single mode (5.9 s) and a 4x4x4 wildcard solve (5.3 s) at load 15.
        testTimeout: options.testTimeout ?? 30_000,
        // The unit suite only (the e2e files kill processes and set variables; they keep the
        // defaults). vitest's default on 2 cores is one worker (cores - 1): a package whose suite
        // is the longest task of `pnpm test` asks for more; isolate: false saves the fresh process
        // and module reloads of each file (see PuzProjectOptions).
        ...(!e2e && options.maxWorkers ? { maxWorkers: options.maxWorkers, minWorkers: 1 } : {}),
        ...(!e2e && options.isolate === false ? { isolate: false } : {}),
        hookTimeout: 60_000,
        // No test may keep its worker busy for a minute in one synchronous stretch: vitest 3's
        // worker-to-runner RPC then times out ("[vitest-worker]: Timeout calling onTaskUpdate",
        // vitest-dev/vitest#8164; the 60 s is not configurable) and the run exits 1 though every
        // test passed. Long table builds go to a global setup (main process) or a worker thread
        // (packages/cube's test-support/in-thread.ts); long checks yield between their steps.
      },
    };
  });
}
