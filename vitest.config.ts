import { defineConfig } from 'vitest/config';

// One vitest run for the whole repo; each package has its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
