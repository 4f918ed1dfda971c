import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { RANK70, UNRANK70 } from '../four/coords.js';
import { N_MOVES } from '../four/model.js';
import { packTables, unpackTables } from '../three/pack.js';
import { EDGE_FWD, FLIP3, M3 } from './model3.js';
import { c3Next } from './tables.js';

/*
 * The last phase's combined bound: exact distances (M3, outer block turns) over the centres (C3's
 * 70·70·70·2 states, parity bit included) times ONE pair (the edge of its class-0 wing and the edge
 * of its class-1 wing, 12·12). The centre table and the pairing table each ignore the other's
 * pieces, and on hard states both sit 3-4 moves under the true distance; this one asks for the
 * centres and a pair at once. Every pair must be joined, so the search takes the largest of the
 * twelve pairs' entries (tau gives them: pair i is (tau[i], i)), which also bounds at least as well
 * as C3 alone. Built by breadth-first search from the 12 goals (centres solved, parity 0, the
 * pair's two wings in one edge), forward while the frontier is small, then backward. Only the
 * 117,600 centre states the last phase reaches get rows (ROW maps C3's index to its row), so the
 * table is 8.5 MB, not 49: small enough to stay in a 32 MB L3 cache while the search reads it
 * (the 49 MB first version cost twice the time per node of the plain bound).
 */

/** Pairs of one centre state: e0 · 12 + e1. */
export const PAIRS = 144;
const NC = 70 * 70 * 70 * 2;
export const CP_UNSEEN = 15;

/*
 * The centres in a search by their ranks (70 each per axis, 7 bits) and the parity bit:
 * r << 15 | u << 8 | f << 1 | parity, each axis moved by a 70-entry row per move, so a child's
 * centres are three reads instead of three mask moves.
 */
const C3NEXT = (() => {
  const t = new Int8Array(3 * N_MOVES * 128);
  for (let m = 0; m < N_MOVES; m++)
    for (let k = 0; k < 70; k++) {
      const x = UNRANK70[k] as number;
      const s = c3Next((x << 17) | (x << 9) | (x << 1), m);
      t[m * 128 + k] = RANK70[s >>> 17] as number;
      t[(N_MOVES + m) * 128 + k] = RANK70[(s >>> 9) & 0xff] as number;
      t[(2 * N_MOVES + m) * 128 + k] = RANK70[(s >>> 1) & 0xff] as number;
    }
  return t;
})();
/** The ranked form of a C3 state (r8 << 17 | u8 << 9 | f8 << 1 | parity). */
export const packRanks = (s: number) =>
  ((RANK70[s >>> 17] as number) << 15) |
  ((RANK70[(s >>> 9) & 0xff] as number) << 8) |
  ((RANK70[(s >>> 1) & 0xff] as number) << 1) |
  (s & 1);
export const rankedNext = (q: number, m: number): number =>
  ((C3NEXT[m * 128 + (q >>> 15)] as number) << 15) |
  ((C3NEXT[(N_MOVES + m) * 128 + ((q >>> 8) & 127)] as number) << 8) |
  ((C3NEXT[(2 * N_MOVES + m) * 128 + ((q >>> 1) & 127)] as number) << 1) |
  ((q & 1) ^ (FLIP3[m] as number));
/** c3Index of a ranked state. */
export const rankedIndex = (q: number): number =>
  (((q >>> 15) * 70 + ((q >>> 8) & 127)) * 70 + ((q >>> 1) & 127)) * 2 + (q & 1);
const unrankIndex = (ci: number): number => {
  const p = ci & 1;
  const x = ci >>> 1;
  const f = x % 70;
  const u = Math.floor(x / 70) % 70;
  const r = Math.floor(x / 4900);
  return (r << 15) | (u << 8) | (f << 1) | p;
};

/**
 * ROW[ci]: the first entry of C3 index ci's row (row · 144), or -1 when the last phase never
 * reaches those centres. A breadth-first walk of the centres alone (686,000, milliseconds).
 */
export const ROW: Int32Array = (() => {
  const row = new Int32Array(NC).fill(-1);
  const queue = new Int32Array(NC);
  const solved = rankedIndex(packRanks((0x0f << 17) | (0x0f << 9) | (0x0f << 1)));
  row[solved] = 0;
  queue[0] = solved;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const q = unrankIndex(queue[head] as number);
    for (const m of M3) {
      const c = rankedIndex(rankedNext(q, m));
      if (row[c] === -1) {
        row[c] = 0;
        queue[tail++] = c;
      }
    }
  }
  // Rows in C3 index order.
  let n = 0;
  for (let ci = 0; ci < NC; ci++) if (row[ci] === 0) row[ci] = PAIRS * n++;
  return row;
})();
/*
 * The reachable centre states come in whole blocks: for each R and U arrangement (70 · 70) the
 * last phase reaches either all 140 F arrangements and parities or none (840 blocks reach them).
 * So a state's row is its block's first row plus (f·2 + parity): BLOCK_ROW[r·70 + u] (19.6 KB,
 * stays in the first-level caches) stands in for ROW (2.7 MB) in the search's inner loop.
 */
