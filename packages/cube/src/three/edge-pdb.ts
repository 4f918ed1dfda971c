import { CUBIE_MOVES, type CubieCube } from './cubie.js';

/*
 * A pattern database over six edges (Korf's 1997 edge databases): where six given edge pieces are
 * and how they are flipped, 12·11·10·9·8·7 · 2^6 = 42,577,920 positions, each with its exact
 * distance from home in face turns when the other pieces are ignored.
 *
 * The six pieces are tracked as two triples. A piece's state is its code slot·2 + flip (0..23); a
 * triple's code is three piece codes in base 24 (13,824 values, move table 13,824 × 18). The dense
 * index is the first triple's rank among the 10,560 with three distinct slots, times 4,032: the
 * second triple's slots counted among the 9 slots the first leaves free (504 ordered choices),
 * times its 8 flip patterns. All the tables on that path are small enough to stay in cache; only
 * the database read itself misses.
 */

export const N_TRIPLE = 13824;
export const N_EDGE6 = 10560 * 4032;

/** TRIPLE_MOVE[t · 18 + m]: triple code t after face turn m. */
export const TRIPLE_MOVE = new Uint16Array(N_TRIPLE * 18);
/** DENSE_A[t]: rank of triple code t among those with distinct slots (0..10559), or -1. */
export const DENSE_A = new Int32Array(N_TRIPLE).fill(-1);
/** SPARSE_A[rank]: the triple code of that rank. */
const SPARSE_A = new Uint16Array(10560);
/** MASK[t]: the slots triple t occupies, as a 12-bit mask. */
export const MASK = new Uint16Array(N_TRIPLE);
/** REL[mask · 12 + slot]: the slot's number among the slots not in mask (0..8 when 3 are taken). */
export const REL = new Uint8Array(4096 * 12);
/** FREE[mask · 9 + r]: the r-th slot not in mask (the inverse of REL, for 3-slot masks). */
const FREE = new Uint8Array(4096 * 9);
/** RANK9[a · 81 + b · 9 + c]: rank of three distinct values of 0..8, in 0..503. */
export const RANK9 = new Uint16Array(729);
/** UNRANK9[r]: a · 81 + b · 9 + c for that rank. */
const UNRANK9 = new Uint16Array(504);
/** FLIPS[t]: the three flips of triple t as a 3-bit number. */
export const FLIPS = new Uint8Array(N_TRIPLE);

(() => {
  // One piece's code after each move: the piece in slot x goes to the slot s with m.ep[s] = x.
  const pieceMove = new Uint8Array(24 * 18);
  for (let m = 0; m < 18; m++) {
    const mv = CUBIE_MOVES[m] as CubieCube;
    for (let s = 0; s < 12; s++) {
      const x = mv.ep[s] as number;
      const f = mv.eo[s] as number;
      pieceMove[x * 2 * 18 + m] = s * 2 + f;
      pieceMove[(x * 2 + 1) * 18 + m] = s * 2 + (1 ^ f);
    }
  }
  let dense = 0;
  for (let t = 0; t < N_TRIPLE; t++) {
    const a = Math.floor(t / 576);
    const b = Math.floor(t / 24) % 24;
    const c = t % 24;
    for (let m = 0; m < 18; m++)
      TRIPLE_MOVE[t * 18 + m] =
        (pieceMove[a * 18 + m] as number) * 576 +
        (pieceMove[b * 18 + m] as number) * 24 +
        (pieceMove[c * 18 + m] as number);
    const sa = a >> 1;
    const sb = b >> 1;
    const sc = c >> 1;
    MASK[t] = (1 << sa) | (1 << sb) | (1 << sc);
    FLIPS[t] = ((a & 1) << 2) | ((b & 1) << 1) | (c & 1);
    if (sa !== sb && sa !== sc && sb !== sc) {
      DENSE_A[t] = dense;
      SPARSE_A[dense++] = t;
    }
  }
  for (let mask = 0; mask < 4096; mask++) {
    let free = 0;
    for (let s = 0; s < 12; s++) {
      REL[mask * 12 + s] = free;
      if (!((mask >> s) & 1)) {
        if (free < 9) FREE[mask * 9 + free] = s;
        free++;
      }
    }
  }
  let r = 0;
  for (let a = 0; a < 9; a++)
    for (let b = 0; b < 9; b++)
      for (let c = 0; c < 9; c++) {
        if (a === b || a === c || b === c) continue;
        RANK9[a * 81 + b * 9 + c] = r;
        UNRANK9[r++] = a * 81 + b * 9 + c;
      }
})();

