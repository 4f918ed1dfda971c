import { puzProject } from '@puz/config/vitest';

export default puzProject('cube', {
  globalSetup: ['./src/test-support/global-setup.ts'],
  e2eGlobalSetup: ['./src/test-support/global-setup-e2e.ts'],
  // The longest suite of `pnpm test` (~190 s CPU on one worker, 2026-11-27): two workers, and
  // files sharing modules (the 3x3x3/4x4x4 tables and NxNxN models load once a worker, not once a
  // file; the files restore what they change: catalog.test's PUZ_CACHE_DIR, and no mocks):
  // 190 -> 131 s CPU, 194 -> 134 s wall alone at load 3-4, nice 19.
  maxWorkers: 2,
  isolate: false,
});
