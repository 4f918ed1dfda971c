export { checkState, cornerSlots, edgeSlots } from './checks.js';
export type { InvalidStateReason } from './errors.js';
export { InvalidStateError } from './errors.js';
export { applyMoves, faceletSize, parseFacelets, solvedFacelets } from './facelets.js';
export type { Face, Vec } from './geometry.js';
export { FACES, faceFrame, layerTurn, stickerPosition, stickerPositions } from './geometry.js';
export type { Move } from './move.js';
export { invertMove, isRotation } from './move.js';
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
export type { SantaCubeOptions, SantaCubeSolution } from './nxn/index.js';
export { SantaCubeSolveError, solveSantaCubeN } from './nxn/index.js';
export type { RenderOptions } from './render.js';
export { renderNet } from './render.js';
export { SANTA_FACE_ORDER, santaCubeMoves } from './santa.js';
export * from './santa-small/index.js';
export * from './three/coords.js';
export type { CubieCube } from './three/cubie.js';
export {
  CORNERS,
  CUBIE_MOVES,
  cubieFromFacelets,
  EDGE_SLOTS,
  EDGES,
  FACE_TURNS,
  faceletsFromCubie,
  multiply,
  multiplyInto,
  solvedCubie,
} from './three/cubie.js';
export type {
  GeneticOptions,
  GeneticProgress,
  GeneticSolution,
} from './three/genetic.js';
export { GenerationLimitError, solveGenetic } from './three/genetic.js';
export type { OptimalOptions, OptimalSolution } from './three/optimal.js';
export { prepareOptimal, solveOptimal } from './three/optimal.js';
export type { OptimalTables, OptimalTablesOptions } from './three/optimal-tables.js';
export { optimalTables } from './three/optimal-tables.js';
export type { PruningTables } from './three/pruning.js';
export { randomCubie, randomFacelets3 } from './three/random.js';
export type { TwoPhaseTables } from './three/tables.js';
export { pruningTables, twoPhaseTables } from './three/tables.js';
export type { TwoPhaseOptions, TwoPhaseSolution } from './three/twophase.js';
export { prepareTwoPhase, solveTwoPhase } from './three/twophase.js';
export * from './two/index.js';
