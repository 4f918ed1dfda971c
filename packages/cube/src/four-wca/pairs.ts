import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { packTables, unpackTables } from '../three/pack.js';
import { EDGE_FWD, M3 } from './model3.js';
import { buildPairFull, type PairFull, type TauMoves } from './pair-full.js';

/*
 * The pairing state of the last phase as one permutation (TPR's relative edge coordinate): after
 * the middle phase every pair has one wing in each class, and which pair is which does not matter
 * for joining them, only which class-0 edge holds the partner of each class-1 wing. So
 * tau[i] = the edge of the class-0 wing paired with the class-1 wing in edge i; joined when tau is
 * the identity. A move that sends class-0 wings by p0 and class-1 wings by p1 makes
 * tau' = p0 . tau . p1^-1 (tau'[p1[i]] = p0[tau[i]]).
 *
 * The bound: exact distances (M3, outer block turns) of every tau within `depth` moves of the
 * identity, by breadth-first search, kept in a typed-array hash keyed by the permutation's rank;
 * anything not in it is at least depth + 1 away.
 */

/** P0[m·12 + e], P1INV[m·12 + e]: class-0 image and class-1 preimage of edge e under move m. */
export const P0 = new Int8Array(36 * 12);
export const P1INV = new Int8Array(36 * 12);
for (const m of M3)
  for (let e = 0; e < 12; e++) {
    P0[m * 12 + e] = EDGE_FWD[m * 24 + e] as number;
    P1INV[m * 12 + (EDGE_FWD[m * 24 + 12 + e] as number)] = e;
  }

/** Lehmer rank of a permutation of 12 (0 .. 12! - 1), read from `p` at offset `o`. */
export function rank12(p: Int8Array, o: number): number {
  let used = 0;
  let r = 0;
  for (let i = 0; i < 12; i++) {
    const v = p[o + i] as number;
    let below = used & ((1 << v) - 1);
    below -= (below >> 1) & 0x555;
    below = (below & 0x333) + ((below >> 2) & 0x333);
    below = (below + (below >> 4)) & 0xf0f;
    below = (below + (below >> 8)) & 0x1f;
    r = r * (12 - i) + v - below;
    used |= 1 << v;
  }
  return r;
}

/** tau after move m: out[o2 + j] = P0[tau[o1 + P1INV[j]]]. */
export function moveTau(tau: Int8Array, o1: number, m: number, out: Int8Array, o2: number): void {
  const b = m * 12;
  for (let j = 0; j < 12; j++)
    out[o2 + j] = P0[b + (tau[o1 + (P1INV[b + j] as number)] as number)] as number;
}

export interface PairBound {
  keys: Int32Array;
  dist: Uint8Array;
  mask: number;
  /** Every tau not in the hash is at least this far. */
  beyond: number;
}

/** The distance bound of the permutation at tau[o..o+11]. */
export function pairBound(b: PairBound, tau: Int8Array, o: number): number {
  const k = rank12(tau, o);
  let i = Math.imul(k, 0x9e3779b1) >>> 0;
  for (;;) {
    i &= b.mask;
    const x = b.keys[i] as number;
    if (x === k) return b.dist[i] as number;
    if (x === -1) return b.beyond;
    i++;
  }
}

/** Breadth-first from the identity to `depth` moves (hash of 2^bits slots). */
export function buildPairBound(depth: number, bits: number): PairBound {
  const size = 1 << bits;
  const keys = new Int32Array(size).fill(-1);
  const dist = new Uint8Array(size);
  const mask = size - 1;
  const insert = (k: number, d: number): boolean => {
    let i = Math.imul(k, 0x9e3779b1) >>> 0;
    for (;;) {
      i &= mask;
      const x = keys[i] as number;
      if (x === k) return false;
      if (x === -1) {
        keys[i] = k;
        dist[i] = d;
        return true;
      }
      i++;
    }
  };
  let frontier = Int8Array.from({ length: 12 }, (_, i) => i);
  insert(rank12(frontier, 0), 0);
  let count = 1;
  for (let d = 1; d <= depth; d++) {
    const n = frontier.length / 12;
    let next = new Int8Array(Math.max(n * 12 * 12, 12 * 64));
    let tail = 0;
    for (let s = 0; s < n; s++)
      for (let k = 0; k < M3.length; k++) {
        if (tail + 12 > next.length) {
          const grown = new Int8Array(next.length * 2);
          grown.set(next);
          next = grown;
        }
        moveTau(frontier, s * 12, M3[k] as number, next, tail);
        if (insert(rank12(next, tail), d)) tail += 12;
      }
    count += tail / 12;
    if (count * 2 > size) throw new Error('4x4x4 pairing bound: the hash is too small (a bug)');
    frontier = next.slice(0, tail);
  }
  return { keys, dist, mask, beyond: depth + 1 };
}

