export { globeFamily } from './family.js';
export { flipImage, globeCell, rowRing } from './geometry.js';
export type { GlobeMovesOptions } from './moves.js';
export { globeMoveNames, globeMoves } from './moves.js';
export { solveGlobe } from './portfolio.js';
export { globePuzzle, globeSolved } from './puzzle.js';
export type { GlobeSize } from './size.js';
export {
  checkGlobeSize,
  globeStickerCount,
  globeType,
  MAX_GLOBE_STICKERS,
  parseGlobeType,
} from './size.js';
export type { GlobeSolution, SolveGlobeOptions } from './solve.js';
