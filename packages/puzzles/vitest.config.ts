import { puzProject } from '@puz/config/vitest';

export default puzProject('puzzles', {
  e2eGlobalSetup: ['./src/test-support/global-setup-e2e.ts'],
});
