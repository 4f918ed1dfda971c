import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_TWIST } from '../three/coords.js';
import { buildExact, ROW_WORDS } from '../three/exact-table.js';
import { flipSliceSym, N_FLIPSLICE_CLASSES } from '../three/phase1-table.js';
import { twoPhaseTables } from '../three/tables.js';
import { sliceTables } from './slice-tables.js';

/*
 * The exact distance to phase 1's goal in Santa's metric (slice-tables.ts's 18 moves: face
 * quarter turns and slice pairs), by the optimal solver's builder (exact-table.ts) over the 64,430
 * flip-slice classes × 2,187 twists, 4 bits an entry (70 MB). The 16 U-D symmetries map the move
 * set to itself (a pair U D' to U' D, R L' to F B' ...), so classes are exact. About 30 s to build
 * (2 cores shared), then cached on disk: the search uses it when it is in memory or cached, else
 * the three pair tables (weaker, same answers found later).
 */

export interface SlicePhase1 {
  /** flip-slice raw (slice · 2048 + flip) -> class << 4 | symmetry. */
  raw2sym: Uint32Array;
  /** Rows of ROW_WORDS 16-bit words per class (exact-table.ts layout). */
  rows: Uint16Array;
  twistConj: Uint16Array;
}

const VERSION = 1;
const KEY = `santa-slice-phase1:${N_FLIPSLICE_CLASSES}x${N_TWIST}`;
const file = (dir?: string) => join(dir ?? cacheDir(), `cube3-santa-phase1.v${VERSION}.bin`);

let loaded: SlicePhase1 | null = null;
let diskTried = false;

function wrap(rows: Uint16Array): SlicePhase1 {
  return {
    raw2sym: flipSliceSym().raw2sym,
    rows,
    twistConj: twoPhaseTables().sym.twistConj,
  };
}

/** The table from memory or the disk cache (looked at once per process), else null. */
export function cachedSlicePhase1(options: { cacheDir?: string } = {}): SlicePhase1 | null {
  if (loaded || diskTried) return loaded;
  diskTried = true;
  const payload = readCached(file(options.cacheDir), VERSION, KEY);
  if (!payload || payload.byteLength !== N_FLIPSLICE_CLASSES * ROW_WORDS * 2) return null;
  // readCached returns a copy of its own (offset 0), so the words can be read in place.
  loaded = wrap(new Uint16Array(payload.buffer, payload.byteOffset, payload.byteLength / 2));
  return loaded;
}

/** The table: from memory or the disk cache, else built (~30 s) and cached. */
export function slicePhase1(options: { cacheDir?: string } = {}): SlicePhase1 {
  const hit = cachedSlicePhase1(options);
  if (hit) return hit;
  const t = sliceTables();
  const fs = flipSliceSym();
  const rows = buildExact({
    sym: fs,
    hiMove: t.sl,
    loMove: t.fl,
    loRadix: 2048,
    goal: 0,
    twistMove: t.tw,
    twistConj: twoPhaseTables().sym.twistConj,
  });
  writeCached(
    file(options.cacheDir),
    VERSION,
    KEY,
    new Uint8Array(rows.buffer, rows.byteOffset, rows.byteLength),
  );
  loaded = wrap(rows);
  return loaded;
}
