import { puzProject } from '@puz/config/vitest';

// No test file here leaves state behind (no mocks; stubbed variables and the cache-warning
// receiver restored after each test), so files share one worker's modules.
export default puzProject('perm', { isolate: false });
