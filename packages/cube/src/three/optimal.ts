import { type Solution, throwIfAborted } from '@puz/perm';
import type { SearchProgress } from '@puz/search';
import type { Move } from '../move.js';
import { cubieFromFacelets, FACE_TURNS, solvedCubie } from './cubie.js';
import {
  checkAt,
  MAX_DEPTH,
  nodeCount,
  onCheckpoint,
  path,
  search,
  setRoot,
  useTables,
} from './optimal-search.js';
import {
  budgetError,
  limitName,
  nodeBudget,
  nodeLimitError,
  type SearchTableOptions,
  searchTables,
} from './optimal-shared.js';
import { solveOriented } from './orient.js';
import { sameCubie } from './sym.js';

/*
 * Optimal 3x3x3 solving in face turns: IDA* with the largest of four admissible bounds — an exact
 * edge-and-twist distance read along each of the three axes (the cube as it is and turned about
 * its URF diagonal, as Kociemba's optimal solver does): to the phase-1 goal, or with the huge
 * table to the phase-1 goal with the middle edges in order; and the exact distance of the corners
 * alone (Korf's corner database); with the huge table, the same three edge distances of the inverse
 * position too (inverse-track.ts: a position and its inverse are equally far from solved). Every
 * bound is an exact distance in an abstraction of the cube, so the first solution IDA* meets is
 * optimal. Korf's six-edge databases were tried as well and
 * dropped: with the phase-1 bounds in place they removed 0.3% of the nodes and cost more time than
 * that saved.
 *
 * Per node: small move tables and, per axis probed, two reads far apart in large tables; siblings
 * are probed together so those reads overlap. The state is a stack of integers per depth, nothing
 * is allocated. The search itself is optimal-search.ts; this is its single-threaded driver
 * (optimal-parallel.ts splits each bound over worker threads).
 */

export interface OptimalOptions extends SearchTableOptions {
  signal?: AbortSignal;
  /**
   * Give up (SearchLimitError, naming the length ruled out) once the search has run this long, ms;
   * the clock starts when the tables are ready, so a first build (~30 s) does not use it up.
   */
  budgetMs?: number;
  /**
   * false (default): the answer leads with the rotation (free in HTM) that brings the centres home
   * and ends on the solved facelet string. true: face turns only, any orientation solved.
   */
  anyOrientation?: boolean;
  /** Throw `SearchLimitError` after this many nodes (`stats.expanded`'s unit). */
  budgetNodes?: number;
  /** @deprecated use `budgetNodes` (the same limit); kept for one release. */
  nodeLimit?: number;
  onProgress?: (progress: SearchProgress) => void;
  /** Minimum time between progress reports, ms (default 100). */
  progressIntervalMs?: number;
}

/**
 * The repo's `Solution` in WCA `Move`s: the rotation first (unless anyOrientation), then face
 * turns; `length` counts face turns, the fewest possible (HTM: rotations count 0); `optimal` is
 * always true (IDA* with admissible bounds); `stats.expanded` counts the nodes generated
 * (children that passed the move rules).
 */
export interface OptimalSolution extends Solution<Move> {
  optimal: true;
}

/**
 * Build (or load from the disk cache) the pattern databases ahead of the first solve; with
 * `table: 'huge'`, the huge table too (minutes the first time, `onHugeBuild` reports).
 */
export function prepareOptimal(options: SearchTableOptions = {}): void {
  searchTables(options);
}

/**
 * An optimal solution in face turns (HTM). Positions up to ~15 moves take seconds; a random
 * position (most need 17 or 18) takes minutes — fewer with the huge table (`table: 'huge'`) and
 * on threads (`solveOptimalParallel`): pass a budget, a signal or a node limit.
 */
export function solveOptimal(facelets: string, options: OptimalOptions = {}): OptimalSolution {
  const t0 = performance.now();
  const s = solveOriented(facelets, options.anyOrientation, 'optimal', (home) =>
    solveHome(home, options, t0),
  );
  return { ...s, ms: performance.now() - t0 };
}

/** IDA* on a position with its centres home (checked by `solveOriented`). */
function solveHome(facelets: string, options: OptimalOptions, t0: number): OptimalSolution {
  useTables(searchTables(options));
  const c = cubieFromFacelets(facelets);
  const h0 = setRoot(c);

  const limit = nodeBudget(options);
  const deadline = performance.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  const interval = options.progressIntervalMs ?? 100;
  let lastReport = t0;
  let bound = 0;
  const step = 1 << 16;
  onCheckpoint(
    () => {
      const nodes = nodeCount();
      if (nodes >= limit)
        throw nodeLimitError(limit, bound, nodes, performance.now() - t0, limitName(options));
      checkAt(Math.min(nodes + step, limit));
      throwIfAborted(options.signal, 'the optimal solve');
      const now = performance.now();
      if (now > deadline) throw budgetError(options.budgetMs as number, bound, nodes, now - t0);
      if (options.onProgress && now - lastReport >= interval) {
        lastReport = now;
        options.onProgress({
          expanded: nodes,
          generated: nodes,
          frontier: bound,
          depth: bound,
          ms: now - t0,
        });
      }
    },
    Math.min(step, limit),
  );
  throwIfAborted(options.signal, 'the optimal solve');

  let length = 0;
  if (!sameCubie(c, solvedCubie())) {
    for (bound = Math.max(h0, 1); ; bound++) {
      if (bound > MAX_DEPTH)
        throw new Error('no solution within 26 moves (a bug: every position needs at most 20)');
      if (search(0, bound, -1)) break;
    }
    length = bound;
  }
  // (solveOriented replays it on the position given.)
  const moves = Array.from(path.subarray(0, length), (m) => FACE_TURNS[m] as Move);
  return {
    moves,
    length,
    optimal: true,
    ms: performance.now() - t0,
    stats: { expanded: nodeCount() },
  };
}
