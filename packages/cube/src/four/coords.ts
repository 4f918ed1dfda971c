import { CENTRE_FWD, isG1, isG2, MOVES, N_MOVES } from './model.js';

/*
 * Coordinates of the reduction phases. Centre colours are 24-bit masks (one per colour, bit i set
 * when centre position i shows it); a move maps a mask through three byte lookups. Pruning tables
 * are indexed by ranks of those masks: colex ranks of k-subsets, or small lookup tables for the
 * 8- and 16-bit pieces of a mask that one axis owns.
 */

/** MASK_MOVE[m·768 + b·256 + v]: the image of byte b of a centre mask holding value v under move m. */
export const MASK_MOVE: Int32Array = (() => {
  const t = new Int32Array(N_MOVES * 768);
  for (let m = 0; m < N_MOVES; m++) {
    const f = CENTRE_FWD[m] as Int8Array;
    for (let b = 0; b < 3; b++)
      for (let v = 0; v < 256; v++) {
        let out = 0;
        for (let j = 0; j < 8; j++) if (v & (1 << j)) out |= 1 << (f[8 * b + j] as number);
        t[m * 768 + b * 256 + v] = out;
      }
  }
  return t;
})();

/** A centre mask after move m. */
export function moveMask(m: number, x: number): number {
  const o = m * 768;
  return (
    (MASK_MOVE[o + (x & 255)] as number) |
    (MASK_MOVE[o + 256 + ((x >> 8) & 255)] as number) |
    (MASK_MOVE[o + 512 + (x >>> 16)] as number)
  );
}

/** Binomial coefficients C(n, k) for n, k <= 24. */
export const BINOM: Int32Array = (() => {
  const c = new Int32Array(25 * 25);
  for (let n = 0; n <= 24; n++) {
    c[n * 25] = 1;
    for (let k = 1; k <= n; k++)
      c[n * 25 + k] = (c[(n - 1) * 25 + k - 1] as number) + (c[(n - 1) * 25 + k] as number);
  }
  return c;
})();

/**
 * Colex rank of a 24-bit set among all sets of its size (C(24, 8) sets of 8 -> 0..735470): the
 * sum over its bits, the i-th lowest at position p, of C(p, i). Two lookups: the low 12 bits'
 * share, and the high 12 bits' share given how many low bits come before them.
 */
const RANK_LOW = new Int32Array(4096);
const RANK_HIGH = new Int32Array(13 * 4096);
for (let v = 0; v < 4096; v++) {
  let k = 0;
  let r = 0;
  for (let p = 0; p < 12; p++) if (v & (1 << p)) r += BINOM[p * 25 + ++k] as number;
  RANK_LOW[v] = r;
  for (let before = 0; before <= 12; before++) {
    let k2 = before;
    let r2 = 0;
    for (let p = 0; p < 12; p++) if (v & (1 << p)) r2 += BINOM[(p + 12) * 25 + ++k2] as number;
    RANK_HIGH[before * 4096 + v] = r2;
  }
}
const POP12 = Uint8Array.from({ length: 4096 }, (_, v) => {
  let c = 0;
  for (let x = v; x; x &= x - 1) c++;
  return c;
});

export function rankMask(x: number): number {
  const lo = x & 4095;
  return (
    (RANK_LOW[lo] as number) + (RANK_HIGH[(POP12[lo] as number) * 4096 + (x >>> 12)] as number)
  );
}

/** Rank of 8-bit masks with 4 bits set (0..69; -1 for other masks). */
export const RANK70: Int8Array = (() => {
  const t = new Int8Array(256).fill(-1);
  let r = 0;
  for (let v = 0; v < 256; v++) {
    let bits = 0;
    for (let j = 0; j < 8; j++) bits += (v >> j) & 1;
    if (bits === 4) t[v] = r++;
  }
  return t;
})();

/** Rank of 16-bit masks with 8 bits set (0..12869; -1 for other masks). */
export const RANK12870: Int16Array = (() => {
  const t = new Int16Array(65536).fill(-1);
  let r = 0;
  for (let v = 0; v < 65536; v++) {
    let bits = 0;
    for (let j = 0; j < 16; j++) bits += (v >> j) & 1;
    if (bits === 8) t[v] = r++;
  }
  return t;
})();

/** The inverse of a rank table: out[rank] = the mask with that rank. */
function unranked(rank: ArrayLike<number>, count: number): Int32Array {
  const t = new Int32Array(count);
  for (let v = 0; v < rank.length; v++) if ((rank[v] as number) >= 0) t[rank[v] as number] = v;
  return t;
}
/** UNRANK70[k]: the 8-bit mask of rank k (RANK70's inverse). */
export const UNRANK70: Int32Array = unranked(RANK70, 70);
/** UNRANK12870[k]: the 16-bit mask of rank k (RANK12870's inverse). */
export const UNRANK12870: Int32Array = unranked(RANK12870, 12870);

/** Move indices of each phase's move set. */
export const ALL_MOVES: Int8Array = Int8Array.from(MOVES.keys());
export const G1_MOVES: Int8Array = Int8Array.from([...MOVES.keys()].filter((i) => isG1(MOVES[i]!)));
export const G2_MOVES: Int8Array = Int8Array.from([...MOVES.keys()].filter((i) => isG2(MOVES[i]!)));

/**
 * ALLOW[prev·36 + m]: whether m may follow prev. Moves on one axis commute, so a run on an axis is
 * kept in one order (slots ascending), and a slot never follows itself (the two would merge).
 * Row 36 is "no previous move".
 */
export const ALLOW: Uint8Array = (() => {
  const t = new Uint8Array((N_MOVES + 1) * N_MOVES);
  for (let p = 0; p <= N_MOVES; p++)
    for (let m = 0; m < N_MOVES; m++) {
      const a = MOVES[p];
      const b = MOVES[m] as (typeof MOVES)[number];
      t[p * N_MOVES + m] = !a || (a.axis !== b.axis ? 1 : b.slot > a.slot ? 1 : 0) ? 1 : 0;
    }
  return t;
})();
