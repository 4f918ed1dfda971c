import { puzProject } from '@puz/config/vitest';

export default puzProject('puzzles');
