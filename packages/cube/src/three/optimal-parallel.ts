import { availableParallelism } from 'node:os';
import { SearchLimitError, throwIfAborted } from '@puz/perm';

import type { Move } from '../move.js';
import { cubieFromFacelets, FACE_TURNS, solvedCubie } from './cubie.js';
import type { OptimalOptions, OptimalSolution } from './optimal.js';
import { release, takeWorkers, workersWaiting } from './optimal-pool.js';
import { CONTROL_NEXT, CONTROL_STOP, STOP } from './optimal-protocol.js';
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
import type { SearchTables } from './optimal-search-tables.js';
import {
  budgetError,
  limitName,
  nodeBudget,
  nodeLimitError,
  sharedSearchTables,
} from './optimal-shared.js';
import { finishOriented, orientCentres } from './orient.js';
import { sameCubie } from './sym.js';

/*
 * The optimal solver on worker threads: the same IDA* as `solveOptimal`, each bound split into the
 * subtrees three moves from the root, which the workers take from a shared counter. A bound is
 * searched in full by all of them before any starts the next, so the first answer is still the
 * shortest; when one worker finds it, a shared flag stops the others at their next checkpoint.
 * The ~85 MB of tables live once, in SharedArrayBuffers, whatever the number of threads.
 */

export interface ParallelOptimalOptions extends OptimalOptions {
  /** Worker threads (default: the machine's available parallelism). */
  threads?: number;
  /**
   * Nodes searched on the calling thread before the workers take over (default 262,144, ~0.1-0.3 s:
   * positions that close need no threads; 16,384 when an earlier solve's threads are ready and
   * idle, since handing over then costs nothing). 0: every bound on the workers.
   */
  mainThreadNodes?: number;
}

const MAIN_THREAD_NODES = 1 << 18;
/** The calling thread's share when kept workers are waiting (optimal-pool.ts). */
const WARM_MAIN_THREAD_NODES = 1 << 14;
// Preallocated: thrown from the search to hand the bound over to the workers.
const HAND_OVER = new Error('hand over to the workers');

/**
 * An optimal solution in face turns (HTM), the search split over worker threads; the options of
 * `solveOptimal`, plus `threads`. `budgetNodes` is checked by each worker every 65,536 nodes, so
 * the search may run a little past it. The workers are stopped on every way out.
 */
export async function solveOptimalParallel(
  facelets: string,
  options: ParallelOptimalOptions = {},
): Promise<OptimalSolution> {
  const t0 = performance.now();
  const threads = options.threads ?? availableParallelism();
  if (!Number.isInteger(threads) || threads < 1 || threads > 256)
    throw new RangeError(`threads is a whole number from 1 to 256 (got ${threads})`);
  const { home, lead } = orientCentres(facelets, options.anyOrientation);
  throwIfAborted(options.signal, 'the optimal solve');
  const s = await solveHome(home, threads, options, t0);
  return {
    ...finishOriented(facelets, options.anyOrientation, 'optimal', lead, s),
    ms: performance.now() - t0,
  };
}

async function solveHome(
  home: string,
  threads: number,
  options: ParallelOptimalOptions,
  t0: number,
): Promise<OptimalSolution> {
  const tables = sharedSearchTables(options);
  useTables(tables);
  const c = cubieFromFacelets(home);
  const h0 = setRoot(c);
  if (sameCubie(c, solvedCubie()))
    return {
      moves: [],
      length: 0,
      optimal: true,
      ms: performance.now() - t0,
      stats: { expanded: 0 },
    };
  const tMain = performance.now();
  const handOver =
    options.mainThreadNodes ??
    (workersWaiting(tables, threads) ? WARM_MAIN_THREAD_NODES : MAIN_THREAD_NODES);
  const main = searchOnMain(Math.max(h0, 1), handOver, options, tMain, t0);
  if (main.moves) {
    const { moves, nodes } = main;
    return {
      moves,
      length: moves.length,
      optimal: true,
      ms: performance.now() - t0,
      stats: { expanded: nodes },
    };
  }
  // The budget counts search time: what the main thread used, then from the workers being ready.
  const budgetLeft = (options.budgetMs ?? Number.POSITIVE_INFINITY) - (performance.now() - tMain);
  return solveOnWorkers(home, threads, tables, main.bound, main.nodes, budgetLeft, options, t0);
}

/**
 * The first bounds on the calling thread, until `mainThreadNodes` nodes: the answer if found in
 * them, else the bound to go on from (not finished) and the nodes so far.
 */
