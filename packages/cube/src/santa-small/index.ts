export { prepareSantaCube3, solveSantaCube3 } from './three.js';
export { prepareSantaCube2, solveSantaCube2 } from './two.js';
export type { SantaSmallOptions, SantaSmallSolution } from './types.js';
