import { puzProject } from '@puz/config/vitest';

export default puzProject('tui', {
  globalSetup: ['./src/test-support/global-setup.ts'],
  // The second-longest suite of `pnpm test`: two workers, and files sharing modules (each file
  // restores what it changes: stubbed variables, PUZ_CACHE_DIR, fake timers, spied stderr).
  maxWorkers: 2,
  isolate: false,
});
