import { WING_FWD } from './model.js';

/*
 * The three-pair table: how far three wing pairs are from all being joined, with the pairing moves.
 * A pair is joined by position alone (its two pieces in the two slots of one edge), so the distance
 * depends only on the set of three unordered slot pairs: each pair {a, b} is ranked among the 276
 * pairs of slots, and the three ranks, sorted, are ranked among the C(276, 3) = 3,477,600 sets.
 * About 2 M of those are real (six different slots); they are reached by breadth-first search from
 * the 220 goal sets (three of the twelve edges' slot pairs).
 */

export const TRIPLE_SIZE = 3477600;

/** PAIR_RANK[a·24 + b] = PAIR_RANK[b·24 + a]: rank of the slot pair {a, b} (a ≠ b), 0..275. */
export const PAIR_RANK: Int16Array = new Int16Array(576).fill(-1);
const PAIR_A = new Int8Array(276);
const PAIR_B = new Int8Array(276);
{
  let r = 0;
  for (let b = 1; b < 24; b++)
    for (let a = 0; a < b; a++) {
      PAIR_RANK[a * 24 + b] = r;
      PAIR_RANK[b * 24 + a] = r;
      PAIR_A[r] = a;
      PAIR_B[r] = b;
      r++;
    }
}

const c3 = (p: number) => (p * (p - 1) * (p - 2)) / 6;
const c2 = (p: number) => (p * (p - 1)) / 2;

/** The table index of three pair ranks (any order). */
export function tripleIndex(p: number, q: number, r: number): number {
  // Sort three numbers descending: r >= q >= p.
  let t: number;
  if (p > q) {
    t = p;
    p = q;
    q = t;
  }
  if (q > r) {
    t = q;
    q = r;
    r = t;
  }
  if (p > q) {
    t = p;
    p = q;
    q = t;
  }
  return c3(r) + c2(q) + p;
}

/** The three pair ranks of an index (descending). */
function tripleRanks(i: number, out: Int16Array): void {
  let r = 2;
  while (c3(r + 1) <= i) r++;
  i -= c3(r);
  let q = 1;
  while (c2(q + 1) <= i) q++;
  out[0] = r;
  out[1] = q;
  out[2] = i - c2(q);
}

/** Breadth-first distances over the triple index (UNSEEN 255 where no real state is). */
export function buildTriples(moves: Int8Array): Uint8Array {
  const table = new Uint8Array(TRIPLE_SIZE).fill(255);
  const queue = new Int32Array(TRIPLE_SIZE);
  let tail = 0;
  for (let e1 = 0; e1 < 12; e1++)
    for (let e2 = e1 + 1; e2 < 12; e2++)
      for (let e3 = e2 + 1; e3 < 12; e3++) {
        const i = tripleIndex(
          PAIR_RANK[2 * e1 * 24 + 2 * e1 + 1] as number,
          PAIR_RANK[2 * e2 * 24 + 2 * e2 + 1] as number,
          PAIR_RANK[2 * e3 * 24 + 2 * e3 + 1] as number,
        );
        table[i] = 0;
        queue[tail++] = i;
      }
  const ranks = new Int16Array(3);
  for (let head = 0; head < tail; head++) {
    const s = queue[head] as number;
    const d = (table[s] as number) + 1;
    tripleRanks(s, ranks);
    const a0 = PAIR_A[ranks[0] as number] as number;
    const b0 = PAIR_B[ranks[0] as number] as number;
    const a1 = PAIR_A[ranks[1] as number] as number;
    const b1 = PAIR_B[ranks[1] as number] as number;
    const a2 = PAIR_A[ranks[2] as number] as number;
    const b2 = PAIR_B[ranks[2] as number] as number;
    for (let k = 0; k < moves.length; k++) {
      const f = WING_FWD[moves[k] as number] as Int8Array;
      const t = tripleIndex(
        PAIR_RANK[(f[a0] as number) * 24 + (f[b0] as number)] as number,
        PAIR_RANK[(f[a1] as number) * 24 + (f[b1] as number)] as number,
        PAIR_RANK[(f[a2] as number) * 24 + (f[b2] as number)] as number,
      );
      if (table[t] === 255) {
        table[t] = d;
        queue[tail++] = t;
      }
    }
  }
  return table;
}
