import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_FLIP } from './coords.js';
import { combTables, N_COLUMN, N_COMB } from './corner-coset.js';
import { buildCosetTable, NX_ROW_WORDS } from './coset-bfs.js';
import { solvedCubie } from './cubie.js';
import { exactReporter } from './exact-table.js';
import { optimalTables } from './optimal-tables.js';
import { packTables, unpackTables } from './pack.js';
import { N_FLIPSLICE_CLASSES } from './phase1-table.js';
import { N_SLICE_PAIR, SLICE_PAIR_MOVE, setSlicePair, slicePair } from './slice-pair.js';
import { flipEdgeSym, type SymCoord } from './symcoords.js';
import type { TableBuildOptions } from './table-options.js';
import { twoPhaseTables } from './tables.js';

/*
 * An nxopt-class pruning table (after Rokicki's nxopt, its 2.6 GB "EP1 EO3" subgroup): the exact
 * distance of every coset of the group that permutes the U corners among themselves, the D corners
 * among themselves and the eight U/D edges freely — i.e. of (twist, flip, which slots hold the
 * middle edges, which slots hold the U corners) — stored per flip-slice class under the 16 U-D
 * symmetries: 64,430 × 70 × 2,187 = 9,863,588,700 entries at two bits (distance mod 3), 2.47 GB.
 * It is Kociemba's phase-1 space times the 70 corner splits, three times the entries of the huge
 * table (huge-table.ts, which refines phase 1 by the middle edges' order instead), and read along
 * the three axes the three splits locate every corner.
 *
 * The nxp table refines its rows by how the middle edges pair up (slice-pair.ts: the slice × 3):
 * 191,966 classes of (slice-pair, flip) under the same symmetries, the same columns, three
 * times the entries, 7.4 GB — the size of nxopt's larger tables. Its class table (raw → class and
 * symmetry, 12 MB) is cached beside it. Both tables stay within V8's small integers: a word's
 * offset is below 2^31, and Node's V8 has no pointer compression (31-bit small integers there
 * would need the table split).
 *
 * Loading: the file is read straight into a SharedArrayBuffer (no second copy) and checked against
 * its header (size, version, key) and a digest of 40 spread-out 64 KB samples, computed once at
 * build; a whole-file CRC of 2.5 GB on every load would cost more than the read. A file of the
 * wrong size, or whose samples differ, is rebuilt.
 */

export interface NxTable {
  /** Row class × column (comb · 2,187 + twist), two bits an entry (coset-bfs.ts). */
  table: Uint32Array;
  /**
   * The rows' coordinate: (middle edges · 2,048 + flip) → class << 4 | symmetry, the middle edges
   * as the slice (nx, the phase-1 table's own classes) or the slice-pair value (nxp).
   */
  raw2sym: Uint32Array;
}

/** Which of the two tables: nx (rows by flip-slice class) or nxp (by flip-slice-pair class). */
export type NxKind = 'nx' | 'nxp';

/** The builder's options (its progress reports name the table `nx` or `nxp`). */
export type NxTableOptions = TableBuildOptions;

const VERSION = 1;
const MAGIC = 0x4e5a5550; // "PUZN"
const HEADER = 32;
const SAMPLES = 40;
const SAMPLE_BYTES = 1 << 16;
const CHUNK = 1 << 30;

/** Flip-slice-pair classes under the 16 U-D symmetries (what the reduction finds). */
export const N_FLIPSLICEPAIR_CLASSES = 191_966;

const rowsOf = (kind: NxKind): number =>
  kind === 'nx' ? N_FLIPSLICE_CLASSES : N_FLIPSLICEPAIR_CLASSES;
const bytesOf = (kind: NxKind): number => rowsOf(kind) * NX_ROW_WORDS * 4;
const keyOf = (kind: NxKind): string =>
  kind === 'nx'
    ? `nx:flipslice ${N_FLIPSLICE_CLASSES} columns ${N_COLUMN} rowwords ${NX_ROW_WORDS}`
    : `nxp:flipslicepair ${N_FLIPSLICEPAIR_CLASSES} columns ${N_COLUMN} rowwords ${NX_ROW_WORDS}`;
const fileOf = (kind: NxKind, options: NxTableOptions) =>
  join(options.cacheDir ?? cacheDir(), `cube3-${kind}.v${VERSION}.bin`);

/**
 * The digest of the table's samples and its key (the check made on every load). Views, not one
 * byte array: a Uint8Array is at most 4 GB long in Node 20's V8 and the nxp table is 7.35 GB.
 */
function sampleDigest(buffer: ArrayBufferLike, size: number, key: string): number {
  let crc = crc32(key);
  const step = Math.floor((size - SAMPLE_BYTES) / (SAMPLES - 1));
  for (let i = 0; i < SAMPLES; i++)
    crc = crc32(new Uint8Array(buffer, i * step, SAMPLE_BYTES), crc);
  return crc >>> 0;
}

/** The table from the disk cache, or undefined (absent, wrong size, version or samples); exported for tests. */
export function readNx(kind: NxKind, file: string): Uint32Array | undefined {
  const size = bytesOf(kind);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    if (fstatSync(fd).size !== HEADER + size) return undefined;
    const header = new Uint8Array(HEADER);
    readSync(fd, header, 0, HEADER, 0);
    const view = new DataView(header.buffer);
    if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== VERSION) return undefined;
    const buffer = new SharedArrayBuffer(size);
    for (let at = 0; at < size; ) {
      const len = Math.min(CHUNK, size - at);
      const n = readSync(fd, new Uint8Array(buffer, at, len), 0, len, HEADER + at);
      if (n === 0) return undefined;
      at += n;
    }
    if (sampleDigest(buffer, size, keyOf(kind)) !== view.getUint32(8, true)) return undefined;
    return new Uint32Array(buffer);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Writes the table atomically (temp file, then rename); false when the cache cannot be written; exported for tests. */
