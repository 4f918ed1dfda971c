import { puzProject } from '@puz/config/vitest';

export default puzProject('bench', { testTimeout: 30_000 });
