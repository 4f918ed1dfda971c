import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_TWIST } from './coords.js';
import { packTables, unpackTables } from './pack.js';
import { buildPhase1, flipSliceSym, N_FLIPSLICE, N_FLIPSLICE_CLASSES } from './phase1-table.js';
import type { SymCoord } from './symcoords.js';
import { twoPhaseTables } from './tables.js';

/*
 * The two-phase solver's own phase-1 table, for machines without the optimal solver's exact one:
 * the same layout (flip-slice class × twist, 4 bits, 70 MB), holding min(distance, 9). The BFS
 * stops once distances 0-8 are known (8.8 million of the 141 million entries): the layers it
 * skips, 9 to 12, are nine tenths of the exact build. Measured on 50 random positions at <= 20,
 * the same answers as with the exact table at 1.09x its nodes (4,069 against 3,746 a solve); a cap
 * of 10 gave 1.0005x for about three times the build, 8 gave 2.7x. Built at the first default
 * solve (about 2 s, once) and cached on disk.
 */

export const PHASE1_CAP = 9;

export interface CappedPhase1 {
  /** Flip-slice (slice · 2048 + flip) → class << 4 | symmetry. */
  raw2sym: Uint32Array;
  /** Class × twist, min(distance, PHASE1_CAP), two entries a byte (low nibble first). */
  table: Uint8Array;
}

export interface CappedPhase1Options {
  cache?: boolean;
  cacheDir?: string;
  /** While building: how far along (0..1), by layers. */
  onBuild?: (fraction: number) => void;
}

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
  const report = options.onBuild;
  report?.(0);
  const { move, sym } = twoPhaseTables(options);
  const fs: SymCoord = flipSliceSym();
  if (fs.classes !== N_FLIPSLICE_CLASSES)
    throw new Error(`flip-slice has ${fs.classes} symmetry classes, not 64,430 (a bug)`);
  report?.(0.1);
  // Layers 1-8 by depth; the last two are most of the work.
  const table = buildPhase1(
    fs,
    move,
    sym,
    (d) => report?.(0.1 + (0.8 * d) / PHASE1_CAP),
    PHASE1_CAP,
  );
  loaded = { raw2sym: fs.raw2sym, table };
  if (options.cache !== false)
    writeCached(cacheFile(options), VERSION, KEY, packTables([fs.raw2sym, table]));
  report?.(1);
  return loaded;
}
