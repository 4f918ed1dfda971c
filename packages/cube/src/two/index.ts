export type { Cab203Result } from './cab203.js';
export {
  CAB203_MOVES,
  faceletsToCab203,
  isSolvedAnyOrientation,
  parseCab203,
  solveCab203,
} from './cab203.js';
export { HTM_MOVES, POSITIONS } from './coords.js';
export type { CornerState } from './corners.js';
export { CORNER_NAMES, cornersFromFacelets, faceletsFromCorners } from './corners.js';
export type { Cs440Solution } from './cs440.js';
export { CS440_MOVE_NAMES, parseCs440Net, solveCs440 } from './cs440.js';
export {
  faceletsFromPosition,
  MIT6006_STICKERS,
  mit6006,
  positionFromFacelets,
} from './mit6006.js';
export { conjugateMove, ROTATIONS } from './rotations.js';
export type { TwoSolution, TwoSolveOptions, TwoSolver } from './solve.js';
export { solve2x2x2, TWO_SOLVERS } from './solve.js';
export type { TwoMetric } from './table.js';
export { godsTable, solveFromTable } from './table.js';
