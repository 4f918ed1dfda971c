export type { FourOptions, FourSolution } from './solve.js';
export { PLL_PARITY_ALG, solveFour } from './solve.js';
export type { FourTables } from './tables.js';
export { fourTables } from './tables.js';