const PAIR_DEPTH = 8;
const PAIR_BITS = 23;
const VERSION = 1;
let loaded: PairBound | undefined;

/**
 * The pairing bound, exact to 8 moves (3.47 M permutations, some seconds to build): from memory,
 * else the disk cache (40 MB), else built and cached (unless `cache: false`).
 */
export function pairTable(options: { cache?: boolean; cacheDir?: string } = {}): PairBound {
  if (loaded) return loaded;
  const useCache = options.cache !== false;
  const file = join(options.cacheDir ?? cacheDir(), `cube4-tpr-pairs.v${VERSION}.bin`);
  const key = `cube4-tpr-pairs:${PAIR_DEPTH}:${PAIR_BITS}`;
  const payload = useCache ? readCached(file, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, 2);
  const size = 1 << PAIR_BITS;
  if (
    list &&
    list[0] instanceof Uint32Array &&
    list[0].length === size &&
    list[1]?.length === size
  ) {
    const k = list[0];
    loaded = {
      keys: new Int32Array(k.buffer, k.byteOffset, size),
      dist: list[1] as Uint8Array,
      mask: size - 1,
      beyond: PAIR_DEPTH + 1,
    };
    return loaded;
  }
  loaded = buildPairBound(PAIR_DEPTH, PAIR_BITS);
  if (useCache) {
    const k = loaded.keys;
    writeCached(
      file,
      VERSION,
      key,
      packTables([new Uint32Array(k.buffer, k.byteOffset, k.length), loaded.dist]),
    );
  }
  return loaded;
}

/** The last phase's moves on tau, for pair-full.ts. */
export const TAU_MOVES: TauMoves = { n: 12, p0: P0, p1inv: P1INV, moves: M3 };

const FULL_VERSION = 1;
let full: PairFull | undefined;

const fullFile = (dir?: string) =>
  join(dir ?? cacheDir(), `cube4-tpr-pairs-full.v${FULL_VERSION}.bin`);

/**
 * Whether pairFullTable() will answer without building (the table in memory, or its cache file
 * present; the file is checked when read): callers say so before a first, slow, use.
 */
export function pairFullReady(options: { cacheDir?: string } = {}): boolean {
  return full !== undefined || existsSync(fullFile(options.cacheDir));
}

/**
 * The exact pairing table to the full depth (pair-full.ts; 60 MB, a few minutes to build once on
 * a busy machine, then read from the disk cache in well under a second; its CRC is written at
 * build and checked on read): from memory, else the cache, else built and cached.
 */
export function pairFullTable(
  options: { cache?: boolean; cacheDir?: string; log?: (line: string) => void } = {},
): PairFull {
  if (full) return full;
  const useCache = options.cache !== false;
  const file = fullFile(options.cacheDir);
  const key = 'cube4-tpr-pairs-full:12:mod3';
  const payload = useCache ? readCached(file, FULL_VERSION, key) : undefined;
  const list = payload && unpackTables(payload, 2);
  const bytes = 239_500_800 / 4;
  if (list && list[0] instanceof Uint8Array && list[0].length === bytes && list[1]?.length === 1) {
    full = { n: 12, mod3: list[0], depth: list[1][0] as number };
    return full;
  }
  full = buildPairFull(TAU_MOVES, options.log);
  if (useCache)
    writeCached(file, FULL_VERSION, key, packTables([full.mod3, Uint8Array.of(full.depth)]));
  return full;
}
