export { wreathFamily } from './family.js';
export type { WreathRings } from './geometry.js';
export { lensSteps, wreathCrossings, wreathRings } from './geometry.js';
export type { WreathMovesOptions } from './moves.js';
export { WREATH_MOVE_NAMES, wreathMoves } from './moves.js';
export { wreathPuzzle, wreathSolved } from './puzzle.js';
export {
  checkWreathRing,
  MAX_WREATH_RING,
  MIN_WREATH_RING,
  parseWreathType,
  wreathStickerCount,
  wreathType,
} from './size.js';
export type { SolveWreathOptions, WreathProgress, WreathSolution } from './solve.js';
export { solveWreath } from './solve.js';
export type { Labels } from './states.js';
