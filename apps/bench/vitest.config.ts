import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@puz/source', 'module', 'node', 'development|production'] } },
  // Tables built by the tests go to a scratch cache, never the developer's ~/.cache/puz.
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    env: { PUZ_CACHE_DIR: join(tmpdir(), 'puz-test-cache') },
  },
});