export const BLOCK_ROW: Int32Array = (() => {
  const t = new Int32Array(4900).fill(-1);
  for (let ru = 0; ru < 4900; ru++) {
    const first = ROW[ru * 140] as number;
    for (let k = 0; k < 140; k++) {
      const row = ROW[ru * 140 + k] as number;
      if (row < 0 !== first < 0 || (first >= 0 && row !== first + k * PAIRS))
        throw new Error(
          '4x4x4 centre-pair table: the reachable centres are not whole blocks (a bug)',
        );
    }
    t[ru] = first;
  }
  return t;
})();
/** ROW[rankedIndex(q)] of a reachable ranked state q, from BLOCK_ROW. */
export const rankedRow = (q: number): number =>
  (BLOCK_ROW[(q >>> 15) * 70 + ((q >>> 8) & 127)] as number) +
  ((((q >>> 1) & 127) << 1) | (q & 1)) * PAIRS;

/** Entries of the table: reachable centre states × 144 pairs. */
export const CP_SIZE = (() => {
  let n = 0;
  for (let ci = 0; ci < NC; ci++) if ((ROW[ci] as number) >= 0) n++;
  return n * PAIRS;
})();

/** The combined table: 4 bits an entry (low nibble first), CP_UNSEEN when not reached. */
export interface CentrePair {
  nib: Uint8Array;
  depth: number;
}

export const getCp = (nib: Uint8Array, i: number): number =>
  ((nib[i >>> 1] as number) >>> ((i & 1) << 2)) & 15;

/**
 * The bound of centres `ci` (c3Index) and pairing tau[o..o+11]: the largest pair's entry. `best`:
 * stop as soon as an entry reaches it (the caller prunes there anyway).
 */
export function centrePairBound(
  nib: Uint8Array,
  ci: number,
  tau: Int8Array,
  o: number,
  best: number,
): number {
  const b = ROW[ci] as number;
  let h = 0;
  for (let i = 0; i < 12; i++) {
    const j = b + (tau[o + i] as number) * 12 + i;
    const v = ((nib[j >>> 1] as number) >>> ((j & 1) << 2)) & 15;
    if (v > h) {
      h = v;
      if (h >= best) return h;
    }
  }
  return h;
}

/**
 * PAIR_MOVE[m·144 + e0·12 + e1]: the pair (e0, e1) after move m of M3, so a child's bound is read
 * from its parent's tau without making the child's tau first (most children are cut here).
 */
const PAIR_MOVE = (() => {
  const t = new Uint8Array(N_MOVES * PAIRS);
  for (const m of M3)
    for (let e0 = 0; e0 < 12; e0++)
      for (let e1 = 0; e1 < 12; e1++)
        t[m * PAIRS + e0 * 12 + e1] =
          (EDGE_FWD[m * 24 + e0] as number) * 12 + (EDGE_FWD[m * 24 + 12 + e1] as number);
  return t;
})();

/** centrePairBound of the child that move m makes of tau[o..o+11], its centres `ci` (c3Index). */
export function childCentrePairBound(
  nib: Uint8Array,
  ci: number,
  m: number,
  tau: Int8Array,
  o: number,
  best: number,
): number {
  return rowCentrePairBound(nib, ROW[ci] as number, m, tau, o, best);
}

/** childCentrePairBound by the centres' row start `b` (ROW[ci]) instead of their index. */
export function rowCentrePairBound(
  nib: Uint8Array,
  b: number,
  m: number,
  tau: Int8Array,
  o: number,
  best: number,
): number {
  const mb = m * PAIRS;
  let h = 0;
  for (let i = 0; i < 12; i++) {
    const j = b + (PAIR_MOVE[mb + (tau[o + i] as number) * 12 + i] as number);
    const v = ((nib[j >>> 1] as number) >>> ((j & 1) << 2)) & 15;
    if (v > h) {
      h = v;
      if (h >= best) return h;
    }
  }
  return h;
}

