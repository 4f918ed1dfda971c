import { InvalidProblemError } from '../errors.js';
import { checkCost, Monitor } from '../monitor.js';
import type {
  Heuristic,
  SearchEvent,
  SearchOptions,
  SearchProblem,
  SearchResult,
} from '../problem.js';
import { hashContents, sameContents } from '../state-index.js';

export interface IdastarOptions<M> extends SearchOptions {
  /** Skip `move` after `previous` (e.g. never turn the same face twice in a row). */
  prune?: (previous: M | undefined, move: M) => boolean;
  /**
   * Skip states already on the current path (default true). Turn it off when `prune` already
   * rules out the cycles that matter: it saves a comparison per node.
   */
  pathCheck?: boolean;
  /** Give up when the f-bound would exceed this (default: Infinity). */
  maxCost?: number;
  trace?: boolean;
}

/**
 * IDA*: depth-first searches bounded by f = g + h, the bound raised each round to the smallest
 * f that exceeded it. Optimal with an admissible heuristic; memory is only the current path.
 * An explicit stack (one frame per depth, successor buffers reused), no closure per node.
 */
export function* idastarSteps<S, M>(
  problem: SearchProblem<S, M>,
  h: Heuristic<S>,
  options: IdastarOptions<M> = {},
): Generator<SearchEvent<S>, SearchResult<S, M>> {
  const monitor = new Monitor(options);
  const { prune } = options;
  const pathCheck = options.pathCheck ?? true;
  const maxCost = options.maxCost ?? Number.POSITIVE_INFINITY;
  const onPath = pathTracker(problem);
  const hOf = (s: S) => {
    const v = h(s);
    if (!(v >= 0))
      throw new InvalidProblemError(`heuristic must be >= 0 (Infinity for a dead end), got ${v}`);
    return v;
  };

  // Frame d: the state at depth d, its g, the move into it, and its successors still to try.
  const states: S[] = [problem.start];
  const gs: number[] = [0];
  const via: (M | undefined)[] = [undefined];
  const succMoves: M[][] = [];
  const succStates: S[][] = [];
  const succCosts: number[][] = [];
  const cursor: number[] = [];

  const resetFrame = (d: number) => {
    if (succMoves.length <= d) {
      succMoves.push([]);
      succStates.push([]);
      succCosts.push([]);
    }
    (succMoves[d] as M[]).length = 0;
    (succStates[d] as S[]).length = 0;
    (succCosts[d] as number[]).length = 0;
  };

  let frame = 0;
  const push = (move: M, next: S, cost = 1) => {
    monitor.stats.generated++;
    if (prune?.(via[frame], move)) return;
    (succMoves[frame] as M[]).push(move);
    (succStates[frame] as S[]).push(next);
    (succCosts[frame] as number[]).push(checkCost(cost));
  };

  let bound = hOf(problem.start);
  while (bound <= maxCost && bound < Number.POSITIVE_INFINITY) {
    let nextBound = Number.POSITIVE_INFINITY;
    let depth = 0;
    cursor[0] = -1; // -1: not expanded yet
    if (pathCheck) onPath.reset(problem.start);
    while (depth >= 0) {
      const state = states[depth] as S;
      const g = gs[depth] as number;
      if (cursor[depth] === -1) {
        const f = g + hOf(state);
        if (f > bound) {
          if (f < nextBound) nextBound = f;
          depth--;
          continue;
        }
        if (problem.isGoal(state)) {
          return monitor.finish(
            {
              moves: via.slice(1, depth + 1) as M[],
              states: states.slice(0, depth + 1),
              cost: g,
            },
            true,
          );
        }
        monitor.expand(depth + 1, bound);
        if (options.trace !== false) yield { type: 'expand', state, g, depth };
        resetFrame(depth);
        frame = depth;
        problem.successors(state, push, g);
        cursor[depth] = 0;
      }
      const i = cursor[depth] as number;
      const nexts = succStates[depth] as S[];
      if (i >= nexts.length) {
        depth--;
        continue;
      }
      cursor[depth] = i + 1;
      const next = nexts[i] as S;
      if (pathCheck && onPath.has(next, depth, states)) continue;
      depth++;
      states[depth] = next;
      gs[depth] = g + ((succCosts[depth - 1] as number[])[i] as number);
      via[depth] = (succMoves[depth - 1] as M[])[i];
      cursor[depth] = -1;
      if (pathCheck) onPath.enter(next, depth);
    }
    bound = nextBound;
  }
  return monitor.finish(null, true);
}

/**
 * Is a state already on the path states[0..depth]? With a `key`, compares keys; for typed
 * arrays, a content hash per depth and a full comparison on a hash match; otherwise `===`.
 */
function pathTracker<S, M>(problem: SearchProblem<S, M>) {
  const keyOf = problem.key?.bind(problem);
  const typed = !keyOf && ArrayBuffer.isView(problem.start);
  const fingerprints: unknown[] = [];
  const fingerprint = (s: S): unknown =>
    keyOf ? keyOf(s) : typed ? hashContents(s as ArrayLike<number>) : s;
  return {
    reset(start: S) {
      fingerprints.length = 0;
      fingerprints.push(fingerprint(start));
    },
    enter(state: S, depth: number) {
      fingerprints[depth] = fingerprint(state);
    },
    has(state: S, depth: number, path: readonly S[]): boolean {
      const f = fingerprint(state);
      for (let d = 0; d <= depth; d++) {
        if (fingerprints[d] !== f) continue;
        if (!typed || sameContents(path[d] as ArrayLike<number>, state as ArrayLike<number>))
          return true;
      }
      return false;
    },
  };
}
