import { checkCost, Monitor } from '../monitor.js';
import { NodeStore } from '../node-store.js';
import type { SearchEvent, SearchOptions, SearchProblem, SearchResult } from '../problem.js';
import { indexFor } from '../state-index.js';

/**
 * Breadth-first search: the path with the fewest moves (edge costs are summed into `cost` but
 * not minimised — use dijkstra for that). Node ids are handed out in discovery order, so the
 * queue is just a read position in the node store. Goals are tested when generated.
 */
export function* bfsSteps<S, M>(
  problem: SearchProblem<S, M>,
  options: SearchOptions & { trace?: boolean } = {},
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  const monitor = new Monitor(options);
  const nodes = new NodeStore<S, M>();
  const seen = indexFor(problem);
  nodes.add(problem.start, -1, undefined, 0, 0);
  seen.set(problem.start, 0);
  if (problem.isGoal(problem.start)) return monitor.finish({ ...nodes.path(0), cost: 0 }, true);
  let found = -1;
  let head = 0;
  let current = 0;
  const push = (move: M, next: S, cost = 1) => {
    monitor.stats.generated++;
    if (found >= 0 || seen.get(next) >= 0) return;
    const id = nodes.add(
      next,
      current,
      move,
      (nodes.g[current] as number) + checkCost(cost),
      (nodes.depth[current] as number) + 1,
    );
    seen.set(next, id);
    if (problem.isGoal(next)) found = id;
  };
  while (head < nodes.size && found < 0) {
    current = head++;
    const state = nodes.states[current] as S;
    const depth = nodes.depth[current] as number;
    monitor.expand(nodes.size - head + 1, depth);
    if (options.trace !== false)
      yield { type: 'expand', state, g: nodes.g[current] as number, depth };
    problem.successors(state, push, nodes.g[current] as number);
  }
  return monitor.finish(
    found >= 0 ? { ...nodes.path(found), cost: nodes.g[found] as number } : null,
    true,
  );
}
