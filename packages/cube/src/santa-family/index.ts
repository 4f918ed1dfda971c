export { SANTA_FACE_ORDER, santaCubeMoves } from '../santa/order.js';
export { cubePuzzle, faceletsToSanta, santaToFacelets } from '../santa/puzzle.js';
export {
  type LowerBoundOptions,
  type LowerBoundResult,
  santaCube3LowerBound,
} from '../santa-small/lower-bound.js';
export { prepareSantaCube3, solveSantaCube3 } from '../santa-small/three.js';
export { prepareSantaCube2, solveSantaCube2 } from '../santa-small/two.js';
export type { SantaSmallOptions, SantaSmallSolution } from '../santa-small/types.js';
export { cubeFamily } from './family.js';
