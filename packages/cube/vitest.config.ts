import { puzProject } from '@puz/config/vitest';

export default puzProject('cube', {
  globalSetup: ['./src/test-support/global-setup.ts'],
  e2eGlobalSetup: ['./src/test-support/global-setup-e2e.ts'],
});
