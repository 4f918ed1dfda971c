import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { SearchLimitError } from '@puz/perm';

import { N_TWIST } from './coords.js';
import { combTables } from './corner-coset.js';
import { cachedHugeTable, type HugeTableOptions, hugeTable } from './huge-table.js';
import { ROW_BYTES } from './mod3-table.js';
import { nxTable, nxTableCached } from './nx-table.js';
import type { InverseTable } from './optimal-inverse.js';
import type { SearchTables } from './optimal-search-tables.js';
import { type OptimalTablesOptions, optimalTables } from './optimal-tables.js';
import { toShared } from './shared-memory.js';
import { SLICE_PAIR_MOVE } from './slice-pair.js';
import { SLICE_PLACEMENT_MOVE } from './slice-placement.js';
import { twoPhaseTables } from './tables.js';

/*
 * The optimal search's tables, as the search reads them: views of the two-phase move and symmetry
 * tables and of the optimal pattern databases, and once per process a copy of all of them in
 * SharedArrayBuffers (~85 MB, nearly all the phase-1 table) that every worker of the parallel
 * solver reads in place: posting a typed array over a SharedArrayBuffer to a worker shares its
 * memory instead of copying it, so N workers cost one table, not N.
 */

/**
 * Which edge table bounds the search: 'phase1' (70 MB, built in ~30 s), 'huge' (2.6 GB, built in
 * minutes; several times fewer nodes), 'nx' (2.5 GB, nx-table.ts, built in tens of minutes),
 * 'nxp' (7.4 GB, nx refined by the middle edges' pairing, built in about an hour), or 'auto'
 * (nxp when its file is in the disk cache, else nx, else huge, else phase1: nothing slow is built
 * unasked).
 */
export type OptimalTableChoice = 'auto' | 'huge' | 'nx' | 'nxp' | 'phase1';
/** The tables a search can read ('auto' resolved). */
export type EdgeTable = Exclude<OptimalTableChoice, 'auto'>;

export interface SearchTableOptions extends OptimalTablesOptions {
  table?: OptimalTableChoice;
  /** While the huge or nx table is built: the shared `TableProgress` (`depth` the layer). */
  onHugeBuild?: HugeTableOptions['onBuild'];
  /**
   * Also bound by the inverse position's edge distances (inverse-track.ts). Default: with the
   * huge table (half the nodes, ~1.2-1.3x faster); not with the phase-1 table, where it halves the
   * nodes too but gains only ~7% and costs every process ~0.4 s to lay the table out for it.
   */
  inverse?: boolean;
  /**
   * With nxp: the inverse's bounds read the nx table too, when it is cached (2.5 GB more memory),
   * lifting by both tables' residues (optimal-inverse.ts). Default true.
   */
  inverseNx?: boolean;
}

let phase1Mod3: Uint8Array | undefined;

/**
 * The 4-bit phase-1 table at two bits (distance mod 3, rows as mod3-table.ts lays them out), as
 * the search reads it: converted once per machine (~0.6 s) and cached beside it (35 MB, read in
 * a few tens of ms), since every process that searches would otherwise convert it again.
 */
function phase1Residues(
  nibbles: Uint8Array,
  classes: number,
  options: SearchTableOptions,
): Uint8Array {
  if (phase1Mod3) return phase1Mod3;
  const size = classes * ROW_BYTES;
  const file = join(options.cacheDir ?? cacheDir(), `cube3-phase1-mod3.v${MOD3_VERSION}.bin`);
  const key = `phase1-mod3:${classes}x${N_TWIST}:${nibbles.length}`;
  const cached = options.cache === false ? undefined : readCached(file, MOD3_VERSION, key);
  if (cached?.length === size) {
    phase1Mod3 = cached;
    return cached;
  }
  const out = new Uint8Array(size);
  for (let cls = 0; cls < classes; cls++)
    for (let t = 0; t < N_TWIST; t++) {
      const i = cls * N_TWIST + t;
      const d = ((nibbles[i >> 1] as number) >> ((i & 1) << 2)) & 15;
      const at = cls * ROW_BYTES + (t >> 2);
      out[at] = (out[at] as number) | ((d % 3) << ((t & 3) << 1));
    }
  if (options.cache !== false) writeCached(file, MOD3_VERSION, key, out);
  phase1Mod3 = out;
  return out;
}
const MOD3_VERSION = 1;

let phase1InverseTable: InverseTable | undefined;
const INVERSE_VERSION = 1;
/**
 * The phase-1 table as the inverse's probes read it (rows of 547 16-bit words): converted once
 * per machine and cached beside it (70 MB, read back in well under a second; converting took
 * ~0.9 s of every process's start, as profiled under load).
 */
function phase1Inverse(
  db: ReturnType<typeof optimalTables>,
  options: SearchTableOptions,
): InverseTable {
  if (phase1InverseTable) return phase1InverseTable;
  const classes = db.flipSlice.classes;
  const size = classes * ROW_BYTES;
  const file = join(options.cacheDir ?? cacheDir(), `cube3-phase1-rows.v${INVERSE_VERSION}.bin`);
  const key = `phase1-rows:${classes}x${N_TWIST}:${db.phase1.length}`;
  const cached = options.cache === false ? undefined : readCached(file, INVERSE_VERSION, key);
  let exact: Uint16Array;
  if (cached?.length === size * 2 && cached.byteOffset % 2 === 0) {
    exact = new Uint16Array(cached.buffer, cached.byteOffset, size);
  } else {
    exact = new Uint16Array(size);
    const nibbles = db.phase1;
    for (let cls = 0; cls < classes; cls++)
      for (let t = 0; t < N_TWIST; t++) {
        const i = cls * N_TWIST + t;
        const d = ((nibbles[i >> 1] as number) >> ((i & 1) << 2)) & 15;
        const at = cls * ROW_BYTES + (t >> 2);
        exact[at] = (exact[at] as number) | (d << ((t & 3) << 2));
      }
    if (options.cache !== false)
      writeCached(file, INVERSE_VERSION, key, new Uint8Array(exact.buffer, 0, size * 2));
  }
  phase1InverseTable = { raw2sym: db.flipSlice.raw2sym, exact, sorted: false };
  return phase1InverseTable;
}

