import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { packTables, unpackTables } from '../three/pack.js';
import { ALL_MOVES, G1_MOVES, G2_MOVES, moveMask, RANK70, RANK12870, rankMask } from './coords.js';
import { WING_FWD, WING_PARITY } from './model.js';
import { buildTriples, TRIPLE_SIZE } from './triples.js';

/*
 * The reduction's pruning tables: exact distances (in outer block turns) to each phase's goal over
 * a projection of the state, built by breadth-first search from the goal states (every move set
 * here holds each move's inverse, so distance from the goal is distance to it). About 7.7 MB, built
 * in some seconds and cached on disk as one file beside the 3x3x3's tables.
 *
 * - P1 (all 36 moves): which 8 centre positions hold R/L colours, C(24,8) = 735,471.
 * - P2 (the moves keeping R/L centres on R/L): R among the R/L positions (70), which 8 of the other
 *   16 positions hold U/D colours (12,870), and the wing permutation's parity (2).
 * - P3C (outer turns and wide half turns): R, U and F among their axes' positions, 70³. Its
 *   reachable entries are the centre states the pairing phase can solve.
 * - P3P (same moves): where the four pieces of two wing pairs are, 24⁴; 0 when both are joined.
 *   Which two pairs does not matter (a pair is joined by position alone), so one table serves all.
 * - P3T (same moves): the same for three pairs, as sets of slot pairs (triples.ts), 3,477,600.
 */

export interface FourTables {
  p1: Uint8Array;
  p2: Uint8Array;
  p3c: Uint8Array;
  p3p: Uint8Array;
  p3t: Uint8Array;
}

export const UNSEEN = 255;
const VERSION = 2;
const SIZES = [735471, 70 * 12870 * 2, 70 * 70 * 70, 24 ** 4, TRIPLE_SIZE] as const;

/** Breadth-first distances; states are small integers `encode`d, `index` maps them to a table slot. */
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

/** P1: the state is the 24-bit mask of R/L-coloured centre positions; goal: positions 0-7. */
const p1Index = rankMask;
const buildP1 = () => bfs(SIZES[0], [0xff], ALL_MOVES, p1Index, (s, m) => moveMask(m, s));

/** P2's state: r8 (R within the R/L byte) << 17 | ud16 (U/D within the other two bytes) << 1 | parity. */
export const p2Index = (s: number) =>
  ((RANK70[s >>> 17] as number) * 12870 + (RANK12870[(s >>> 1) & 0xffff] as number)) * 2 + (s & 1);
function p2Next(s: number, m: number): number {
  const r = moveMask(m, s >>> 17);
  const ud = moveMask(m, ((s >>> 1) & 0xffff) << 8);
  return (r << 17) | ((ud >>> 8) << 1) | ((s & 1) ^ (WING_PARITY[m] as number));
}

/** P3C's state: r8 << 16 | u8 << 8 | f8 (each colour within its axis's byte). */
export const p3cIndex = (s: number) =>
  ((RANK70[s >>> 16] as number) * 70 + (RANK70[(s >>> 8) & 0xff] as number)) * 70 +
  (RANK70[s & 0xff] as number);
function p3cNext(s: number, m: number): number {
  const r = moveMask(m, s >>> 16);
  const u = moveMask(m, ((s >>> 8) & 0xff) << 8) >>> 8;
  const f = moveMask(m, (s & 0xff) << 16) >>> 16;
  return (r << 16) | (u << 8) | f;
}
export const P3C_SOLVED = (0x0f << 16) | (0x0f << 8) | 0x0f;

/**
 * P3P's state is its index: ((a1·24 + b1)·24 + a2)·24 + b2, the slots of four wing pieces (here
 * two pairs'), each moved by move m. Shared with four-wca's split table, which tracks four wings too.
 */
export function p3pNext(s: number, m: number): number {
  const f = WING_FWD[m] as Int8Array;
  const b2 = s % 24;
  const a2 = ((s - b2) / 24) % 24;
  const b1 = ((s - b2 - a2 * 24) / 576) % 24;
  const a1 = (s - b2 - a2 * 24 - b1 * 576) / 13824;
  return (
    (((f[a1] as number) * 24 + (f[b1] as number)) * 24 + (f[a2] as number)) * 24 + (f[b2] as number)
  );
}
function p3pGoals(): number[] {
  const goals: number[] = [];
  for (let a1 = 0; a1 < 24; a1++)
    for (let a2 = 0; a2 < 24; a2++)
      if ((a2 | 1) !== (a1 | 1)) goals.push(((a1 * 24 + (a1 ^ 1)) * 24 + a2) * 24 + (a2 ^ 1));
  return goals;
}

function buildAll(): FourTables {
  const p1 = buildP1();
  const p3c = bfs(SIZES[2], [P3C_SOLVED], G2_MOVES, p3cIndex, p3cNext);
  // P2's goal: U/D home on their axis, even wings, and an R/L arrangement P3C can finish.
  const rGood = new Set<number>();
  for (let r = 0; r < 256; r++)
    for (let u = 0; u < 256 && !rGood.has(r); u++)
      for (let f = 0; f < 256; f++) {
        if (RANK70[r]! < 0 || RANK70[u]! < 0 || RANK70[f]! < 0) continue;
        if (p3c[p3cIndex((r << 16) | (u << 8) | f)] !== UNSEEN) {
          rGood.add(r);
          break;
        }
      }
  const p2 = bfs(
    SIZES[1],
    [...rGood].map((r) => (r << 17) | (0xff << 1)),
    G1_MOVES,
    p2Index,
    p2Next,
  );
  const p3p = bfs(SIZES[3], p3pGoals(), G2_MOVES, (s) => s, p3pNext);
  const p3t = buildTriples(G2_MOVES);
  return { p1, p2, p3c, p3p, p3t };
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
    const [p1, p2, p3c, p3p, p3t] = list as Uint8Array[];
    loaded = { p1: p1!, p2: p2!, p3c: p3c!, p3p: p3p!, p3t: p3t! };
    return loaded;
  }
  loaded = buildAll();
  if (useCache)
    writeCached(
      file,
      VERSION,
      key,
      packTables([loaded.p1, loaded.p2, loaded.p3c, loaded.p3p, loaded.p3t]),
    );
  return loaded;
}

/** Forgets the tables held in memory (tests of the cache). */
export function dropFourTables(): void {
  loaded = undefined;
}
