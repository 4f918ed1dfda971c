import { InvalidProblemError } from '../errors.js';
import { checkCost, Monitor } from '../monitor.js';
import { NodeStore } from '../node-store.js';
import type { SearchEvent, SearchOptions, SearchProblem, SearchResult } from '../problem.js';
import { indexFor } from '../state-index.js';

export interface BeamOptions<S> extends SearchOptions {
  /** States kept per layer. */
  width: number;
  /** Lower is better (usually a heuristic); ties keep generation order. */
  score: (state: S, g: number) => number;
  /** Give up after this many layers (default: until a layer is empty). */
  maxDepth?: number;
  trace?: boolean;
}

/**
 * Beam search: breadth-first, but each layer keeps only the `width` best-scoring new states.
 * Not complete and not optimal — a fast way to good answers in huge spaces. States seen in any
 * earlier layer are not revisited. Goals are tested when generated.
 */
export function* beamSearchSteps<S, M>(
  problem: SearchProblem<S, M>,
  options: BeamOptions<S>,
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  const { width, score } = options;
  if (!Number.isInteger(width) || width < 1)
    throw new InvalidProblemError(`beam width must be a positive integer, got ${width}`);
  const monitor = new Monitor(options);
  const nodes = new NodeStore<S, M>();
  const seen = indexFor(problem);
  nodes.add(problem.start, -1, undefined, 0, 0);
  seen.set(problem.start, 0);
  if (problem.isGoal(problem.start)) return monitor.finish({ ...nodes.path(0), cost: 0 }, false);
  let layer = [0];
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  for (let depth = 0; depth < maxDepth && layer.length > 0; depth++) {
    const candidates: number[] = [];
    const scores: number[] = [];
    let current = 0;
    let found = -1;
    const push = (move: M, next: S, cost = 1) => {
      monitor.stats.generated++;
      if (found >= 0 || seen.get(next) >= 0) return;
      const g = (nodes.g[current] as number) + checkCost(cost);
      const id = nodes.add(next, current, move, g, depth + 1);
      seen.set(next, id);
      if (problem.isGoal(next)) found = id;
      candidates.push(id);
      scores.push(score(next, g));
    };
    for (const id of layer) {
      current = id;
      const state = nodes.states[id] as S;
      monitor.expand(layer.length + candidates.length, depth);
      if (options.trace !== false) yield { type: 'expand', state, g: nodes.g[id] as number, depth };
      problem.successors(state, push, nodes.g[id] as number);
      if (found >= 0)
        return monitor.finish({ ...nodes.path(found), cost: nodes.g[found] as number }, false);
    }
    const order = candidates
      .map((_, i) => i)
      .sort((a, b) => (scores[a] as number) - (scores[b] as number) || a - b);
    layer = order.slice(0, width).map((i) => candidates[i] as number);
  }
  return monitor.finish(null, false);
}
