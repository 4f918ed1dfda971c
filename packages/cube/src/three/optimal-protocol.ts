import type { SearchTables } from './optimal-search-tables.js';

/*
 * What the parallel optimal solver's main thread (optimal-parallel.ts) and its workers
 * (optimal-worker.ts) exchange, in a module of its own: importing the worker module would run it.
 */

/** What the main thread passes at start-up. */
export interface OptimalWorkerData {
  tables: SearchTables;
  /** [next subtree to take, stop flag] (CONTROL_NEXT, CONTROL_STOP). */
  control: Int32Array;
  /** Nodes generated so far, one slot per worker (progress, and the node limit). */
  counts: Float64Array;
  index: number;
}

/**
 * Messages to a worker: a new root (the position, centres home, and the solve's node limit: the
 * count restarts at 0), then the bounds to search below it, each answered with a reply.
 */
export type OptimalWorkerRequest =
  | { type: 'root'; home: string; nodeLimit: number }
  | { type: 'bound'; bound: number };

/** Messages to the main thread: 'ready' once, at start; one of the others for each bound. */
export type OptimalWorkerReply =
  | { type: 'ready' }
  | { type: 'done'; bound: number }
  | { type: 'found'; bound: number; moves: number[] }
  | { type: 'stopped' };

export const CONTROL_NEXT = 0;
export const CONTROL_STOP = 1;
/** Values of the stop flag: why the workers stop. */
export const STOP = { running: 0, found: 1, nodeLimit: 2, main: 3 } as const;
