export { dotGraphProblem } from './dot-graph.js';
export { MazeParseError } from './errors.js';
export { DEFAULT_MAX_NODES, nodesForWork } from './limit.js';
export type { Direction, Maze } from './maze.js';
export { DIRECTIONS, distancesFrom, manhattan, parseMaze, step } from './maze.js';
export { allDotsProblem, singleDotProblem } from './problems.js';
export { renderMaze } from './render.js';
export type { MazeAlgorithm, MazeSolution, MazeSolveOptions } from './solve.js';
export { MAZE_ALGORITHMS, replay, solveMaze } from './solve.js';
