import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { packTables, unpackTables } from '../three/pack.js';
import { M3 } from './model3.js';
import { get2 } from './pair-full.js';
import { SYM_SIZE, swapImage, symFixed, symIndex, symIndexMoved, symPerm } from './pair-sym.js';
import { moveTau } from './pairs.js';

/*
 * The exact pairing table (pair-full.ts's distances mod 3, 2 bits an entry) over pair-sym.ts's
 * symmetry-reduced index: 31.0 M entries, 7.8 MB, instead of 239.5 M and 60 MB, built by the
 * same breadth-first search (forward from a frontier bitmap while it is the smaller side, then
 * backward) on the symmetry classes. Each class is one index, so the build does about an eighth of
 * the work and the search's reads fall in an eighth of the memory.
 */

export interface PairSym {
  /** 2 bits an entry (4 a byte, low bits first): distance mod 3, or 3 when not reached. */
  sym: Uint8Array;
  /** Greatest distance. */
  depth: number;
}

const HAS3 = Uint8Array.from({ length: 256 }, (_, b) =>
  (b & 3) === 3 || ((b >> 2) & 3) === 3 || ((b >> 4) & 3) === 3 || b >> 6 === 3 ? 1 : 0,
);
const IDENTITY = Int8Array.from({ length: 12 }, (_, i) => i);
export const SYM_IDENTITY = symIndex(IDENTITY, 0);

/** Breadth-first over the symmetry classes from the identity. */
export function buildPairSym(log?: (line: string) => void): PairSym {
  const size = SYM_SIZE;
  const t = new Uint8Array(Math.ceil(size / 4)).fill(0xff);
  const set2 = (i: number, v: number) => {
    const s = (i & 3) << 1;
    t[i >>> 2] = ((t[i >>> 2] as number) & ~(3 << s)) | (v << s);
  };
  let frontier = new Uint32Array(Math.ceil(size / 32));
  let next = new Uint32Array(frontier.length);
  const nm = M3.length;
  const p = new Int8Array(12);
  const kid = new Int8Array(12);
  const image = new Int8Array(12);
  // Every entry set sets its swapped image's too (pair-sym.ts SWAP: the same distance), so the
  // reached entries stay closed under it; the image is not expanded (its children are the
  // images of the entry's children, which get set the same way).
  const setImage = (tau: Int8Array, v: number): number => {
    swapImage(tau, 0, image);
    const j = symIndex(image, 0);
    if (get2(t, j) !== 3) return 0;
    set2(j, v);
    return 1;
  };
  set2(SYM_IDENTITY, 0);
  frontier[SYM_IDENTITY >>> 5] = 1 << (SYM_IDENTITY & 31);
  let reached = 1;
  let count = 1;
  let depth = 0;
  let backward = false;
  for (;;) {
    const d1 = depth + 1;
    const v1 = d1 % 3;
    let added = 0;
    backward ||= count * 3 > size - reached;
    if (!backward) {
      next.fill(0);
      for (let w = 0; w < frontier.length; w++) {
        let bits = frontier[w] as number;
        while (bits) {
          const low = bits & -bits;
          bits ^= low;
          symPerm(w * 32 + (31 - Math.clz32(low)), p, 0);
          for (let k = 0; k < nm; k++) {
            const j = symIndexMoved(p, 0, M3[k] as number);
            if (get2(t, j) === 3) {
              set2(j, v1);
              next[j >>> 5] = (next[j >>> 5] as number) | (1 << (j & 31));
              moveTau(p, 0, M3[k] as number, kid, 0);
              added += 1 + setImage(kid, v1);
            }
          }
        }
      }
      [frontier, next] = [next, frontier];
    } else {
      // The unreached look for a neighbour at `depth` (nothing they touch is nearer).
      const v0 = depth % 3;
      for (let idx = 0; idx < size; idx++) {
        if ((idx & 3) === 0 && !HAS3[t[idx >>> 2] as number]) {
          idx += 3;
          continue;
        }
        if (get2(t, idx) !== 3) continue;
        symPerm(idx, p, 0);
        // An index that is not its own permutation's (a class fixed by a rotation keeps only the
        // smallest rest) is never used: left unreached.
        if (symFixed(idx) && symIndex(p, 0) !== idx) continue;
        for (let k = 0; k < nm; k++) {
          if (get2(t, symIndexMoved(p, 0, M3[k] as number)) === v0) {
            set2(idx, v1);
            added += 1 + setImage(p, v1);
            break;
          }
        }
      }
    }
    if (added === 0) break;
    depth = d1;
    reached += added;
    count = added;
    // Entries, not a share: the indices a rotation-fixed class leaves unused are never set.
    log?.(`pairing table: depth ${depth}, ${reached.toLocaleString('en-US')} entries set`);
  }
  return { sym: t, depth };
}

/**
 * The exact distance of the permutation at tau[o..]: walk down, one neighbour a step whose residue
 * is one less, to the identity.
 */
export function symDistance(ps: PairSym, tau: Int8Array, o: number): number {
  let p = tau.slice(o, o + 12);
  let q = new Int8Array(12);
  let idx = symIndex(p, 0);
  let r = get2(ps.sym, idx);
  if (r === 3) throw new Error('4x4x4 pairing table: an odd or unreached permutation (a bug)');
  let d = 0;
  while (idx !== SYM_IDENTITY) {
    const down = (r + 2) % 3;
    let found = false;
    for (let k = 0; k < M3.length && !found; k++) {
      moveTau(p, 0, M3[k] as number, q, 0);
      const j = symIndex(q, 0);
      if (get2(ps.sym, j) === down) {
        [p, q] = [q, p];
        idx = j;
        r = down;
        found = true;
      }
    }
    if (!found) throw new Error('4x4x4 pairing table: no way down (a damaged table)');
    d++;
  }
  return d;
}

const VERSION = 1;
let loaded: PairSym | undefined;
const file = (dir?: string) => join(dir ?? cacheDir(), `cube4-tpr-pairs-sym.v${VERSION}.bin`);

/** Whether pairSymTable() will answer without building (in memory, or its cache file present). */
export function pairSymReady(options: { cacheDir?: string } = {}): boolean {
  return (
    (options.cacheDir === undefined && loaded !== undefined) || existsSync(file(options.cacheDir))
  );
}

/**
 * The symmetry-reduced exact pairing table: from memory, else the disk cache (its CRC checked on
 * read; a damaged or short file is rebuilt), else built and cached (unless `cache: false`). A
 * given `cacheDir` bypasses the memory copy (the tests read and damage their own files).
 */
export function pairSymTable(
  options: { cache?: boolean; cacheDir?: string; log?: (line: string) => void } = {},
): PairSym {
  const memo = options.cacheDir === undefined;
  if (memo && loaded) return loaded;
  const useCache = options.cache !== false;
  const path = file(options.cacheDir);
  const key = `cube4-tpr-pairs-sym:${SYM_SIZE}:mod3`;
  const payload = useCache ? readCached(path, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, 2);
  if (
    list &&
    list[0] instanceof Uint8Array &&
    list[0].length === Math.ceil(SYM_SIZE / 4) &&
    list[1]?.length === 1
  ) {
    const read = { sym: list[0], depth: list[1][0] as number };
    if (memo) loaded = read;
    return read;
  }
  const built = buildPairSym(options.log);
  if (useCache)
    writeCached(path, VERSION, key, packTables([built.sym, Uint8Array.of(built.depth)]));
  if (memo) loaded = built;
  return built;
}
