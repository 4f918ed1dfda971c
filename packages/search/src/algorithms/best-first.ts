import { InvalidProblemError } from '../errors.js';
import { IdHeap } from '../heap.js';
import { checkCost, Monitor } from '../monitor.js';
import { NodeStore } from '../node-store.js';
import type {
  Heuristic,
  SearchEvent,
  SearchOptions,
  SearchProblem,
  SearchResult,
} from '../problem.js';
import { indexFor } from '../state-index.js';

export interface BestFirstOptions extends SearchOptions {
  trace?: boolean;
}

export interface AstarOptions extends BestFirstOptions {
  /** f = g + weight·h. 1 (default) is A*; above 1 is weighted A*: faster, cost <= weight × optimal. */
  weight?: number;
}

type Priority = 'dijkstra' | 'greedy' | 'astar';

/**
 * The one best-first loop behind dijkstra, greedyBestFirst and astar. Goals are tested when a
 * node is popped (so costs are optimal for Dijkstra and admissible A*). Each state has one node;
 * a cheaper path re-parents it and pushes it again (lazy deletion: stale heap entries are skipped
 * on pop), and a closed node reached more cheaply is reopened, so inconsistent heuristics and
 * weighted A* stay correct.
 */
function* bestFirst<S, M>(
  problem: SearchProblem<S, M>,
  kind: Priority,
  h: Heuristic<S>,
  weight: number,
  options: BestFirstOptions,
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  if (!(weight >= 1) || !Number.isFinite(weight))
    throw new InvalidProblemError(`weight must be a finite number >= 1, got ${weight}`);
  const monitor = new Monitor(options);
  const nodes = new NodeStore<S, M>();
  const index = indexFor(problem);
  const open = new IdHeap();
  let closed = new Uint8Array(1024);
  let hValue = new Float64Array(1024);
  const heuristic = (state: S): number => {
    const v = h(state);
    if (!(v >= 0))
      throw new InvalidProblemError(`heuristic must be >= 0 (Infinity for a dead end), got ${v}`);
    return v;
  };
  const enqueue = (id: number) => {
    const g = nodes.g[id] as number;
    const hv = hValue[id] as number;
    if (hv === Number.POSITIVE_INFINITY) return; // a dead end
    if (kind === 'dijkstra') open.push(id, g);
    else if (kind === 'greedy') open.push(id, hv);
    else open.push(id, g + weight * hv, -g);
  };
  const root = nodes.add(problem.start, -1, undefined, 0, 0);
  index.set(problem.start, root);
  hValue[root] = kind === 'dijkstra' ? 0 : heuristic(problem.start);
  enqueue(root);
  let current = 0;
  const push = (move: M, next: S, cost = 1) => {
    const stats = monitor.stats;
    stats.generated++;
    const g = (nodes.g[current] as number) + checkCost(cost);
    const depth = (nodes.depth[current] as number) + 1;
    let id = index.get(next);
    if (id < 0) {
      id = nodes.add(next, current, move, g, depth);
      index.set(next, id);
      if (id >= closed.length) {
        const c = new Uint8Array(closed.length * 2);
        c.set(closed);
        closed = c;
        const hv = new Float64Array(hValue.length * 2);
        hv.set(hValue);
        hValue = hv;
      }
      hValue[id] = kind === 'dijkstra' ? 0 : heuristic(next);
    } else if (g < (nodes.g[id] as number) && kind !== 'greedy') {
      nodes.update(id, current, move, g, depth);
      closed[id] = 0;
    } else {
      return;
    }
    enqueue(id);
  };
  while (open.size > 0) {
    const priority = open.peekPriority() as number;
    current = open.pop();
    if (closed[current]) continue;
    const g = nodes.g[current] as number;
    // A stale entry: the node was re-pushed with a smaller g since.
    const expected =
      kind === 'dijkstra'
        ? g
        : kind === 'greedy'
          ? (hValue[current] as number)
          : g + weight * (hValue[current] as number);
    if (priority > expected) continue;
    closed[current] = 1;
    const state = nodes.states[current] as S;
    if (problem.isGoal(state))
      return monitor.finish(
        { ...nodes.path(current), cost: g },
        kind === 'dijkstra' || (kind === 'astar' && weight === 1),
      );
    const depth = nodes.depth[current] as number;
    monitor.expand(open.size + 1, depth);
    if (options.trace !== false) yield { type: 'expand', state, g, depth };
    problem.successors(state, push, g);
  }
  return monitor.finish(null, kind === 'dijkstra' || (kind === 'astar' && weight === 1));
}

/** Dijkstra's algorithm: the cheapest path for non-negative edge costs. */
export function dijkstraSteps<S, M>(problem: SearchProblem<S, M>, options: BestFirstOptions = {}) {
  return bestFirst(problem, 'dijkstra', () => 0, 1, options);
}

/** Greedy best-first: always expands the state that looks closest to a goal. Fast, not optimal. */
export function greedyBestFirstSteps<S, M>(
  problem: SearchProblem<S, M>,
  h: Heuristic<S>,
  options: BestFirstOptions = {},
) {
  return bestFirst(problem, 'greedy', h, 1, options);
}

/** A*: optimal with an admissible heuristic; with `weight` > 1, weighted A*. */
export function astarSteps<S, M>(
  problem: SearchProblem<S, M>,
  h: Heuristic<S>,
  options: AstarOptions = {},
) {
  return bestFirst(problem, 'astar', h, options.weight ?? 1, options);
}
