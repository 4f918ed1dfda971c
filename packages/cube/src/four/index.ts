export type { FourOptions, FourSolution } from './solve.js';
export { solveFour } from './solve.js';
export type { FourTables } from './tables.js';
export { fourTables } from './tables.js';
