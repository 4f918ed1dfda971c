import type { UserWorkspaceConfig } from 'vitest/config';

/** The scratch table cache every test run uses, never the developer's ~/.cache/puz. */
export declare const TEST_CACHE_DIR: string;

/** What differs between the repo's vitest projects. */
export interface PuzProjectOptions {
  /** Test files, relative to the project (default `src/**\/*.test.{ts,tsx}`). */
  include?: string[];
  /** Files run once in the main process before any test file (e.g. building big tables). */
  globalSetup?: string[];
  /** Per-test timeout in ms (vitest's default is 5 s). */
  testTimeout?: number;
}

/** One package's vitest project: `export default puzProject('perm')`. */
export declare function puzProject(name: string, options?: PuzProjectOptions): UserWorkspaceConfig;
