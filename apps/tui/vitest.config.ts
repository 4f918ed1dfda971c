import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@puz/source', 'module', 'node', 'development|production'] } },
  // Tables built by the tests go to a scratch cache, never the developer's ~/.cache/puz.
  test: {
    name: 'tui',
    include: ['src/**/*.test.{ts,tsx}'],
    env: { PUZ_CACHE_DIR: join(tmpdir(), 'puz-test-cache') },
    globalSetup: ['../../packages/cube/src/test-support/global-setup.ts'],
  },
});
