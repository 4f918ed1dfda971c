import { puzProject } from '@puz/config/vitest';

export default puzProject('cube', { globalSetup: ['./src/test-support/global-setup.ts'] });
