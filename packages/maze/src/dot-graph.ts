import type { Heuristic, SearchProblem } from '@puz/search';
import { dotSpace } from './dots.js';
import { DIRECTIONS, type Direction, type Maze, step } from './maze.js';

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
  const space = dotSpace(maze);
  const { k, words, dotAt } = space;

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
    const toward = space.fromDot[j] as Int32Array;
    const moves: Direction[] = [];
    const passes = new Uint32Array(1 + words); // same layout as a state, so eat() applies
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
      if (dot >= 0) space.eat(passes, dot);
    }
    return { moves, passes };
  };

  const problem: SearchProblem<Uint32Array, Direction[]> = {
    start: space.start,
    isGoal: space.isGoal,
    successors(state, push) {
      const legsHere = legsFrom(state[0] as number);
      for (let j = 0; j < k; j++) {
        if (space.eaten(state, j)) continue;
        const leg = legsHere[j] as { moves: Direction[]; passes: Uint32Array };
        // Skip a target whose path crosses another uneaten dot: going there first is no worse.
        let crosses = false;
        for (let w = 1; w <= words && !crosses; w++) {
          const target = w - 1 === j >>> 5 ? 1 << (j & 31) : 0;
          crosses = ((leg.passes[w] as number) & ~(state[w] as number) & ~target) !== 0;
        }
        if (crosses) continue;
        const child = state.slice();
        child[0] = maze.dots[j] as number;
        for (let w = 1; w <= words; w++)
          child[w] = (state[w] as number) | (leg.passes[w] as number);
        push(leg.moves, child, leg.moves.length);
      }
    },
  };
  return { problem, h: space.h };
}
