export type { PairBound } from './pairs.js';
export { pairTable } from './pairs.js';
export type { TprOptions, TprSolution } from './solve.js';
export { solveTpr } from './solve.js';
export type { TprTables } from './tables.js';
export { tprTables } from './tables.js';
