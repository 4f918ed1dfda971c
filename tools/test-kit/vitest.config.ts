import { puzProject } from '@puz/config/vitest';

// No test file here leaves state behind (no mocks, no variables set), so files share modules.
export default puzProject('test-kit', { isolate: false });
