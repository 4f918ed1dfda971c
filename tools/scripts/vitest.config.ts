import { puzProject } from '@puz/config/vitest';

export default puzProject('scripts', { include: ['deps/**/*.test.ts'] });
