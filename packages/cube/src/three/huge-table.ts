import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_FLIP, N_TWIST } from './coords.js';
import { solvedCubie } from './cubie.js';
import { buildExact, exactReporter } from './exact-table.js';
import { mod3FromExact, ROW_BYTES } from './mod3-table.js';
import { packTables, unpackTables } from './pack.js';
import { toShared } from './shared-memory.js';
import {
  N_SLICE_PLACEMENT,
  SLICE_PLACEMENT_MOVE,
  setSlicePlacement,
  slicePlacement,
} from './slice-placement.js';
import { flipEdgeSym, type SymCoord } from './symcoords.js';
import type { TableBuildOptions } from './table-options.js';
import { twoPhaseTables } from './tables.js';

/*
 * Kociemba's "huge" optimal-solver table: the exact distance of every position to the goal
 * "twist, flip and the four middle-layer edges home, in order" — the phase-1 goal refined by the
 * order of the middle edges, so a bound at least as large as the phase-1 table's everywhere and
 * 0.8 move larger on average (10.32 against 9.54 per axis over 500 random positions). 2,187
 * twists × 24,330,240 flip-placement values, stored per class of flip-placement under the 16
 * U-D symmetries (1,523,864 classes): 3,332,690,568 entries, two bits each (the distance mod 3,
 * mod3-table.ts), 833 MB, plus a 97 MB class table; and the same distances whole, four bits each
 * (1.67 GB, exact-table.ts), for the inverse's probes (inverse-track.ts).
 * Read along the three axes as the phase-1 table is; built once (minutes, with progress) and
 * cached on disk, the two-bit table derived from the four-bit one in one pass.
 */

export const N_FLIP_PLACEMENT = N_SLICE_PLACEMENT * N_FLIP;
/** Flip-placement classes under the 16 symmetries (Kociemba's figure; the reduction finds exactly these). */
export const N_FLIP_PLACEMENT_CLASSES = 1523864;

/** Flip-placement (placement · 2048 + flip) classes under the 16 symmetries. */
export const flipPlacementSym = (): SymCoord =>
  flipEdgeSym(N_SLICE_PLACEMENT, setSlicePlacement, slicePlacement);

export interface HugeTable {
  /** Flip-placement → class << 4 | symmetry. */
  raw2sym: Uint32Array;
  /** Class × twist, distance mod 3, four entries a byte (low bits first). */
  table: Uint8Array;
  /** Class × twist, the distance, four entries a 16-bit word (exact-table.ts). */
  exact: Uint16Array;
}
// Both live in SharedArrayBuffers from the start (the cache file is read straight into one): the
// parallel solver's workers read them in place, and a second, private copy of 2.6 GB is never made.

/** The builder's options (its progress reports name the table `huge`). */
export type HugeTableOptions = TableBuildOptions;

const VERSION = 3;
const KEY = `huge:flip-placement ${N_FLIP_PLACEMENT} classes ${N_FLIP_PLACEMENT_CLASSES} twist ${N_TWIST}`;
const cacheFile = (options: HugeTableOptions) =>
  join(options.cacheDir ?? cacheDir(), `cube3-huge.v${VERSION}.bin`);
const EXACT_VERSION = 1;
const EXACT_KEY = `huge-exact:classes ${N_FLIP_PLACEMENT_CLASSES} rows ${ROW_BYTES} words`;
const exactFile = (options: HugeTableOptions) =>
  join(options.cacheDir ?? cacheDir(), `cube3-huge-exact.v${EXACT_VERSION}.bin`);

/** The four-bit table from the disk cache (read straight into a SharedArrayBuffer), or undefined. */
function cachedExact(options: HugeTableOptions): Uint16Array | undefined {
  const payload = readCached(exactFile(options), EXACT_VERSION, EXACT_KEY, { shared: true });
  if (payload?.length !== N_FLIP_PLACEMENT_CLASSES * ROW_BYTES * 2 || payload.byteOffset % 2)
    return undefined;
  return new Uint16Array(payload.buffer, payload.byteOffset, payload.length / 2);
}

let loaded: HugeTable | undefined;

/** The table if it is in memory or in the disk cache, else undefined (nothing is built). */
export function cachedHugeTable(options: HugeTableOptions = {}): HugeTable | undefined {
  if (loaded) return loaded;
  if (options.cache === false) return undefined;
  const exact = cachedExact(options);
  if (!exact) return undefined;
  const mod3 = cachedMod3(options);
  if (!mod3) return undefined;
  loaded = { ...mod3, exact };
  return loaded;
}

/** The two-bit table and the class table from the disk cache, or undefined. */
function cachedMod3(options: HugeTableOptions): Omit<HugeTable, 'exact'> | undefined {
  const payload = readCached(cacheFile(options), VERSION, KEY, { shared: true });
  const list = payload && unpackTables(payload, 2);
  if (
    !list ||
    list[0]?.length !== N_FLIP_PLACEMENT ||
    list[1]?.length !== N_FLIP_PLACEMENT_CLASSES * ROW_BYTES
  )
    return undefined;
  return { raw2sym: toShared(list[0] as Uint32Array), table: toShared(list[1] as Uint8Array) };
}

/**
 * The tables: from memory, else the disk cache, else built (minutes; `onBuild` reports) and
 * cached. A cache holding only the two-bit table (puz before the inverse's probes) is kept, and
 * the four-bit one built beside it.
 */
export function hugeTable(options: HugeTableOptions = {}): HugeTable {
  const ready = cachedHugeTable(options);
  if (ready) return ready;
  const { move, sym } = twoPhaseTables(options);
  const flipPlacement = flipPlacementSym();
  if (flipPlacement.classes !== N_FLIP_PLACEMENT_CLASSES)
    throw new Error(
      `flip-placement has ${flipPlacement.classes} symmetry classes, not ${N_FLIP_PLACEMENT_CLASSES} (a bug)`,
    );
  const exact = toShared(
    buildExact(
      {
        sym: flipPlacement,
        hiMove: SLICE_PLACEMENT_MOVE,
        loMove: move.flip,
        loRadix: N_FLIP,
        goal: slicePlacement(solvedCubie()) * N_FLIP,
        twistMove: move.twist,
        twistConj: sym.twistConj,
      },
      exactReporter('huge', options.onBuild),
    ),
  );
  const cache = options.cache !== false;
  if (cache)
    writeCached(
      exactFile(options),
      EXACT_VERSION,
      EXACT_KEY,
      new Uint8Array(exact.buffer, exact.byteOffset, exact.byteLength),
    );
  let mod3 = cache ? cachedMod3(options) : undefined;
  if (!mod3) {
    const table = mod3FromExact(exact);
    if (cache)
      writeCached(cacheFile(options), VERSION, KEY, packTables([flipPlacement.raw2sym, table]));
    mod3 = { raw2sym: toShared(flipPlacement.raw2sym), table: toShared(table) };
  }
  loaded = { ...mod3, exact };
  return loaded;
}
