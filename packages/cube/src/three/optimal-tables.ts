import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { tableReporter } from '@puz/perm';
import { N_TWIST } from './coords.js';
import { packTables, unpackTables } from './pack.js';
import { buildPhase1, flipSliceSym, N_FLIPSLICE, N_FLIPSLICE_CLASSES } from './phase1-table.js';
import { symBfs } from './pruning.js';
import type { SymCoord } from './symcoords.js';
import type { TableBuildOptions } from './table-options.js';
import { twoPhaseTables } from './tables.js';

/*
 * The optimal solver's lower-bound tables, cached on disk as one file (~80 MB):
 * - corners: all 88,179,840 corner states, stored per symmetry class of the corner permutation
 *   under the 16 U-D symmetries (2,768 classes × 2,187 twists = 6,053,616 bytes), exact;
 * - phase 1: the distance to Kociemba's phase-1 goal (phase1-table.ts), 140,908,410 entries at
 *   4 bits, with its flip-slice symmetry coordinate.
 * Building takes about half a minute (the phase-1 BFS nearly all of it), once per machine.
 */

const VERSION = 3;
const ALL = Array.from({ length: 18 }, (_, i) => i);

export interface OptimalTables {
  /** Corner-permutation class × twist (conjugated), one byte each. */
  corners: Uint8Array;
  /** Flip-slice classes (64,430) under the 16 symmetries. */
  flipSlice: SymCoord;
  /** Flip-slice class × twist (conjugated), two entries per byte (low nibble first). */
  phase1: Uint8Array;
}

let loaded: OptimalTables | undefined;

/** The builder's options: its progress reports name the tables `corners`, then `phase1`. */
export type OptimalTablesOptions = TableBuildOptions;

const cacheFile = (options: OptimalTablesOptions) =>
  join(options.cacheDir ?? cacheDir(), `cube3-optimal.v${VERSION}.bin`);
const sizes = (options: OptimalTablesOptions) => {
  const nCorners = twoPhaseTables(options).sym.cornerPermSym.classes * N_TWIST;
  const nPhase1 = (N_FLIPSLICE_CLASSES * N_TWIST + 1) >> 1;
  return { nCorners, nPhase1, key: `optimal:corners ${nCorners},phase1 ${nPhase1}` };
};

/**
 * The tables if they are in memory or in the disk cache, else undefined (nothing is built): lets
 * the two-phase solver use the phase-1 table when a machine has it, without a 30 s first build.
 */
export function cachedOptimalTables(options: OptimalTablesOptions = {}): OptimalTables | undefined {
  if (loaded) return loaded;
  if (options.cache === false) return undefined;
  const { nCorners, nPhase1, key } = sizes(options);
  const payload = readCached(cacheFile(options), VERSION, key);
  const list = payload && unpackTables(payload, 5);
  const expected = [nCorners, N_FLIPSLICE, N_FLIPSLICE_CLASSES, N_FLIPSLICE_CLASSES, nPhase1];
  if (!list?.every((t, i) => t.length === expected[i])) return undefined;
  const [corners, raw2sym, rep, stab, phase1] = list;
  loaded = {
    corners: corners as Uint8Array,
    flipSlice: {
      classes: N_FLIPSLICE_CLASSES,
      raw2sym: raw2sym as Uint32Array,
      rep: rep as Uint32Array,
      stab: stab as Uint16Array,
    },
    phase1: phase1 as Uint8Array,
  };
  return loaded;
}

/** The tables: from memory, else from the disk cache, else built (about 30 s) and cached. */
export function optimalTables(options: OptimalTablesOptions = {}): OptimalTables {
  const ready = cachedOptimalTables(options);
  if (ready) return ready;
  const { sym, move } = twoPhaseTables(options);
  const useCache = options.cache !== false;
  const { key } = sizes(options);
  const corner = tableReporter('corners', options.onBuild);
  corner(0);
  const corners = symBfs(
    sym.cornerPermSym,
    move.cornerPerm,
    N_TWIST,
    move.twist,
    sym.twistConj,
    ALL,
  );
  corner(1, corners.length);
  const phase = tableReporter('phase1', options.onBuild);
  phase(0);
  const flipSlice = flipSliceSym();
  if (flipSlice.classes !== N_FLIPSLICE_CLASSES)
    throw new Error(`flip-slice has ${flipSlice.classes} symmetry classes, not 64,430 (a bug)`);
  const phase1 = buildPhase1(flipSlice, move, sym, (depth, done, total) =>
    phase(done / total, done, depth),
  );
  loaded = { corners, flipSlice, phase1 };
  if (useCache)
    writeCached(
      cacheFile(options),
      VERSION,
      key,
      packTables([corners, flipSlice.raw2sym, flipSlice.rep, flipSlice.stab, phase1]),
    );
  return loaded;
}
