import { puzProject } from '@puz/config/vitest';

export default puzProject('tui', {
  globalSetup: ['./src/test-support/global-setup.ts'],
  // The second-longest suite of `pnpm test`: two workers. Each file keeps its own modules: with
  // isolate: false, playback.test.tsx's pause read 'playing' in the full turbo run (it passes
  // alone), so some file leaves state behind that was not found.
  maxWorkers: 2,
  isolate: true,
});
