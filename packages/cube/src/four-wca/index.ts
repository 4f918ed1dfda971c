export type { PairFull } from './pair-full.js';
export type { PairBound } from './pairs.js';
export { pairFullReady, pairFullTable, pairTable } from './pairs.js';
export type { Pairing } from './phase3.js';
export type { TprOptions, TprSolution, TprStats } from './solve.js';
export { solveTpr } from './solve.js';
export type { TprTables } from './tables.js';
export { tprTables } from './tables.js';
