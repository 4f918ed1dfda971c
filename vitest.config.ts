import { defineConfig } from 'vitest/config';

// One vitest run for the whole repo; each package has its own project config (tools/config's
// preset). Only the tools with tests have a config: tools/config itself has none.
export default defineConfig({
  test: {
    // One line per data set: the real files, or the committed fixture standing in for them.
    globalSetup: ['tools/test-kit/src/global-setup.ts'],
    projects: ['packages/*', 'apps/*', 'tools/*/vitest.config.ts'],
  },
});
