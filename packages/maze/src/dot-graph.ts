import { mstCost, multiGoalBound } from '@puz/heuristics';
import type { Heuristic, SearchProblem } from '@puz/search';
import { DIRECTIONS, type Direction, distancesFrom, type Maze, step } from './maze.js';

/**
 * Eating every dot with macro moves: a state is Uint32Array [cell, eaten bits...] where the cell
 * is the start or a dot, and a move walks a shortest path to an uneaten dot, eating every dot on
 * the way. A target whose path crosses another uneaten dot is skipped: walking to that dot first
 * reaches the same state at the same cost. Neither restriction loses the optimum — in an optimal
 * tour every leg between first visits is a shortest path, and moving a dot that lies on such a
 * path earlier in the order never costs more (triangle inequality).
 *
 * The heuristic is the seed's max(MST + nearest, farthest pair + nearer end) over BFS distances.
 */
export function dotGraphProblem(maze: Maze): {
  problem: SearchProblem<Uint32Array, Direction[]>;
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

  // legs.get(cell)[j]: the walk from a cell (start or dot) to dot j and the dots it passes.
  const legs = new Map<number, { moves: Direction[]; passes: Uint32Array }[]>();
  const legsFrom = (cell: number) => {
    let out = legs.get(cell);
    if (!out) {
      out = maze.dots.map((_, j) => walk(cell, j));
      legs.set(cell, out);
    }
    return out;
  };
  const walk = (from: number, j: number) => {
    const toward = fromDot[j] as Int32Array;
    const moves: Direction[] = [];
    const passes = new Uint32Array(words);
    for (let cell = from; cell !== maze.dots[j]; ) {
      // Step to the first neighbour one closer to dot j: a shortest path, chosen the same way every time.
      for (let d = 0; d < 4; d++) {
        const next = step(maze, cell, d);
        if (next >= 0 && toward[next] === (toward[cell] as number) - 1) {
          moves.push(DIRECTIONS[d] as Direction);
          cell = next;
          break;
        }
      }
      const dot = dotAt[cell] as number;
      if (dot >= 0) passes[dot >>> 5] = (passes[dot >>> 5] as number) | (1 << (dot & 31));
    }
    return { moves, passes };
  };

  const start = new Uint32Array(1 + words);
  start[0] = maze.start;
  const startDot = dotAt[maze.start] as number;
  if (startDot >= 0) start[1 + (startDot >>> 5)] = 1 << (startDot & 31);
  const full = new Uint32Array(words);
  for (let i = 0; i < k; i++) full[i >>> 5] = (full[i >>> 5] as number) | (1 << (i & 31));

  const mstMemo = new Map<number | string, number>();
  const remaining = new Int32Array(k);
  const fromHere = new Float64Array(k);
  const eaten = (state: Uint32Array, i: number) =>
    (((state[1 + (i >>> 5)] as number) >>> (i & 31)) & 1) === 1;

  const h: Heuristic<Uint32Array> = (state) => {
    const cell = state[0] as number;
    let r = 0;
    for (let i = 0; i < k; i++) {
      if (eaten(state, i)) continue;
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

  const problem: SearchProblem<Uint32Array, Direction[]> = {
    start,
    isGoal(state) {
      for (let w = 0; w < words; w++) if (state[1 + w] !== full[w]) return false;
      return true;
    },
    successors(state, push) {
      const legsHere = legsFrom(state[0] as number);
      for (let j = 0; j < k; j++) {
        if (eaten(state, j)) continue;
        const leg = legsHere[j] as { moves: Direction[]; passes: Uint32Array };
        let crosses = false;
        for (let w = 0; w < words && !crosses; w++) {
          const others =
            (leg.passes[w] as number) &
            ~(state[1 + w] as number) &
            ~(w === j >>> 5 ? 1 << (j & 31) : 0);
          crosses = others !== 0;
        }
        if (crosses) continue;
        const child = new Uint32Array(1 + words);
        child[0] = maze.dots[j] as number;
        for (let w = 0; w < words; w++)
          child[1 + w] = (state[1 + w] as number) | (leg.passes[w] as number);
        push(leg.moves, child, leg.moves.length);
      }
    },
  };
  return { problem, h };
}
