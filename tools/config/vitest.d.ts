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
}

/** The end-to-end test files (`src/**\/*.e2e.test.{ts,tsx}`), run only in mode `e2e`. */
export declare const E2E_PATTERN: string;

/**
 * One package's vitest project: `export default puzProject('perm')`. `vitest run` runs the unit
 * files; `vitest run --mode e2e` runs only the `*.e2e.test.ts` files.
 */
export declare function puzProject(name: string, options?: PuzProjectOptions): UserProjectConfigFn;
