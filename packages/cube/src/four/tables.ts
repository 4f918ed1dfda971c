import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { packTables, unpackTables } from '../three/pack.js';
import {
  ALL_MOVES,
  G1_MOVES,
  G3_MOVES,
  moveMask,
  moveWingMask,
  RANK70,
  RANK495,
  RANK12870,
  rankMask,
  UNRANK495,
} from './coords.js';
import { HIGH, HIGH_FWD, LOW_FWD, PARTNER, PLL_PARITY, WING_PARITY } from './model.js';

/*
 * The reduction's pruning tables: exact distances (in outer block turns) to each phase's goal over
 * a projection of the state, built by breadth-first search from the goal states (every move set
 * here holds each move's inverse, so distance from the goal is distance to it). About 18 MB, built
 * in some seconds and cached on disk as one file beside the 3x3x3's tables.
 *
 * - P1 (all 36 moves): which 8 centre positions hold R/L colours, C(24,8) = 735,471.
 * - P2C (the 28 moves keeping R/L centres on R/L): R among the R/L positions (70) and which 8 of
 *   the other 16 positions hold U/D colours (12,870).
 * - P2E (same moves): which 12 slots hold high wing pieces, C(24,12), and the wing parity (2).
 * - P3C (the 20 pairing moves): R, U and F among their axes' positions, 70³, and the PLL parity
 *   bit (2). Its reachable entries are the centre states phase 3 can solve.
 * - P3Q (same moves): where the high and low pieces of four pairs are, as a set (the pairs are
 *   interchangeable: a pair is joined by position alone): 495 sets of high positions × 12⁴ low
 *   positions in their order, 0 when all four are joined.
 */

export interface FourTables {
  p1: Uint8Array;
  p2c: Uint8Array;
  p2e: Uint8Array;
  p3c: Uint8Array;
  p3q: Uint8Array;
}

export const UNSEEN = 255;
const VERSION = 2;
const SIZES = [735471, 70 * 12870, 2704156 * 2, 70 * 70 * 70 * 2, 495 * 20736] as const;

/** Breadth-first distances; states are small integers, `index` maps them to a table slot. */
function bfs(
  size: number,
  goals: readonly number[],
  moves: Int8Array,
  index: (state: number) => number,
  next: (state: number, move: number) => number,
): Uint8Array {
  const table = new Uint8Array(size).fill(UNSEEN);
  let queue = new Int32Array(1024);
  let tail = 0;
  const push = (s: number) => {
    if (tail === queue.length) {
      const grown = new Int32Array(queue.length * 2);
      grown.set(queue);
      queue = grown;
    }
    queue[tail++] = s;
  };
  for (const g of goals) {
    const i = index(g);
    if (table[i] === UNSEEN) {
      table[i] = 0;
      push(g);
    }
  }
  for (let head = 0; head < tail; head++) {
    const s = queue[head] as number;
    const d = (table[index(s)] as number) + 1;
    for (let k = 0; k < moves.length; k++) {
      const t = next(s, moves[k] as number);
      const i = index(t);
      if (table[i] === UNSEEN) {
        table[i] = d;
        push(t);
      }
    }
  }
  return table;
}

/** P2C's state: r8 (R within the R/L byte) << 16 | ud16 (U/D within the other two bytes). */
export const p2cIndex = (s: number) =>
  (RANK70[s >>> 16] as number) * 12870 + (RANK12870[s & 0xffff] as number);
function p2cNext(s: number, m: number): number {
  return (moveMask(m, s >>> 16) << 16) | (moveMask(m, (s & 0xffff) << 8) >>> 8);
}

/** P2E's state: the high-piece slot mask << 1 | wing parity. */
export const p2eIndex = (s: number) => rankMask(s >>> 1) * 2 + (s & 1);
const p2eNext = (s: number, m: number) =>
  (moveWingMask(m, s >>> 1) << 1) | ((s & 1) ^ (WING_PARITY[m] as number));
export const HIGH_MASK = HIGH.reduce((x, s) => x | (1 << s), 0);

/** P3C's state: (r8 << 16 | u8 << 8 | f8) << 1 | PLL parity (each colour within its axis's byte). */
export const p3cIndex = (s: number) =>
  (((RANK70[s >>> 17] as number) * 70 + (RANK70[(s >>> 9) & 0xff] as number)) * 70 +
    (RANK70[(s >>> 1) & 0xff] as number)) *
    2 +
  (s & 1);
