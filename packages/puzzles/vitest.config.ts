import { puzProject } from '@puz/config/vitest';

export default puzProject('puzzles', {
  e2eGlobalSetup: ['./src/test-support/global-setup-e2e.ts'],
  // No test file here leaves state behind (no mocks, no variables set), so files share modules.
  isolate: false,
});
