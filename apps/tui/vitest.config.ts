import { puzProject } from '@puz/config/vitest';

export default puzProject('tui', {
  globalSetup: ['./src/test-support/global-setup.ts'],
  // The second-longest suite of `pnpm test`: two workers, and files sharing a worker's modules
  // (isolated, each file reloaded the packages and their tables: about 1 min of CPU). Each file
  // restores what it changes (stubbed variables, PUZ_CACHE_DIR, fake timers, spied stderr) and
  // unmounts what it renders: screen-parts.test.tsx's spinners, once left running, delayed the
  // React commits of playback.test.tsx in the same worker (its pause read 'playing').
  maxWorkers: 2,
  isolate: false,
});