/** The edge table a search with these options reads ('auto' resolved). */
export function edgeTableOf(options: SearchTableOptions = {}): EdgeTable {
  const choice = options.table ?? 'auto';
  if (choice !== 'auto') return choice;
  const where = { cache: options.cache, cacheDir: options.cacheDir };
  if (nxTableCached(where, 'nxp')) return 'nxp';
  if (nxTableCached(where)) return 'nx';
  return cachedHugeTable(where) !== undefined ? 'huge' : 'phase1';
}

/** Whether a search with these options reads the huge table. */
export const usesHugeTable = (options: SearchTableOptions = {}): boolean =>
  edgeTableOf(options) === 'huge';

/** The search's tables, built or read from the disk cache on first use. */
export function searchTables(options: SearchTableOptions = {}): SearchTables {
  const { move, sym } = twoPhaseTables(options);
  const db = optimalTables(options);
  const common = {
    cornerPerm: move.cornerPerm,
    twist: move.twist,
    flip: move.flip,
    cornerPermSym: sym.cornerPermSym.raw2sym,
    twistConj: sym.twistConj,
    combMove: new Uint8Array(18),
    combConj: new Uint8Array(16),
    corners: db.corners,
    nx: false,
  };
  const edges = edgeTableOf(options);
  if (edges === 'nx' || edges === 'nxp') {
    const paired = edges === 'nxp';
    const nx = nxTable(
      { cache: options.cache, cacheDir: options.cacheDir, onBuild: options.onHugeBuild },
      edges,
    );
    // The inverse's probes read the phase-1 table: the nx table's two bits cannot give the exact
    // distance of a position that is not a neighbour of one whose distance is known; but they
    // lift the phase-1 distance to the least value with the nx residue (InverseTable.nx).
    return {
      ...common,
      combMove: combTables().move,
      combConj: combTables().conj,
      slice: paired ? SLICE_PAIR_MOVE : move.slice,
      flipSliceSym: nx.raw2sym,
      phase1: nx.table,
      sorted: false,
      nx: true,
      paired,
      ...(options.inverse === false
        ? {}
        : {
            inverse: {
              ...phase1Inverse(db, options),
              nx: {
                table: nx.table,
                combConj: combTables().conj,
                ...(paired ? { pairSym: nx.raw2sym } : {}),
                ...(paired && options.inverseNx !== false && nxTableCached(options)
                  ? { base: nxTable(options).table }
                  : {}),
              },
            },
          }),
    };
  }
  if (edges === 'huge') {
    const huge = hugeTable({
      cache: options.cache,
      cacheDir: options.cacheDir,
      onBuild: options.onHugeBuild,
    });
    return {
      ...common,
      slice: SLICE_PLACEMENT_MOVE,
      flipSliceSym: huge.raw2sym,
      phase1: huge.table,
      sorted: true,
      ...(options.inverse === false
        ? {}
        : { inverse: { raw2sym: huge.raw2sym, exact: huge.exact, sorted: true } }),
    };
  }
  return {
    ...common,
    slice: move.slice,
    flipSliceSym: db.flipSlice.raw2sym,
    phase1: phase1Residues(db.phase1, db.flipSlice.classes, options),
    sorted: false,
    ...(options.inverse === true ? { inverse: phase1Inverse(db, options) } : {}),
  };
}

const shared = new Map<string, SearchTables>();

/** `searchTables` copied once into SharedArrayBuffers, for the workers to share. */
export function sharedSearchTables(options: SearchTableOptions = {}): SearchTables {
  const edges = edgeTableOf(options);
  const key = `${edges}:${options.inverse ?? edges !== 'phase1'}:${options.inverseNx ?? true}`;
  const ready = shared.get(key);
  if (ready) return ready;
  const plain = searchTables(options);
  const share = (o: object): object =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [
        k,
        typeof v === 'boolean'
          ? v
          : ArrayBuffer.isView(v)
            ? toShared(v as Uint8Array | Uint16Array | Uint32Array)
            : share(v),
      ]),
    );
  const copy = share(plain) as SearchTables;
  shared.set(key, copy);
  return copy;
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

/** The node budget of a solve: `budgetNodes`, else its deprecated spelling `nodeLimit`. */
export const nodeBudget = (o: { budgetNodes?: number; nodeLimit?: number }): number =>
  o.budgetNodes ?? o.nodeLimit ?? Number.POSITIVE_INFINITY;

/** The option the caller set, for the error message: `nodeLimit` only when that was used. */
export const limitName = (o: { budgetNodes?: number; nodeLimit?: number }) =>
  o.budgetNodes === undefined && o.nodeLimit !== undefined ? 'nodeLimit' : 'budgetNodes';

/** The error of a search that reached its node budget with `bound` the length it was searching. */
export function nodeLimitError(
  limit: number,
  bound: number,
  nodes: number,
  ms: number,
  option: 'budgetNodes' | 'nodeLimit',
): SearchLimitError {
  return SearchLimitError.nodeLimit(
    limit,
    { expanded: nodes, generated: nodes, peakFrontier: bound, ms },
    option,
  );
}
