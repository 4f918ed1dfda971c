import type { Heuristic, SearchProblem } from '@puz/search';
import { dotSpace } from './dots.js';
import { DIRECTIONS, type Direction, type Maze, manhattan, step } from './maze.js';

/** Going to one cell: states are cell numbers; Manhattan distance is the heuristic. */
export function singleDotProblem(
  maze: Maze,
  goal: number,
): { problem: SearchProblem<number, Direction>; h: Heuristic<number> } {
  return {
    problem: {
      start: maze.start,
      isGoal: (cell) => cell === goal,
      successors(cell, push) {
        for (let d = 0; d < 4; d++) {
          const next = step(maze, cell, d);
          if (next >= 0) push(DIRECTIONS[d] as Direction, next);
        }
      },
    },
    h: (cell) => manhattan(maze, cell, goal),
  };
}

/** Eating every dot one cell at a time (the seed's formulation): states and heuristic from dotSpace. */
export function allDotsProblem(maze: Maze): {
  problem: SearchProblem<Uint32Array, Direction>;
  h: Heuristic<Uint32Array>;
} {
  const space = dotSpace(maze);
  const problem: SearchProblem<Uint32Array, Direction> = {
    start: space.start,
    isGoal: space.isGoal,
    successors(state, push) {
      const cell = state[0] as number;
      for (let d = 0; d < 4; d++) {
        const next = step(maze, cell, d);
        if (next < 0) continue;
        const child = state.slice();
        child[0] = next;
        const dot = space.dotAt[next] as number;
        if (dot >= 0) space.eat(child, dot);
        push(DIRECTIONS[d] as Direction, child);
      }
    },
  };
  return { problem, h: space.h };
}
