export { solvers } from './registry.js';
export type { WcaMetric, WcaSolveOptions } from './wca.js';
export { wcaFamily, wcaPuzzle } from './wca.js';
export type { WcaAnswer, WcaOrientOptions } from './wca-orient.js';
export { solveWca, solveWcaAsync } from './wca-orient.js';
