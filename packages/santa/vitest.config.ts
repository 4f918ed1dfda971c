import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@puz/source', 'module', 'node', 'development|production'] } },
  // Solver tables built by the tests go to a scratch cache, never the developer's ~/.cache/puz.
  test: {
    name: 'santa',
    include: ['src/**/*.test.ts'],
    env: { PUZ_CACHE_DIR: join(tmpdir(), 'puz-test-cache') },
  },
});
