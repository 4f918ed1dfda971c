export { solvers } from './registry.js';
export type { WcaMetric } from './wca.js';
export { wcaFamily, wcaPuzzle } from './wca.js';