function searchOnMain(
  first: number,
  handOver: number,
  options: ParallelOptimalOptions,
  tMain: number,
  t0: number,
): { moves?: Move[]; bound: number; nodes: number } {
  const limit = nodeBudget(options);
  const cap = Math.min(handOver, limit);
  const deadline = tMain + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  let bound = first;
  if (handOver <= 0) return { bound, nodes: 0 };
  const step = Math.min(1 << 14, cap);
  onCheckpoint(() => {
    const nodes = nodeCount();
    if (nodes >= limit)
      throw nodeLimitError(limit, bound, nodes, performance.now() - t0, limitName(options));
    if (nodes >= handOver) throw HAND_OVER;
    checkAt(Math.min(nodes + step, cap));
    throwIfAborted(options.signal, 'the optimal solve');
    const now = performance.now();
    if (now > deadline) throw budgetError(options.budgetMs as number, bound, nodes, now - t0);
  }, step);
  try {
    for (; bound <= MAX_DEPTH; bound++)
      if (search(0, bound, -1))
        return {
          moves: Array.from(path.subarray(0, bound), (m) => FACE_TURNS[m] as Move),
          bound,
          nodes: nodeCount(),
        };
  } catch (error) {
    if (error !== HAND_OVER) throw error;
  }
  return { bound, nodes: nodeCount() };
}

/** The search from `bound` on, split over `threads` workers. */
async function solveOnWorkers(
  home: string,
  threads: number,
  tables: SearchTables,
  first: number,
  mainNodes: number,
  budgetMs: number,
  options: ParallelOptimalOptions,
  t0: number,
): Promise<OptimalSolution> {
  const nodeLimit = nodeBudget(options);
  const pool = takeWorkers(tables, threads);
  const { control, counts } = pool;
  const total = () => counts.reduce((a, b) => a + b, mainNodes);
  // Set once every worker is ready: starting threads (and, from source, compiling them) is not search.
  let deadline = Number.POSITIVE_INFINITY;
  const interval = options.progressIntervalMs ?? 100;
  let bound = first;
  let timer: ReturnType<typeof setInterval> | undefined;
  let onAbort: (() => void) | undefined;
  // Once this solve is over, workers becoming ready later must not start it again.
  let over = false;
  try {
    const moves = await new Promise<number[]>((resolve, reject) => {
      let pending = 0;
      const fail = (error: unknown) => {
        Atomics.store(control, CONTROL_STOP, STOP.main);
        reject(error);
      };
      const startBound = () => {
        if (bound > MAX_DEPTH)
          return fail(
            new Error('no solution within 26 moves (a bug: every position needs at most 20)'),
          );
        Atomics.store(control, CONTROL_NEXT, 0);
        pending = threads;
        pool.post({ type: 'bound', bound });
      };
      const stats = () => ({
        expanded: total(),
        generated: total(),
        peakFrontier: bound,
        ms: performance.now() - t0,
      });
      pool.onReply = (reply) => {
        if (reply.type === 'found') resolve(reply.moves);
        else if (reply.type === 'stopped') {
          if (Atomics.load(control, CONTROL_STOP) === STOP.nodeLimit)
            fail(SearchLimitError.nodeLimit(nodeLimit, stats(), limitName(options)));
        } else if (reply.type === 'done' && reply.bound === bound && --pending === 0) {
          bound++;
          startBound();
        }
      };
      pool.onFailure = fail;
      pool.ready.then(() => {
        if (over) return;
        deadline = performance.now() + budgetMs;
        pool.post({ type: 'root', home, nodeLimit: nodeLimit - mainNodes });
        startBound();
      }, fail);
      let lastReport = t0;
      // Clock, signal and progress are the main thread's: it is idle while the workers search.
      timer = setInterval(
        () => {
          const now = performance.now();
          if (now > deadline)
            return fail(budgetError(options.budgetMs as number, bound, total(), now - t0));
          if (options.onProgress && now - lastReport >= interval) {
            lastReport = now;
            const n = total();
            options.onProgress({
              expanded: n,
              generated: n,
              frontier: bound,
              depth: bound,
              ms: now - t0,
            });
          }
        },
        Math.max(1, Math.min(interval, 50)),
      );
      onAbort = () => {
        try {
          throwIfAborted(options.signal, 'the optimal solve');
        } catch (error) {
          fail(error);
        }
      };
      options.signal?.addEventListener('abort', onAbort);
      if (options.signal?.aborted) onAbort();
    });
    // The finder's count is exact; the others' are from their last checkpoint (≤ 65,536 behind).
    const expanded = total();
    over = true;
    clearInterval(timer);
    // `ms` includes waiting for the other workers to stop (a checkpoint away): the solve is not
    // over until the threads are free for the next one.
    await release(pool);
    return {
      moves: moves.map((m) => FACE_TURNS[m] as Move),
      length: moves.length,
      optimal: true,
      ms: performance.now() - t0,
      stats: { expanded },
    };
  } finally {
    clearInterval(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    if (!over) {
      over = true;
      await release(pool);
    }
  }
}