/** Breadth-first over centres × one pair (seconds; 8.5 MB). */
export function buildCentrePair(log?: (line: string) => void): CentrePair {
  const W = M3.length;
  // Move tables over the two parts: centre rows (row start · W) and pairs (144 · W).
  const rows = CP_SIZE / PAIRS;
  const cNext = new Int32Array(rows * W);
  for (let ci = 0; ci < NC; ci++) {
    const b = ROW[ci] as number;
    if (b < 0) continue;
    const q = unrankIndex(ci);
    for (let k = 0; k < W; k++)
      cNext[(b / PAIRS) * W + k] = ROW[rankedIndex(rankedNext(q, M3[k] as number))] as number;
  }
  const pNext = new Int16Array(PAIRS * W);
  for (let e0 = 0; e0 < 12; e0++)
    for (let e1 = 0; e1 < 12; e1++)
      for (let k = 0; k < W; k++) {
        const m = M3[k] as number;
        pNext[(e0 * 12 + e1) * W + k] =
          (EDGE_FWD[m * 24 + e0] as number) * 12 + (EDGE_FWD[m * 24 + 12 + e1] as number);
      }
  const dist = new Uint8Array(CP_SIZE).fill(CP_UNSEEN);
  const solved = ROW[rankedIndex(packRanks((0x0f << 17) | (0x0f << 9) | (0x0f << 1)))] as number;
  for (let e = 0; e < 12; e++) dist[solved + e * 12 + e] = 0;
  let reached = 12;
  let count = 12;
  let depth = 0;
  let backward = false;
  for (;;) {
    const d1 = depth + 1;
    let added = 0;
    // Reachable states are far fewer than the table's slots, so "backward" compares the frontier
    // with what is still unseen among the reachable: estimated by the slots.
    backward ||= count * 4 > CP_SIZE - reached;
    if (!backward) {
      for (let i = 0; i < CP_SIZE; i++) {
        if (dist[i] !== depth) continue;
        const ci = (i / PAIRS) | 0;
        const pr = i - ci * PAIRS;
        for (let k = 0; k < W; k++) {
          const j = (cNext[ci * W + k] as number) + (pNext[pr * W + k] as number);
          if (dist[j] === CP_UNSEEN) {
            dist[j] = d1;
            added++;
          }
        }
      }
    } else {
      for (let i = 0; i < CP_SIZE; i++) {
        if (dist[i] !== CP_UNSEEN) continue;
        const ci = (i / PAIRS) | 0;
        const pr = i - ci * PAIRS;
        for (let k = 0; k < W; k++) {
          const j = (cNext[ci * W + k] as number) + (pNext[pr * W + k] as number);
          if (dist[j] === depth) {
            dist[i] = d1;
            added++;
            break;
          }
        }
      }
    }
    if (added === 0) break;
    if (d1 >= CP_UNSEEN) throw new Error('4x4x4 centre-pair table: deeper than 14 (a bug)');
    depth = d1;
    reached += added;
    count = added;
    log?.(`centre-pair table: depth ${depth}, ${added} states (${reached})`);
  }
  const nib = new Uint8Array(CP_SIZE / 2);
  for (let i = 0; i < CP_SIZE; i += 2)
    nib[i >>> 1] = (dist[i] as number) | ((dist[i + 1] as number) << 4);
  return { nib, depth };
}

const VERSION = 2;
let loaded: CentrePair | undefined;
const file = (dir?: string) => join(dir ?? cacheDir(), `cube4-tpr-centre-pair.v${VERSION}.bin`);

/**
 * The combined table: from memory, else the disk cache (its CRC checked on read; a damaged or
 * short file is rebuilt), else built and cached (unless `cache: false`). A given `cacheDir`
 * bypasses the memory copy (the tests read and damage their own files).
 */
export function centrePairTable(
  options: { cache?: boolean; cacheDir?: string; log?: (line: string) => void } = {},
): CentrePair {
  const memo = options.cacheDir === undefined;
  if (memo && loaded) return loaded;
  const useCache = options.cache !== false;
  const path = file(options.cacheDir);
  const key = `cube4-tpr-centre-pair:${CP_SIZE}`;
  const payload = useCache ? readCached(path, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, 2);
  if (
    list &&
    list[0] instanceof Uint8Array &&
    list[0].length === CP_SIZE / 2 &&
    list[1]?.length === 1
  ) {
    const read = { nib: list[0], depth: list[1][0] as number };
    if (memo) loaded = read;
    return read;
  }
  const built = buildCentrePair(options.log);
  if (useCache)
    writeCached(path, VERSION, key, packTables([built.nib, Uint8Array.of(built.depth)]));
  if (memo) loaded = built;
  return built;
}
