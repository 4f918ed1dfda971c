import { Monitor } from '../monitor.js';
import { NodeStore } from '../node-store.js';
import type {
  Push,
  ReversibleProblem,
  SearchEvent,
  SearchOptions,
  SearchResult,
} from '../problem.js';
import { indexFor, type StateIndex } from '../state-index.js';

interface Side<S, M> {
  nodes: NodeStore<S, M>;
  index: StateIndex<S>;
  /** Node ids of the current frontier layer. */
  layer: number[];
  depth: number;
}

/**
 * Bidirectional breadth-first search: fewest moves from the start to any of `goals`.
 *
 * Whole layers are expanded, always on the side with the smaller frontier. Why the first
 * meeting is optimal: before a layer of side A (depth a → a+1) the two visited sets (A up to a,
 * B up to b) are disjoint; a state met at depth a+1 from A and at dB from B cannot have
 * dB < b (its A-parent would then be in B within b), so every meeting costs a+1+b, and no
 * shorter path exists because the sets were disjoint.
 */
export function* bidirectionalBfsSteps<S, M>(
  problem: ReversibleProblem<S, M>,
  options: SearchOptions & { trace?: boolean } = {},
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  const monitor = new Monitor(options);
  const forward: Side<S, M> = {
    nodes: new NodeStore(),
    index: indexFor(problem),
    layer: [],
    depth: 0,
  };
  const backward: Side<S, M> = {
    nodes: new NodeStore(),
    index: indexFor(problem),
    layer: [],
    depth: 0,
  };
  forward.layer.push(forward.nodes.add(problem.start, -1, undefined, 0, 0));
  forward.index.set(problem.start, 0);
  for (const goal of problem.goals) {
    if (backward.index.get(goal) >= 0) continue;
    const id = backward.nodes.add(goal, -1, undefined, 0, 0);
    backward.index.set(goal, id);
    backward.layer.push(id);
  }
  const atStart = backward.index.get(problem.start);
  if (atStart >= 0) return monitor.finish(join(forward.nodes, 0, backward.nodes, atStart), true);
  // Without predecessors the graph is taken as undirected: each edge walks back with its label.
  const predecessors: (state: S, push: Push<S, M>, g: number) => void =
    problem.predecessors?.bind(problem) ?? problem.successors.bind(problem);

  while (forward.layer.length > 0 && backward.layer.length > 0) {
    const fromStart = forward.layer.length <= backward.layer.length;
    const side = fromStart ? forward : backward;
    const other = fromStart ? backward : forward;
    const next: number[] = [];
    // The closure below writes these; a holder object keeps TypeScript's narrowing honest.
    const meet = { mine: -1, theirs: -1 };
    let current = -1;
    const push: Push<S, M> = (move, state) => {
      monitor.stats.generated++;
      if (meet.mine >= 0 || side.index.get(state) >= 0) return;
      const id = side.nodes.add(state, current, move, 0, side.depth + 1);
      side.index.set(state, id);
      next.push(id);
      const there = other.index.get(state);
      if (there >= 0) {
        meet.mine = id;
        meet.theirs = there;
      }
    };
    for (const id of side.layer) {
      current = id;
      const state = side.nodes.states[id] as S;
      monitor.expand(forward.layer.length + backward.layer.length + next.length, side.depth);
      if (options.trace !== false)
        yield { type: 'expand', state, g: side.depth, depth: side.depth };
      if (fromStart) problem.successors(state, push, side.depth);
      else predecessors(state, push, side.depth);
      if (meet.mine >= 0) {
        const { mine, theirs } = meet;
        return monitor.finish(
          fromStart
            ? join(forward.nodes, mine, backward.nodes, theirs)
            : join(forward.nodes, theirs, backward.nodes, mine),
          true,
        );
      }
    }
    side.layer = next;
    side.depth++;
  }
  return monitor.finish(null, true);
}

/** The forward path to the meeting state, then the backward tree's path on to its goal. */
function join<S, M>(forward: NodeStore<S, M>, f: number, backward: NodeStore<S, M>, b: number) {
  const { moves, states } = forward.path(f);
  for (let at = b; backward.parent[at] !== -1; at = backward.parent[at] as number) {
    moves.push(backward.moves[at] as M);
    states.push(backward.states[backward.parent[at] as number] as S);
  }
  return { moves, states, cost: moves.length };
}