function p3cNext(s: number, m: number): number {
  const r = moveMask(m, s >>> 17);
  const u = moveMask(m, ((s >>> 9) & 0xff) << 8) >>> 8;
  const f = moveMask(m, ((s >>> 1) & 0xff) << 16) >>> 16;
  return (((r << 16) | (u << 8) | f) << 1) | ((s & 1) ^ (PLL_PARITY[m] as number));
}
export const P3C_SOLVED = ((0x0f << 16) | (0x0f << 8) | 0x0f) << 1;

/** P3Q's index from four pairs' high positions (a 12-bit mask) and low positions by high position. */
export function p3qIndex(xmask: number, lowAt: Int8Array): number {
  let i = 0;
  for (let x = xmask; x !== 0; x &= x - 1) i = i * 12 + (lowAt[31 - Math.clz32(x & -x)] as number);
  return (RANK495[xmask] as number) * 20736 + i;
}
const scratch = new Int8Array(12);
const y = new Int8Array(4);
function p3qNext(s: number, m: number): number {
  const hf = HIGH_FWD[m] as Int8Array;
  const lf = LOW_FWD[m] as Int8Array;
  const xmask = UNRANK495[(s / 20736) | 0] as number;
  let ys = s % 20736;
  for (let k = 3; k >= 0; k--) {
    y[k] = ys % 12;
    ys = (ys / 12) | 0;
  }
  let out = 0;
  let k = 0;
  for (let x = xmask; x !== 0; x &= x - 1) {
    const nx = hf[31 - Math.clz32(x & -x)] as number;
    out |= 1 << nx;
    scratch[nx] = lf[y[k++] as number] as number;
  }
  return p3qIndex(out, scratch);
}
function p3qGoals(): number[] {
  const lowAt = Int8Array.from(PARTNER);
  return Array.from(UNRANK495, (xmask) => p3qIndex(xmask, lowAt));
}

function buildAll(): FourTables {
  const p1 = bfs(SIZES[0], [0xff], ALL_MOVES, rankMask, (s, m) => moveMask(m, s));
  const p3c = bfs(SIZES[3], [P3C_SOLVED], G3_MOVES, p3cIndex, p3cNext);
  // P2C's goal: U/D home on their axis and an R/L arrangement P3C can finish.
  const rGood: number[] = [];
  for (let r = 0; r < 256; r++) {
    if (RANK70[r]! < 0) continue;
    const base = (RANK70[r] as number) * 70 * 70 * 2;
    if (p3c.subarray(base, base + 70 * 70 * 2).some((d) => d !== UNSEEN)) rGood.push(r);
  }
  const p2c = bfs(SIZES[1], rGood.map((r) => (r << 16) | 0xff), G1_MOVES, p2cIndex, p2cNext);
  const p2e = bfs(SIZES[2], [HIGH_MASK << 1], G1_MOVES, p2eIndex, p2eNext);
  const p3q = bfs(SIZES[4], p3qGoals(), G3_MOVES, (s) => s, p3qNext);
  return { p1, p2c, p2e, p3c, p3q };
}

let loaded: FourTables | undefined;

/** The tables: from memory, else the disk cache, else built (and cached unless `cache: false`). */
export function fourTables(options: { cache?: boolean; cacheDir?: string } = {}): FourTables {
  if (loaded) return loaded;
  const useCache = options.cache !== false;
  const file = join(options.cacheDir ?? cacheDir(), `cube4-reduction.v${VERSION}.bin`);
  const key = `cube4:${SIZES.join(',')}`;
  const payload = useCache ? readCached(file, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, SIZES.length);
  if (list?.every((t, i) => t instanceof Uint8Array && t.length === SIZES[i])) {
    const [p1, p2c, p2e, p3c, p3q] = list as Uint8Array[];
    loaded = { p1: p1!, p2c: p2c!, p2e: p2e!, p3c: p3c!, p3q: p3q! };
    return loaded;
  }
  loaded = buildAll();
  if (useCache) writeCached(file, VERSION, key, packTables([loaded.p1, loaded.p2c, loaded.p2e, loaded.p3c, loaded.p3q]));
  return loaded;
}

/** Forgets the tables held in memory (tests of the cache). */
export function dropFourTables(): void {
  loaded = undefined;
}
