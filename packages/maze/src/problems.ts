import { mstCost, multiGoalBound } from '@puz/heuristics';
import type { Heuristic, SearchProblem } from '@puz/search';
import { DIRECTIONS, type Direction, distancesFrom, type Maze, manhattan, step } from './maze.js';

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

/**
 * Eating every dot: a state is Uint32Array [cell, eaten bits...] (one bit per dot), so the
 * search's content-hashed index dedups it without building a string. The heuristic is the
 * seed's: max(MST of the uneaten dots + the nearest one, farthest uneaten pair + the nearer
 * end), over exact BFS distances; the MST depends only on the eaten set and is memoised.
 */
export function allDotsProblem(maze: Maze): {
  problem: SearchProblem<Uint32Array, Direction>;
  h: Heuristic<Uint32Array>;
} {
  const k = maze.dots.length;
  const words = Math.max(1, Math.ceil(k / 32));
  const dotAt = new Int32Array(maze.walls.length).fill(-1);
  maze.dots.forEach((cell, i) => {
    dotAt[cell] = i;
  });
  const fromDot = maze.dots.map((cell) => distancesFrom(maze, cell));
  const between = new Float64Array(k * k);
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++)
      between[i * k + j] = (fromDot[i] as Int32Array)[maze.dots[j] as number] as number;
  const full = new Uint32Array(words);
  for (let i = 0; i < k; i++) full[i >>> 5] = (full[i >>> 5] as number) | (1 << (i & 31));

  const start = new Uint32Array(1 + words);
  start[0] = maze.start;
  const startDot = dotAt[maze.start] as number;
  if (startDot >= 0) start[1 + (startDot >>> 5)] = 1 << (startDot & 31);

  const mstMemo = new Map<number | string, number>();
  const remaining = new Int32Array(k);
  const fromHere = new Float64Array(k);
  const h: Heuristic<Uint32Array> = (state) => {
    const cell = state[0] as number;
    let r = 0;
    for (let i = 0; i < k; i++) {
      if (((state[1 + (i >>> 5)] as number) >>> (i & 31)) & 1) continue;
      remaining[r] = i;
      fromHere[r] = (fromDot[i] as Int32Array)[cell] as number;
      r++;
    }
    if (r === 0) return 0;
    const key =
      words === 1 ? (state[1] as number) : Array.prototype.join.call(state.subarray(1), ',');
    let mst = mstMemo.get(key);
    if (mst === undefined) {
      mst = mstCost(remaining.subarray(0, r), between, k);
      mstMemo.set(key, mst);
    }
    return multiGoalBound(remaining.subarray(0, r), fromHere.subarray(0, r), between, k, mst);
  };

  const problem: SearchProblem<Uint32Array, Direction> = {
    start,
    isGoal(state) {
      for (let w = 0; w < words; w++) if (state[1 + w] !== full[w]) return false;
      return true;
    },
    successors(state, push) {
      const cell = state[0] as number;
      for (let d = 0; d < 4; d++) {
        const next = step(maze, cell, d);
        if (next < 0) continue;
        const child = state.slice();
        child[0] = next;
        const dot = dotAt[next] as number;
        if (dot >= 0)
          child[1 + (dot >>> 5)] = (child[1 + (dot >>> 5)] as number) | (1 << (dot & 31));
        push(DIRECTIONS[d] as Direction, child);
      }
    },
  };
  return { problem, h };
}
