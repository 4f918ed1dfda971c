import type { UserProjectConfigFn } from 'vitest/config';

/** The scratch table cache every test run uses, never the developer's ~/.cache/puz. */
export declare const TEST_CACHE_DIR: string;

/** What differs between the repo's vitest projects. */
export interface PuzProjectOptions {
  /** Test files, relative to the project (default `src/**\/*.test.{ts,tsx}`). */
  include?: string[];
  /** Files run once in the main process before any test file (e.g. building big tables). */
  globalSetup?: string[];
  /** More such files for the end-to-end suite only (tables only its tests read). */
  e2eGlobalSetup?: string[];
  /** Per-test timeout in ms (default 30 s: a hang guard, not a speed check). */
  testTimeout?: number;
  /**
   * Test worker processes (vitest's default: cores - 1, one on 2 cores). For a suite long enough
   * to be `pnpm test`'s last task alone on the machine. Unit suite only (not mode e2e).
   */
  maxWorkers?: number;
  /**
   * `false`: the test files of one worker share their module instances (loaded tables, memoised
   * models) instead of each file reloading them in a fresh process. Only for a suite whose files
   * leave no state behind (environment variables restored, no mocks, no module-level settings).
   * Unit suite only (not mode e2e).
   */
  isolate?: boolean;
}

/** The end-to-end test files (`src/**\/*.e2e.test.{ts,tsx}`), run only in mode `e2e`. */
export declare const E2E_PATTERN: string;

/**
 * One package's vitest project: `export default puzProject('perm')`. `vitest run` runs the unit
 * files; `vitest run --mode e2e` runs only the `*.e2e.test.ts` files.
 */
export declare function puzProject(name: string, options?: PuzProjectOptions): UserProjectConfigFn;
