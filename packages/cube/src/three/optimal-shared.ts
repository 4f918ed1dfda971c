import { SearchLimitError } from '@puz/search';
import type { SearchTables } from './optimal-search.js';
import { type OptimalTablesOptions, optimalTables } from './optimal-tables.js';
import { twoPhaseTables } from './tables.js';

/*
 * The optimal search's tables, as the search reads them: views of the two-phase move and symmetry
 * tables and of the optimal pattern databases, and once per process a copy of all of them in
 * SharedArrayBuffers (~85 MB, nearly all the phase-1 table) that every worker of the parallel
 * solver reads in place: posting a typed array over a SharedArrayBuffer to a worker shares its
 * memory instead of copying it, so N workers cost one table, not N.
 */

/** The search's tables, built or read from the disk cache on first use. */
export function searchTables(options: OptimalTablesOptions = {}): SearchTables {
  const { move, sym } = twoPhaseTables(options);
  const db = optimalTables(options);
  return {
    cornerPerm: move.cornerPerm,
    twist: move.twist,
    flip: move.flip,
    slice: move.slice,
    cornerPermSym: sym.cornerPermSym.raw2sym,
    flipSliceSym: db.flipSlice.raw2sym,
    twistConj: sym.twistConj,
    corners: db.corners,
    phase1: db.phase1,
  };
}

let shared: SearchTables | undefined;

function toShared<T extends Uint8Array | Uint16Array | Uint32Array>(a: T): T {
  const buffer = new SharedArrayBuffer(a.byteLength);
  new Uint8Array(buffer).set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  return new (a.constructor as new (b: SharedArrayBuffer) => T)(buffer);
}

/** `searchTables` copied once into SharedArrayBuffers, for the workers to share. */
export function sharedSearchTables(options: OptimalTablesOptions = {}): SearchTables {
  if (shared) return shared;
  const plain = searchTables(options);
  shared = Object.fromEntries(
    Object.entries(plain).map(([k, v]) => [k, toShared(v as Uint8Array)]),
  ) as unknown as SearchTables;
  return shared;
}

/** The error of a search that ran out of time: every length below `bound` was searched in full. */
export function budgetError(
  budgetMs: number,
  bound: number,
  nodes: number,
  ms: number,
): SearchLimitError {
  return new SearchLimitError(
    `no optimal answer within ${budgetMs} ms: every solution needs at least ${bound} face turns (all shorter ones were searched)`,
    { expanded: nodes, generated: nodes, peakFrontier: bound, ms },
  );
}

/** The error of a search that reached its `nodeLimit` with `bound` the length it was searching. */
export function nodeLimitError(
  limit: number,
  bound: number,
  nodes: number,
  ms: number,
): SearchLimitError {
  return SearchLimitError.nodeLimit(limit, {
    expanded: nodes,
    generated: nodes,
    peakFrontier: bound,
    ms,
  });
}
