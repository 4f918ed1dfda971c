import { defineProject } from 'vitest/config';

export default defineProject({
  ssr: { resolve: { conditions: ['@puz/source', 'module', 'node', 'development|production'] } },
  test: { name: 'wreath', include: ['src/**/*.test.ts'] },
});
