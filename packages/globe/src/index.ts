export { flipImage, globeCell, rowRing } from './geometry.js';
export type { GlobeMovesOptions } from './moves.js';
export { globeMoveNames, globeMoves } from './moves.js';
export type { GlobeSize } from './size.js';
export {
  checkGlobeSize,
  globeStickerCount,
  globeType,
  MAX_GLOBE_STICKERS,
  parseGlobeType,
} from './size.js';
