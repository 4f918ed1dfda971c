/**
 * The registry moved to `@puz/puzzles` (so that solving a puzzle needs no Santa I/O, threads or
 * Redis); santa uses it from there and re-exports it for the code that imported it from here.
 */
export { solvers } from '@puz/puzzles';