export function writeNx(kind: NxKind, file: string, table: Uint32Array): boolean {
  const size = table.byteLength;
  const header = new Uint8Array(HEADER);
  const view = new DataView(header.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, sampleDigest(table.buffer, size, keyOf(kind)), true);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, header, 0, HEADER, 0);
      for (let at = 0; at < size; ) {
        const len = Math.min(CHUNK, size - at);
        at += writeSync(fd, new Uint8Array(table.buffer, at, len), 0, len, HEADER + at);
      }
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    return true;
  } catch (error) {
    rmSync(temp, { force: true });
    process.stderr.write(
      `puz: warning: cannot write the table cache ${file} (${(error as Error).message}); going on without it\n`,
    );
    return false;
  }
}

const PAIR_ROWS_VERSION = 1;
const PAIR_ROWS_KEY = `flipslicepair:${N_SLICE_PAIR}x${N_FLIP}`;
let pairRows: SymCoord | undefined;

/**
 * Flip-slice-pair classes under the 16 U-D symmetries: from the disk cache (12 MB with the
 * representatives), else reduced (seconds) and cached.
 */
export function flipSlicePairSym(options: NxTableOptions = {}): SymCoord {
  if (pairRows) return pairRows;
  const file = join(
    options.cacheDir ?? cacheDir(),
    `cube3-flipslicepair.v${PAIR_ROWS_VERSION}.bin`,
  );
  const cache = options.cache !== false;
  const payload = cache ? readCached(file, PAIR_ROWS_VERSION, PAIR_ROWS_KEY) : undefined;
  const list = payload && unpackTables(payload, 3);
  if (list?.[0]?.length === N_SLICE_PAIR * N_FLIP && list[1]?.length === N_FLIPSLICEPAIR_CLASSES) {
    pairRows = {
      classes: N_FLIPSLICEPAIR_CLASSES,
      raw2sym: list[0] as Uint32Array,
      rep: list[1] as Uint32Array,
      stab: list[2] as Uint16Array,
    };
    return pairRows;
  }
  const rows = flipEdgeSym(N_SLICE_PAIR, setSlicePair, slicePair);
  if (rows.classes !== N_FLIPSLICEPAIR_CLASSES)
    throw new Error(
      `flip-slice-pair has ${rows.classes} symmetry classes, not ${N_FLIPSLICEPAIR_CLASSES} (a bug)`,
    );
  if (cache)
    writeCached(
      file,
      PAIR_ROWS_VERSION,
      PAIR_ROWS_KEY,
      packTables([rows.raw2sym, rows.rep, rows.stab]),
    );
  pairRows = rows;
  return rows;
}

const loaded = new Map<NxKind, NxTable>();

/** The rows' class table of a kind (nx: the phase-1 table's flip-slice classes). */
function rowsSym(kind: NxKind, options: NxTableOptions): SymCoord {
  return kind === 'nx'
    ? optimalTables({ cache: options.cache, cacheDir: options.cacheDir }).flipSlice
    : flipSlicePairSym(options);
}

/** The table if it is in memory or in the disk cache, else undefined (nothing is built). */
export function cachedNxTable(
  options: NxTableOptions = {},
  kind: NxKind = 'nx',
): NxTable | undefined {
  const ready = loaded.get(kind);
  if (ready) return ready;
  if (options.cache === false) return undefined;
  const table = readNx(kind, fileOf(kind, options));
  if (!table) return undefined;
  const out = { table, raw2sym: rowsSym(kind, options).raw2sym };
  loaded.set(kind, out);
  return out;
}

/** Whether the cache holds a table file of the right size (read nothing: for `auto`). */
export function nxTableCached(options: NxTableOptions = {}, kind: NxKind = 'nx'): boolean {
  if (loaded.has(kind)) return true;
  if (options.cache === false) return false;
  try {
    const fd = openSync(fileOf(kind, options), 'r');
    try {
      return fstatSync(fd).size === HEADER + bytesOf(kind);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/**
 * The table: from memory, else the disk cache, else built (nx: tens of minutes, nxp: about an
 * hour; `onBuild` reports).
 */
export function nxTable(options: NxTableOptions = {}, kind: NxKind = 'nx'): NxTable {
  const ready = cachedNxTable(options, kind);
  if (ready) return ready;
  const { move, sym } = twoPhaseTables(options);
  const rows = rowsSym(kind, options);
  const comb = combTables();
  const table = buildCosetTable(
    {
      rows,
      hiMove: kind === 'nx' ? move.slice : SLICE_PAIR_MOVE,
      loMove: move.flip,
      loRadix: N_FLIP,
      // The raw edge coordinate of the solved cube (its slice is 0, its flip 0).
      goal: kind === 'nx' ? 0 : slicePair(solvedCubie()) * N_FLIP,
      combs: N_COMB,
      combMove: comb.move,
      combConj: comb.conj,
      twistMove: move.twist,
      twistConj: sym.twistConj,
    },
    exactReporter(kind, options.onBuild),
  );
  if (options.cache !== false) writeNx(kind, fileOf(kind, options), table);
  const out = { table, raw2sym: rows.raw2sym };
  loaded.set(kind, out);
  return out;
}
