import { checkCost, Monitor } from '../monitor.js';
import { NodeStore } from '../node-store.js';
import type { SearchEvent, SearchOptions, SearchProblem, SearchResult } from '../problem.js';
import { indexFor } from '../state-index.js';

export interface DfsOptions extends SearchOptions {
  /** Do not expand states at this depth (default: no limit). */
  depthLimit?: number;
  trace?: boolean;
}

interface DfsOutcome<S, M> {
  nodes: NodeStore<S, M>;
  found: number;
  /** Some state was left unexpanded because of the depth limit. */
  cutOff: boolean;
}

/**
 * Depth-first graph search, goal tested when popped; successors are explored in the order they
 * are generated. Without a depth limit every state is expanded at most once (a graph search: an
 * open maze of 575 cells took 9,916 expansions when states were re-expanded). With a limit, a
 * state is expanded again only if reached at a smaller depth than before, which keeps a
 * depth-limited search complete within its limit (so iddfs stays optimal).
 */
function* depthFirst<S, M>(
  problem: SearchProblem<S, M>,
  monitor: Monitor,
  limit: number,
  trace: boolean,
): Generator<SearchEvent<S>, DfsOutcome<S, M>> {
  const nodes = new NodeStore<S, M>();
  const bestDepth = indexFor(problem);
  const stack: number[] = [nodes.add(problem.start, -1, undefined, 0, 0)];
  const moves: M[] = [];
  const states: S[] = [];
  const costs: number[] = [];
  const push = (move: M, next: S, cost = 1) => {
    monitor.stats.generated++;
    moves.push(move);
    states.push(next);
    costs.push(checkCost(cost));
  };
  let cutOff = false;
  // Without a limit, any earlier visit makes a state seen; with one, only a visit as shallow.
  const graph = limit === Number.POSITIVE_INFINITY;
  while (stack.length > 0) {
    const id = stack.pop() as number;
    const state = nodes.states[id] as S;
    const depth = nodes.depth[id] as number;
    const previous = bestDepth.get(state);
    if (previous >= 0 && (graph || previous <= depth)) continue;
    bestDepth.set(state, depth);
    if (problem.isGoal(state)) return { nodes, found: id, cutOff };
    if (depth >= limit) {
      cutOff = true;
      continue;
    }
    monitor.expand(stack.length + 1, depth);
    const g = nodes.g[id] as number;
    if (trace) yield { type: 'expand', state, g, depth };
    moves.length = states.length = costs.length = 0;
    problem.successors(state, push, g);
    // Push in reverse so the first successor generated is the first explored.
    for (let i = states.length - 1; i >= 0; i--) {
      const next = states[i] as S;
      const seenAt = bestDepth.get(next);
      if (seenAt >= 0 && (graph || seenAt <= depth + 1)) continue;
      stack.push(nodes.add(next, id, moves[i] as M, g + (costs[i] as number), depth + 1));
    }
  }
  return { nodes, found: -1, cutOff };
}

/** Depth-first search (not optimal): finds some path, within `depthLimit` if given. */
export function* dfsSteps<S, M>(
  problem: SearchProblem<S, M>,
  options: DfsOptions = {},
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  const monitor = new Monitor(options);
  const { nodes, found } = yield* depthFirst(
    problem,
    monitor,
    options.depthLimit ?? Number.POSITIVE_INFINITY,
    options.trace !== false,
  );
  return monitor.finish(
    found >= 0 ? { ...nodes.path(found), cost: nodes.g[found] as number } : null,
    false,
  );
}

export interface IddfsOptions extends SearchOptions {
  /** Give up after this depth (default: until the graph is exhausted). */
  maxDepth?: number;
  trace?: boolean;
}

/** Iterative deepening: depth-limited DFS with limits 0, 1, 2, ...: fewest moves, DFS memory. */
export function* iddfsSteps<S, M>(
  problem: SearchProblem<S, M>,
  options: IddfsOptions = {},
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  const monitor = new Monitor(options);
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  for (let limit = 0; limit <= maxDepth; limit++) {
    const { nodes, found, cutOff } = yield* depthFirst(
      problem,
      monitor,
      limit,
      options.trace !== false,
    );
    if (found >= 0)
      return monitor.finish({ ...nodes.path(found), cost: nodes.g[found] as number }, true);
    if (!cutOff) break; // nothing was left beyond the limit: the graph is exhausted
  }
  return monitor.finish(null, true);
}
