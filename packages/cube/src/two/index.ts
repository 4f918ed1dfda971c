export { HTM_MOVES, POSITIONS } from './coords.js';
export type { CornerState } from './corners.js';
export { CORNER_NAMES, cornersFromFacelets, faceletsFromCorners } from './corners.js';
export { ROTATIONS } from './rotations.js';
export type { TwoSolution, TwoSolveOptions, TwoSolver } from './solve.js';
export { solve2x2x2, TWO_SOLVERS } from './solve.js';
export type { TwoMetric } from './table.js';
export { godsTable, solveFromTable } from './table.js';
