import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { moveMask, RANK70, RANK12870 } from '../four/coords.js';
import { WING_PARITY } from '../four/model.js';
import { p3pNext } from '../four/tables.js';
import { packTables, unpackTables } from '../three/pack.js';
import { CLASS, FLIP3, M2, M3 } from './model3.js';

/*
 * The pruning tables of the three-phase reduction: exact distances (outer block turns) over a
 * projection of the state, by breadth-first search from the goal states (each move set holds
 * every move's inverse). 2.8 MB, built in seconds, cached on disk beside the other cube tables.
 * The last phase's pairing bound is pairs.ts's.
 *
 * - C3 (the last phase's moves, M3): R, U and F centres within their axes (70 each) and the
 *   PLL-parity bit (model3.ts FLIP3). Its reachable entries are the centre states the last phase
 *   can finish.
 * - P2 (the middle phase's moves, M2): R within the R/L positions (70), which 8 of the other 16
 *   positions hold U/D colours (12,870) and the wing permutation's parity (2); goal: U/D home, an R
 *   arrangement that C3 can finish, and even wings (no OLL parity).
 * - SPL (M2): the slots of two pairs' four wings, 24^4; 0 when each pair's wings sit in different
 *   classes, which the middle phase must leave for the last (it bounds how far that is).
 */

export interface TprTables {
  c3: Uint8Array;
  p2: Uint8Array;
  spl: Uint8Array;
}

export const UNSEEN = 255;
const VERSION = 4;
const SIZES = [70 * 70 * 70 * 2, 70 * 12870 * 2, 24 ** 4] as const;

/** Breadth-first distances over states encoded as integers; `index` gives a state's table slot. */
function bfs(
  size: number,
  goals: readonly number[],
  moves: Int8Array,
  index: (s: number) => number,
  next: (s: number, m: number) => number,
): Uint8Array {
  const table = new Uint8Array(size).fill(UNSEEN);
  const queue = new Int32Array(size);
  let tail = 0;
  for (const g of goals)
    if (table[index(g)] === UNSEEN) {
      table[index(g)] = 0;
      queue[tail++] = g;
    }
  for (let head = 0; head < tail; head++) {
    const s = queue[head] as number;
    const d = (table[index(s)] as number) + 1;
    for (let k = 0; k < moves.length; k++) {
      const t = next(s, moves[k] as number);
      const i = index(t);
      if (table[i] === UNSEEN) {
        table[i] = d;
        queue[tail++] = t;
      }
    }
  }
  return table;
}

/** C3's state: r8 << 17 | u8 << 9 | f8 << 1 | parity bit (each colour within its axis's byte). */
export const c3Index = (s: number) =>
  (((RANK70[s >>> 17] as number) * 70 + (RANK70[(s >>> 9) & 0xff] as number)) * 70 +
    (RANK70[(s >>> 1) & 0xff] as number)) *
    2 +
  (s & 1);
export function c3Next(s: number, m: number): number {
  const r = moveMask(m, s >>> 17);
  const u = moveMask(m, ((s >>> 9) & 0xff) << 8) >>> 8;
  const f = moveMask(m, ((s >>> 1) & 0xff) << 16) >>> 16;
  return (r << 17) | (u << 9) | (f << 1) | ((s & 1) ^ (FLIP3[m] as number));
}
const C3_SOLVED = (0x0f << 17) | (0x0f << 9) | (0x0f << 1);

/** P2's state: r8 << 17 | ud16 << 1 (U/D colours within the U/D and F/B positions) | wing parity. */
export const p2Index = (s: number) =>
  ((RANK70[s >>> 17] as number) * 12870 + (RANK12870[(s >>> 1) & 0xffff] as number)) * 2 + (s & 1);
export function p2Next(s: number, m: number): number {
  return (
    (moveMask(m, s >>> 17) << 17) |
    ((moveMask(m, ((s >>> 1) & 0xffff) << 8) >>> 8) << 1) |
    ((s & 1) ^ (WING_PARITY[m] as number))
  );
}

/** SPL's state is its index: ((a·24 + b)·24 + c)·24 + d, the slots of pair 1's and pair 2's wings (moved by four's `p3pNext`). */
function splGoals(): number[] {
  const goals: number[] = [];
  for (let a = 0; a < 24; a++)
    for (let b = 0; b < 24; b++)
      for (let c = 0; c < 24; c++)
        for (let d = 0; d < 24; d++)
          if (new Set([a, b, c, d]).size === 4 && CLASS[a] !== CLASS[b] && CLASS[c] !== CLASS[d])
            goals.push(((a * 24 + b) * 24 + c) * 24 + d);
  return goals;
}

function buildAll(): TprTables {
  const c3 = bfs(SIZES[0], [C3_SOLVED], M3, c3Index, c3Next);
  // P2's goal: U/D home, and an R arrangement C3 can finish with some U, F and parity.
  const goals: number[] = [];
  for (let r = 0; r < 256; r++) {
    if ((RANK70[r] as number) < 0) continue;
    let good = false;
    for (let u = 0; u < 256 && !good; u++)
      for (let f = 0; f < 256 && !good; f++)
        if ((RANK70[u] as number) >= 0 && (RANK70[f] as number) >= 0)
          good =
            c3[c3Index((r << 17) | (u << 9) | (f << 1))] !== UNSEEN ||
            c3[c3Index((r << 17) | (u << 9) | (f << 1) | 1)] !== UNSEEN;
    if (good) goals.push((r << 17) | (0xff << 1));
  }
  const p2 = bfs(SIZES[1], goals, M2, p2Index, p2Next);
  const spl = bfs(SIZES[2], splGoals(), M2, (s) => s, p3pNext);
  return { c3, p2, spl };
}

let loaded: TprTables | undefined;

/** The tables: from memory, else the disk cache, else built (and cached unless `cache: false`). */
export function tprTables(options: { cache?: boolean; cacheDir?: string } = {}): TprTables {
  if (loaded) return loaded;
  const useCache = options.cache !== false;
  const file = join(options.cacheDir ?? cacheDir(), `cube4-tpr.v${VERSION}.bin`);
  const key = `cube4-tpr:${SIZES.join(',')}`;
  const payload = useCache ? readCached(file, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, SIZES.length);
  if (list?.every((t, i) => t instanceof Uint8Array && t.length === SIZES[i])) {
    const [c3, p2, spl] = list as Uint8Array[];
    loaded = { c3: c3!, p2: p2!, spl: spl! };
    return loaded;
  }
  loaded = buildAll();
  if (useCache) writeCached(file, VERSION, key, packTables([loaded.c3, loaded.p2, loaded.spl]));
  return loaded;
}