/** The dense index of the six pieces' state, given both triples' codes. */
export function edge6Index(ta: number, tb: number): number {
  const mask = (MASK[ta] as number) * 12;
  const b0 = Math.floor(tb / 576);
  const b1 = Math.floor(tb / 24) % 24;
  const b2 = tb % 24;
  const rank =
    (REL[mask + (b0 >> 1)] as number) * 81 +
    (REL[mask + (b1 >> 1)] as number) * 9 +
    (REL[mask + (b2 >> 1)] as number);
  return (DENSE_A[ta] as number) * 4032 + (RANK9[rank] as number) * 8 + (FLIPS[tb] as number);
}

/** The triple codes of pieces p0, p1, p2 in cube c. */
export function tripleCode(c: CubieCube, p0: number, p1: number, p2: number): number {
  const code = (p: number) => {
    const s = c.ep.indexOf(p);
    return s * 2 + (c.eo[s] as number);
  };
  return code(p0) * 576 + code(p1) * 24 + code(p2);
}

/** Decodes a dense index into its two triple codes (for the BFS). */
function decode(index: number, out: Int32Array): void {
  const a = Math.floor(index / 4032);
  const rest = index - a * 4032;
  const ta = SPARSE_A[a] as number;
  const mask = (MASK[ta] as number) * 9;
  const r = UNRANK9[rest >> 3] as number;
  const flips = rest & 7;
  const s0 = FREE[mask + Math.floor(r / 81)] as number;
  const s1 = FREE[mask + (Math.floor(r / 9) % 9)] as number;
  const s2 = FREE[mask + (r % 9)] as number;
  out[0] = ta;
  out[1] =
    (s0 * 2 + (flips >> 2)) * 576 + (s1 * 2 + ((flips >> 1) & 1)) * 24 + s2 * 2 + (flips & 1);
}

/**
 * Distances of every state of the six edge pieces `pieces` (p0 p1 p2 make the first triple), by
 * BFS layer by layer: forwards while the frontier is small, then backwards (an unseen state joins
 * the next layer as soon as one neighbour is in the last), which stops at the first such neighbour.
 * Returns one byte per state.
 */
export function buildEdge6(
  pieces: readonly number[],
  onLayer?: (depth: number, count: number) => void,
): Uint8Array {
  const dist = new Uint8Array(N_EDGE6).fill(255);
  const pair = new Int32Array(2);
  // Home: each piece in its own slot, unflipped (code slot · 2).
  const [p0, p1, p2, p3, p4, p5] = pieces as [number, number, number, number, number, number];
  const home = edge6Index(p0 * 1152 + p1 * 48 + p2 * 2, p3 * 1152 + p4 * 48 + p5 * 2);
  dist[home] = 0;
  let done = 1;
  onLayer?.(0, 1);
  for (let d = 0; done < N_EDGE6; d++) {
    let added = 0;
    const backwards = done > N_EDGE6 / 4;
    const want = backwards ? 255 : d;
    for (let i = 0; i < N_EDGE6; i++) {
      if (dist[i] !== want) continue;
      decode(i, pair);
      const ta = (pair[0] as number) * 18;
      const tb = (pair[1] as number) * 18;
      for (let m = 0; m < 18; m++) {
        const j = edge6Index(TRIPLE_MOVE[ta + m] as number, TRIPLE_MOVE[tb + m] as number);
        if (backwards) {
          if (dist[j] === d) {
            dist[i] = d + 1;
            added++;
            break;
          }
        } else if (dist[j] === 255) {
          dist[j] = d + 1;
          added++;
        }
      }
    }
    if (added === 0) throw new Error('edge database BFS stalled before filling its table (a bug)');
    done += added;
    onLayer?.(d + 1, added);
  }
  return dist;
}

/** Four bits per entry (distances never exceed 15): half the memory and disk of a byte each. */
export function packNibbles(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array((bytes.length + 1) >> 1);
  for (let i = 0; i < bytes.length; i++)
    out[i >> 1] = (out[i >> 1] as number) | ((bytes[i] as number) << ((i & 1) << 2));
  return out;
}
