// Plain JavaScript, not TypeScript: vite loads a package's vitest.config.ts by bundling it and
// leaves imported packages to Node, which cannot load .ts. The types are in vitest.d.ts.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export const TEST_CACHE_DIR = join(tmpdir(), 'puz-test-cache');

export function puzProject(name, options = {}) {
  return defineProject({
    // Workspace packages resolve to their TypeScript source (the @puz/source export condition);
    // vitest reads it from ssr.resolve (resolve.conditions alone does not reach the test runner).
    ssr: { resolve: { conditions: ['@puz/source', 'module', 'node', 'development|production'] } },
    test: {
      name,
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      // Tables built by tests go to a scratch cache, never the developer's ~/.cache/puz.
      env: { PUZ_CACHE_DIR: TEST_CACHE_DIR },
      // fast-check from a fixed seed (PUZ_FC_SEED to change it).
      setupFiles: [fileURLToPath(new URL('./fast-check-seed.js', import.meta.url))],
      ...(options.globalSetup ? { globalSetup: options.globalSetup } : {}),
      ...(options.testTimeout ? { testTimeout: options.testTimeout } : {}),
    },
  });
}
