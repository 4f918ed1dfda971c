import { puzProject } from '@puz/config/vitest';

export default puzProject('tui', { globalSetup: ['./src/test-support/global-setup.ts'] });
