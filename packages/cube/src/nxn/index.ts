export type { Catalog, StickerKind, Unit } from './catalog.js';
export { catalogOf, cubeUnits, stickerKind } from './catalog.js';
export type { CubeModel } from './model.js';
export { cubeModel, santaToTokens, simplifyTokens, tokensToSanta } from './model.js';
export type { SantaCubeOptions, SantaCubeSolution } from './solve.js';
export { SantaCubeSolveError, solveSantaCubeN } from './solve.js';
