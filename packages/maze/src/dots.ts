import { mstCost, multiGoalBound } from '@puz/heuristics';
import type { Heuristic } from '@puz/search';
import { distancesFrom, type Maze } from './maze.js';

/**
 * What both "eat every dot" formulations share: states are Uint32Array [cell, eaten bits...]
 * (one bit per dot, so the search's content-hashed index dedups them without a string), BFS
 * distances from every dot, and the seed's heuristic: max(MST of the uneaten dots + the nearest
 * one, farthest uneaten pair + the nearer end). The MST depends only on the eaten set: memoised.
 * The distances are built on first use: a breadth-first search over the grid never reads them
 * (a 2000x2000 maze's four maps took seconds before its first node).
 */
export interface DotSpace {
  readonly k: number;
  readonly words: number;
  /** Dot index of each cell, or -1. */
  readonly dotAt: Int32Array;
  /** Steps from dot i to every cell (built on first read). */
  readonly fromDot: readonly Int32Array[];
  readonly start: Uint32Array;
  isGoal(state: Uint32Array): boolean;
  eaten(state: Uint32Array, dot: number): boolean;
  /** Marks a dot eaten in a state (in place). */
  eat(state: Uint32Array, dot: number): void;
  h: Heuristic<Uint32Array>;
}

export function dotSpace(maze: Maze): DotSpace {
  const k = maze.dots.length;
  const words = Math.max(1, Math.ceil(k / 32));
  const dotAt = new Int32Array(maze.walls.length).fill(-1);
  maze.dots.forEach((cell, i) => {
    dotAt[cell] = i;
  });
  let fromDot: Int32Array[] | undefined;
  const distances = () => {
    fromDot ??= maze.dots.map((cell) => distancesFrom(maze, cell));
    return fromDot;
  };
  let between: Float64Array | undefined;
  const pairs = () => {
    const maps = distances();
    between = new Float64Array(k * k);
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++)
        between[i * k + j] = (maps[i] as Int32Array)[maze.dots[j] as number] as number;
    return between;
  };
  const full = new Uint32Array(words);
  const eat = (state: Uint32Array, dot: number) => {
    state[1 + (dot >>> 5)] = (state[1 + (dot >>> 5)] as number) | (1 << (dot & 31));
  };
  const eaten = (state: Uint32Array, dot: number) =>
    (((state[1 + (dot >>> 5)] as number) >>> (dot & 31)) & 1) === 1;
  for (let i = 0; i < k; i++) full[i >>> 5] = (full[i >>> 5] as number) | (1 << (i & 31));

  const start = new Uint32Array(1 + words);
  start[0] = maze.start;
  if ((dotAt[maze.start] as number) >= 0) eat(start, dotAt[maze.start] as number);

  const mstMemo = new Map<number | string, number>();
  const remaining = new Int32Array(k);
  const fromHere = new Float64Array(k);
  const h: Heuristic<Uint32Array> = (state) => {
    const pairDistances = between ?? pairs();
    const maps = fromDot as Int32Array[];
    const cell = state[0] as number;
    let r = 0;
    for (let i = 0; i < k; i++) {
      if (eaten(state, i)) continue;
      remaining[r] = i;
      fromHere[r] = (maps[i] as Int32Array)[cell] as number;
      r++;
    }
    if (r === 0) return 0;
    const key =
      words === 1 ? (state[1] as number) : Array.prototype.join.call(state.subarray(1), ',');
    let mst = mstMemo.get(key);
    if (mst === undefined) {
      mst = mstCost(remaining.subarray(0, r), pairDistances, k);
      mstMemo.set(key, mst);
    }
    return multiGoalBound(remaining.subarray(0, r), fromHere.subarray(0, r), pairDistances, k, mst);
  };

  return {
    k,
    words,
    dotAt,
    get fromDot() {
      return distances();
    },
    start,
    eat,
    eaten,
    h,
    isGoal(state) {
      for (let w = 0; w < words; w++) if (state[1 + w] !== full[w]) return false;
      return true;
    },
  };
}
