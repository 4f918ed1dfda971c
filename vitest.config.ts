import { defineConfig } from 'vitest/config';

// One vitest run for the whole repo; each package has its own project config (tools/config's
// preset). Only the tools with tests have a config: tools/config itself has none.
// `vitest run --mode e2e` runs the end-to-end files instead: a project config does not see the
// root's mode, so it is handed down in PUZ_VITEST_MODE, which puzProject reads.
export default defineConfig(({ mode }) => {
  if (mode === 'e2e') process.env.PUZ_VITEST_MODE = 'e2e';
  return {
    test: {
      // One line per data set: the real files, or the committed fixture standing in for them.
      globalSetup: ['tools/test-kit/src/global-setup.ts'],
      projects: ['packages/*', 'apps/*', 'tools/*/vitest.config.ts'],
    },
  };
});
