export { prepareCycleTables } from './cycle-table.js';
export type { SantaCubeOptions, SantaCubeProgress, SantaCubeSolution } from './solve.js';
export { solveSantaCubeN } from './solve.js';
