import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { tableReporter } from '@puz/perm';
import { N_TWIST } from './coords.js';
import { packTables, unpackTables } from './pack.js';
import { buildPhase1, flipSliceSym, N_FLIPSLICE, N_FLIPSLICE_CLASSES } from './phase1-table.js';
import type { SymCoord } from './symcoords.js';
import type { TableBuildOptions } from './table-options.js';
import { twoPhaseTables } from './tables.js';

/*
 * The two-phase solver's own phase-1 table, for machines without the optimal solver's exact one:
 * the same layout (flip-slice class × twist, 4 bits, 70 MB), holding min(distance, 10). The BFS
 * stops once distances 0-9 are known (60.9 million of the 141 million entries): the layers it
 * skips, 10 to 12, are most of the exact build. Built at the first default solve (a few seconds,
 * once) and cached on disk.
 *
 * Why 10 and not 9 (issue 34, 300 random positions at <= 20): with min(distance, 9) a node 10
 * moves from the end of its phase-1 search cannot turn any child away (every entry is <= 9), so
 * each of its ~15 children is expanded and reads the 70 MB table for each of its own: 5,400
 * reads a solve at that depth against 1,500, one cache miss each. Nodes: cap 9 4,137 a solve,
 * cap 10 3,850, the exact table 3,848 (same answers); two-phase pair bench, the same 100
 * positions alternating, 0.80x the time of cap 9. The build costs more (layer 9 alone is 52
 * million entries, found forwards from layer 8): the first solve on an empty cache took 2.9-3.0 s
 * of CPU against cap 9's 1.6-1.8 s (three each, alternating, one sitting).
 */

export const PHASE1_CAP = 10;
/** Entries with a distance below the cap (layers 0-9): what the build finds before it stops. */
const FOUND_BELOW_CAP = 60_900_935;
/** The cap-9 table this one replaced (version 1): removed when this one is written beside it. */
const REPLACED = 'cube3-phase1-cap9.v1.bin';

export interface CappedPhase1 {
  /** Flip-slice (slice · 2048 + flip) → class << 4 | symmetry. */
  raw2sym: Uint32Array;
  /** Class × twist, min(distance, PHASE1_CAP), two entries a byte (low nibble first). */
  table: Uint8Array;
}

/** The builder's options (its progress reports name the table `phase1-capped`). */
export type CappedPhase1Options = TableBuildOptions;

const VERSION = 1;
const N_BYTES = (N_FLIPSLICE_CLASSES * N_TWIST + 1) >> 1;
const KEY = `phase1-cap${PHASE1_CAP}:flip-slice ${N_FLIPSLICE} classes ${N_FLIPSLICE_CLASSES} bytes ${N_BYTES}`;
const cacheFile = (options: CappedPhase1Options) =>
  join(options.cacheDir ?? cacheDir(), `cube3-phase1-cap${PHASE1_CAP}.v${VERSION}.bin`);

let loaded: CappedPhase1 | undefined;

/** The table if it is in memory or in the disk cache (`cache: false`: memory only), else undefined. */
export function cachedCappedPhase1(options: CappedPhase1Options = {}): CappedPhase1 | undefined {
  if (loaded || options.cache === false) return loaded;
  const payload = readCached(cacheFile(options), VERSION, KEY);
  const list = payload && unpackTables(payload, 2);
  const [raw2sym, table] = list ?? [];
  if (
    !(raw2sym instanceof Uint32Array && raw2sym.length === N_FLIPSLICE) ||
    !(table instanceof Uint8Array && table.length === N_BYTES)
  )
    return undefined;
  loaded = { raw2sym, table };
  return loaded;
}

/** The table: from memory, else the disk cache, else built (and cached unless `cache: false`). */
export function cappedPhase1(options: CappedPhase1Options = {}): CappedPhase1 {
  const ready = cachedCappedPhase1(options);
  if (ready) return ready;
  const report = tableReporter('phase1-capped', options.onBuild);
  report(0);
  const { move, sym } = twoPhaseTables(options);
  const fs: SymCoord = flipSliceSym();
  if (fs.classes !== N_FLIPSLICE_CLASSES)
    throw new Error(`flip-slice has ${fs.classes} symmetry classes, not 64,430 (a bug)`);
  report(0.1);
  // By entries found, not by layers: layer 9 alone is 85% of them and most of the time.
  const table = buildPhase1(
    fs,
    move,
    sym,
    (d, done) => report(0.1 + 0.8 * Math.min(1, done / FOUND_BELOW_CAP), done, d),
    PHASE1_CAP,
  );
  loaded = { raw2sym: fs.raw2sym, table };
  if (options.cache !== false) {
    const file = cacheFile(options);
    writeCached(file, VERSION, KEY, packTables([fs.raw2sym, table]));
    rmSync(join(dirname(file), REPLACED), { force: true }); // 75 MB no version reads any more
  }
  report(1);
  return loaded;
}
