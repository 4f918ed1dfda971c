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
import { cacheDir } from '@puz/heuristics';
import { N_FLIP } from './coords.js';
import { combTables, N_COLUMN, N_COMB } from './corner-coset.js';
import { buildCosetTable, NX_ROW_WORDS } from './coset-bfs.js';
import { exactReporter } from './exact-table.js';
import { optimalTables } from './optimal-tables.js';
import { N_FLIPSLICE_CLASSES } from './phase1-table.js';
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
 * Loading: the file is read straight into a SharedArrayBuffer (no second copy) and checked against
 * its header (size, version, key) and a digest of 40 spread-out 64 KB samples, computed once at
 * build; a whole-file CRC of 2.5 GB on every load would cost more than the read. A file of the
 * wrong size, or whose samples differ, is rebuilt.
 */

export interface NxTable {
  /** Flip-slice class × column (comb · 2,187 + twist), two bits an entry (coset-bfs.ts). */
  table: Uint32Array;
}

/** The builder's options (its progress reports name the table `nx`). */
export type NxTableOptions = TableBuildOptions;

const VERSION = 1;
const MAGIC = 0x4e5a5550; // "PUZN"
const HEADER = 32;
const WORDS = N_FLIPSLICE_CLASSES * NX_ROW_WORDS;
const BYTES = WORDS * 4;
const KEY = `nx:flipslice ${N_FLIPSLICE_CLASSES} columns ${N_COLUMN} rowwords ${NX_ROW_WORDS}`;
const SAMPLES = 40;
const SAMPLE_BYTES = 1 << 16;
const CHUNK = 1 << 30;

const fileOf = (options: NxTableOptions) =>
  join(options.cacheDir ?? cacheDir(), `cube3-nx.v${VERSION}.bin`);

/** The digest of the table's samples and its key (the check made on every load). */
function sampleDigest(bytes: Uint8Array): number {
  let crc = crc32(KEY);
  const step = Math.floor((bytes.length - SAMPLE_BYTES) / (SAMPLES - 1));
  for (let i = 0; i < SAMPLES; i++)
    crc = crc32(bytes.subarray(i * step, i * step + SAMPLE_BYTES), crc);
  return crc >>> 0;
}

/** The table from the disk cache, or undefined (absent, wrong size, version or samples). */
function readNx(file: string): Uint32Array | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    if (fstatSync(fd).size !== HEADER + BYTES) return undefined;
    const header = new Uint8Array(HEADER);
    readSync(fd, header, 0, HEADER, 0);
    const view = new DataView(header.buffer);
    if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== VERSION) return undefined;
    const bytes = new Uint8Array(new SharedArrayBuffer(BYTES));
    for (let at = 0; at < BYTES; ) {
      const n = readSync(fd, bytes, at, Math.min(CHUNK, BYTES - at), HEADER + at);
      if (n === 0) return undefined;
      at += n;
    }
    if (sampleDigest(bytes) !== view.getUint32(8, true)) return undefined;
    return new Uint32Array(bytes.buffer);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Writes the table atomically (temp file, then rename); false when the cache cannot be written. */
function writeNx(file: string, table: Uint32Array): boolean {
  const bytes = new Uint8Array(table.buffer, table.byteOffset, table.byteLength);
  const header = new Uint8Array(HEADER);
  const view = new DataView(header.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, sampleDigest(bytes), true);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, header, 0, HEADER, 0);
      for (let at = 0; at < bytes.length; ) {
        at += writeSync(fd, bytes, at, Math.min(CHUNK, bytes.length - at), HEADER + at);
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

let loaded: NxTable | undefined;

// (The search follows the column through the comb's and the twist's small tables, not through a
// 153,090-column move table: those stay in the CPU caches.)
const withColumns = (table: Uint32Array): NxTable => ({ table });

/** The table if it is in memory or in the disk cache, else undefined (nothing is built). */
export function cachedNxTable(options: NxTableOptions = {}): NxTable | undefined {
  if (loaded) return loaded;
  if (options.cache === false) return undefined;
  const table = readNx(fileOf(options));
  if (!table) return undefined;
  loaded = withColumns(table);
  return loaded;
}

/** Whether the cache holds a table file of the right size (read nothing: for `auto`). */
export function nxTableCached(options: NxTableOptions = {}): boolean {
  if (loaded) return true;
  if (options.cache === false) return false;
  try {
    const fd = openSync(fileOf(options), 'r');
    try {
      return fstatSync(fd).size === HEADER + BYTES;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** The table: from memory, else the disk cache, else built (tens of minutes; `onBuild` reports). */
export function nxTable(options: NxTableOptions = {}): NxTable {
  const ready = cachedNxTable(options);
  if (ready) return ready;
  const { move, sym } = twoPhaseTables(options);
  const db = optimalTables({ cache: options.cache, cacheDir: options.cacheDir });
  const comb = combTables();
  const table = buildCosetTable(
    {
      rows: db.flipSlice,
      hiMove: move.slice,
      loMove: move.flip,
      loRadix: N_FLIP,
      goal: 0, // slice and flip of the solved cube
      combs: N_COMB,
      combMove: comb.move,
      combConj: comb.conj,
      twistMove: move.twist,
      twistConj: sym.twistConj,
    },
    exactReporter('nx', options.onBuild),
  );
  if (options.cache !== false) writeNx(fileOf(options), table);
  loaded = withColumns(table);
  return loaded;
}
