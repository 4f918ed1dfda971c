export { checkState, cornerSlots, edgeSlots } from './checks.js';
export { applyMoves, faceletSize, parseFacelets, solvedFacelets } from './facelets.js';
export type { Face, Vec } from './geometry.js';
export { FACES, layerTurn, stickerPositions } from './geometry.js';
export type { Move } from './move.js';
export { CubeMoves } from './moves.js';
export type { Metric, ParseAlgOptions } from './notation.js';
export {
  countMoves,
  formatAlg,
  formatMove,
  invertAlg,
  parseAlg,
  simplifyAlg,
  toSanta,
} from './notation.js';
export type { RenderOptions } from './render.js';
export { renderNet } from './render.js';
export type { Rotation } from './rotations.js';
export { cubeRotations, isSolvedAnyOrientation } from './rotations.js';
