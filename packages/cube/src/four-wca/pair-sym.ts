import { MOVES, N_MOVES, WING_FWD, WINGS } from '../four/model.js';
import { stickerPositions } from '../geometry.js';
import { CLASS } from './model3.js';
import { moveTau, P0, P1INV } from './pairs.js';

/*
 * A symmetry-reduced index of the last phase's pairing permutation tau (pairs.ts), after Chen
 * Shuang's threephase: tau split into its M-slice part (tau on edges 4..7, the slice between R and
 * L, which every symmetry that keeps the R-L axis keeps: 12·11·10·9 = 11,880 values) and the rest
 * (the other eight edges, an even completion: 8!/2 = 20,160). Of those 16 symmetries the 8 that
 * keep each wing class (rotations x2, y2, z2, the R-L mirror and their products; x itself swaps
 * the classes, model3.ts) map the last phase's moves onto its moves, so tau and
 * sigma·tau·sigma^-1 are equally far from the identity. The index takes the M-slice part to the
 * smallest of its images (tables), conjugates the rest by that symmetry and ranks it: 1,538 classes
 * x 20,160 = 31.0 M entries instead of 239.5 M. Where a class's smallest part is fixed by a
 * symmetry too, the smallest rest over those is taken, so the index is a function of the symmetry
 * class alone (which is what makes a breadth-first search over indices exact).
 */

/** The rest's edges, in rank order. */
const REST = Int8Array.of(0, 1, 2, 3, 8, 9, 10, 11);
export const REST_SIZE = 20_160;

const find = (face: string, to: number, amount: number) =>
  MOVES.findIndex((m) => m.move.face === face && m.move.to === to && m.amount === amount);
/** Wing-slot forward maps (slot -> slot) of two moves in a row. */
const turns = (a: number, b: number) =>
  Int8Array.from({ length: 24 }, (_, s) => WING_FWD[b]![WING_FWD[a]![s] as number] as number);
/** The mirror image through the plane between R and L, on wing slots (from sticker positions). */
const MIRROR: Int8Array = (() => {
  const pos = stickerPositions(4);
  const at = new Map(pos.map((v, i) => [v.join(','), i]));
  const slotOf = new Map<number, number>();
  WINGS.forEach(([a, b], k) => {
    slotOf.set(a, k);
    slotOf.set(b, k);
  });
  return Int8Array.from(WINGS, ([a]) => {
    const v = pos[a] as readonly number[];
    return slotOf.get(at.get([-(v[0] as number), v[1], v[2]].join(',')) as number) as number;
  });
})();

/*
 * The symmetries: the group the rotation x (which swaps the classes), y2 and the R-L mirror make
 * on wing slots (16: everything that keeps the R-L axis), of which the ones that keep each class
 * (8) act on tau by conjugation with their edge permutation. Each maps the last phase's moves
 * onto its moves (the tests check it).
 */
const GROUP: Int8Array[] = (() => {
  const gens = [
    turns(find('R', 2, 1), find('L', 2, 3)),
    turns(find('U', 2, 2), find('D', 2, 2)),
    MIRROR,
  ];
  const seen = new Map<string, Int8Array>();
  const id = Int8Array.from({ length: 24 }, (_, i) => i);
  const todo = [id];
  seen.set(id.join(','), id);
  while (todo.length) {
    const g = todo.pop() as Int8Array;
    for (const h of gens) {
      const gh = Int8Array.from(g, (t) => h[t] as number);
      if (!seen.has(gh.join(','))) {
        seen.set(gh.join(','), gh);
        todo.push(gh);
      }
    }
  }
  return [...seen.values()].filter((g) => g.every((t, s) => CLASS[t] === CLASS[s]));
})();
export const N_SYMS = GROUP.length;
/** SIG[s·12 + e], SIGINV[s·12 + e]: symmetry s (0: identity) on edges and its inverse. */
export const SIG = new Int8Array(N_SYMS * 12);
export const SIGINV = new Int8Array(N_SYMS * 12);
GROUP.forEach((g, s) => {
  for (let e = 0; e < 12; e++) {
    const f = (g[2 * e] as number) >> 1;
    if (f !== (g[2 * e + 1] as number) >> 1 || (e >= 4 && e < 8) !== (f >= 4 && f < 8))
      throw new Error('4x4x4 pairing symmetry: not an edge map keeping the M slice (a bug)');
    SIG[s * 12 + e] = f;
    SIGINV[s * 12 + f] = e;
  }
});
/** INV[s]: the symmetry undoing s. */
const INV = Int8Array.from({ length: N_SYMS }, (_, s) => {
  for (let t = 0; t < N_SYMS; t++) {
    let same = true;
    for (let e = 0; e < 12; e++) same &&= SIG[t * 12 + e] === SIGINV[s * 12 + e];
    if (same) return t;
  }
  throw new Error('4x4x4 pairing symmetry: not a group (a bug)');
});

/** PART[((a·12 + b)·12 + c)·12 + d]: the raw index of an M-slice part (values a..d), or -1. */
const PART = new Int16Array(12 ** 4).fill(-1);
const PART_VALUES: number[] = [];
for (let a = 0; a < 12; a++)
  for (let b = 0; b < 12; b++)
    for (let c = 0; c < 12; c++)
      for (let d = 0; d < 12; d++)
        if (new Set([a, b, c, d]).size === 4) {
          PART[((a * 12 + b) * 12 + c) * 12 + d] = PART_VALUES.length / 4;
          PART_VALUES.push(a, b, c, d);
        }
const N_RAW = PART_VALUES.length / 4;

/** The raw part of symmetry s of the part with values v[0..3] (x[e] = sigma[tau[sigma^-1[e]]]). */
function conjPart(raw: number, s: number): number {
  const v = (k: number) => PART_VALUES[raw * 4 + k] as number;
  const x = [0, 0, 0, 0];
  for (let k = 0; k < 4; k++) {
    const e = 4 + k;
    const src = (SIGINV[s * 12 + e] as number) - 4;
    x[k] = SIG[s * 12 + v(src)] as number;
  }
  return PART[((x[0]! * 12 + x[1]!) * 12 + x[2]!) * 12 + x[3]!] as number;
}

/** RAW_CLASS[raw], RAW_SYM[raw]: the part's class and a symmetry taking it to the class's part. */
const RAW_CLASS = new Int16Array(N_RAW).fill(-1);
const RAW_SYM = new Int8Array(N_RAW);
/** Per class: its smallest part's values (4 a class) and the other symmetries that fix it (bits). */
const REP: number[] = [];
const STAB: number[] = [];
for (let raw = 0; raw < N_RAW; raw++) {
  if (RAW_CLASS[raw] !== -1) continue;
  // raw is the smallest of its orbit (the ones before it are all classed).
  const cls = STAB.length;
  let stab = 0;
  for (let s = 0; s < N_SYMS; s++) {
    const y = conjPart(raw, s);
    if (y === raw && s) stab |= 1 << s;
    if (RAW_CLASS[y] === -1) {
      RAW_CLASS[y] = cls;
      RAW_SYM[y] = INV[s] as number;
    }
  }
  for (let k = 0; k < 4; k++) REP.push(PART_VALUES[raw * 4 + k] as number);
  STAB.push(stab);
}
export const N_CLASSES = STAB.length;
/** Entries of the symmetry-reduced table. */
export const SYM_SIZE = N_CLASSES * REST_SIZE;
const REP_VALUES = Int8Array.from(REP);
const STABS = Uint16Array.from(STAB);
/**
 * PACKED[((a·12 + b)·12 + c)·12 + d]: class << 4 | the symmetry to it << 1 | whether the class
 * is fixed by another symmetry, for the search's one read a child (-1: not a part).
 */
const PACKED = Int32Array.from(PART, (raw) => {
  if (raw < 0) return -1;
  const c = RAW_CLASS[raw] as number;
  return (c << 4) | ((RAW_SYM[raw] as number) << 1) | ((STABS[c] as number) ? 1 : 0);
});
/** SRC[s·8 + i]: the edge symmetry s takes rest slot i's entry from (sigma^-1 of REST[i]). */
const SRC = Int8Array.from(
  { length: N_SYMS * 8 },
  (_, k) => SIGINV[(k >> 3) * 12 + (REST[k & 7] as number)] as number,
);
/** Scratch for a permutation conjugated once, where a class is fixed by a symmetry. */
const SCRATCH = new Int8Array(12);
/** Bits of the class part's values, and the parity of its Lehmer digits. */
const REP_USED = Int32Array.from({ length: N_CLASSES }, (_, c) => {
  let u = 0;
  for (let k = 0; k < 4; k++) u |= 1 << (REP_VALUES[c * 4 + k] as number);
  return u;
});

const POP = Uint8Array.from({ length: 4096 }, (_, v) => {
  let c = 0;
  for (let x = v; x; x &= x - 1) c++;
  return c;
});
const REP_DPAR = Uint8Array.from({ length: N_CLASSES }, (_, c) => {
  let used = 0;
  let sum = 0;
  for (let k = 0; k < 4; k++) {
    const v = REP_VALUES[c * 4 + k] as number;
    sum += v - (POP[used & ((1 << v) - 1)] as number);
    used |= 1 << v;
  }
  return sum & 1;
});

/** The rest's rank (halved: its parity is the part's) of symmetry s of tau[o..o+11]. */
function restRank(tau: Int8Array, o: number, s: number, used0: number): number {
  const b = s * 12;
  const src = s * 8;
  let used = used0;
  let r = 0;
  for (let i = 0; i < 8; i++) {
    const v = SIG[b + (tau[o + (SRC[src + i] as number)] as number)] as number;
    r = r * (8 - i) + v - (POP[used & ((1 << v) - 1)] as number);
    used |= 1 << v;
  }
  return r >>> 1;
}

/** Whether idx's class part is fixed by a symmetry (then not every index is a class's). */
export const symFixed = (idx: number): boolean =>
  (STABS[Math.floor(idx / REST_SIZE)] as number) !== 0;

/** The symmetry-reduced index of the even permutation at tau[o..o+11]. */
export function symIndex(tau: Int8Array, o: number): number {
  const packed = PACKED[
    (((tau[o + 4] as number) * 12 + (tau[o + 5] as number)) * 12 + (tau[o + 6] as number)) * 12 +
      (tau[o + 7] as number)
  ] as number;
  const cls = packed >>> 4;
  const s = (packed >>> 1) & 7;
  const used = REP_USED[cls] as number;
  let rest = restRank(tau, o, s, used);
  if (packed & 1) {
    // Symmetry t after s: conjugate twice, through a copy.
    const stab = STABS[cls] as number;
    const x = SCRATCH;
    for (let e = 0; e < 12; e++)
      x[e] = SIG[s * 12 + (tau[o + (SIGINV[s * 12 + e] as number)] as number)] as number;
    for (let t = 1; t < N_SYMS; t++)
      if (stab & (1 << t)) rest = Math.min(rest, restRank(x, 0, t, used));
  }
  return cls * REST_SIZE + rest;
}

/** A permutation with index idx (one of its class) into out[o..o+11]. */
export function symPerm(idx: number, out: Int8Array, o: number): void {
  const cls = Math.floor(idx / REST_SIZE);
  let r = (idx - cls * REST_SIZE) * 2;
  for (let k = 0; k < 4; k++) out[o + 4 + k] = REP_VALUES[cls * 4 + k] as number;
  let free = 0xfff & ~(REP_USED[cls] as number);
  let sum = REP_DPAR[cls] as number;
  // Radix 8, 7, ..., 1 from the most significant digit.
  let f = 5040;
  for (let i = 0; i < 8; i++) {
    const d = Math.floor(r / f);
    r -= d * f;
    sum += d;
    let x = free;
    for (let k = 0; k < d; k++) x &= x - 1;
    const v = 31 - Math.clz32(x & -x);
    out[o + (REST[i] as number)] = v;
    free &= ~(1 << v);
    if (i < 7) f /= 7 - i;
  }
  if (sum & 1) {
    const a = out[o + 10] as number;
    out[o + 10] = out[o + 11] as number;
    out[o + 11] = a;
  }
}

const CHILD = new Int8Array(12);

/*
 * The rank loop of symIndexMoved with the move and the symmetry folded into two small tables
 * (2.3 and 3.5 KB, first-level cache), four reads a step instead of six:
 * MOVED_SRC[(m·8 + s)·8 + i] = P1INV[m·12 + SRC[s·8 + i]] (where the child's rest slot i reads
 * the parent's tau) and SIG_P0[(m·8 + s)·12 + v] = SIG[s·12 + P0[m·12 + v]].
 */
const MOVED_SRC = new Int8Array(N_MOVES * 8 * 8);
const SIG_P0 = new Int8Array(N_MOVES * 8 * 12);
for (let m = 0; m < N_MOVES; m++)
  for (let s = 0; s < N_SYMS; s++) {
    for (let i = 0; i < 8; i++)
      MOVED_SRC[(m * 8 + s) * 8 + i] = P1INV[m * 12 + (SRC[s * 8 + i] as number)] as number;
    for (let v = 0; v < 12; v++)
      SIG_P0[(m * 8 + s) * 12 + v] = SIG[s * 12 + (P0[m * 12 + v] as number)] as number;
  }

/**
 * symIndex of the child that move m (of the last phase) makes of tau[o..o+11], read through the
 * move without making the child (the table build's inner loop: it needs only the index).
 */
export function symIndexMoved(tau: Int8Array, o: number, m: number): number {
  const mb = m * 12;
  // The child's entry at edge e is P0[tau[P1INV[e]]] (moveTau), written out: no closure a call.
  const a = P0[mb + (tau[o + (P1INV[mb + 4] as number)] as number)] as number;
  const b4 = P0[mb + (tau[o + (P1INV[mb + 5] as number)] as number)] as number;
  const c = P0[mb + (tau[o + (P1INV[mb + 6] as number)] as number)] as number;
  const d = P0[mb + (tau[o + (P1INV[mb + 7] as number)] as number)] as number;
  const packed = PACKED[((a * 12 + b4) * 12 + c) * 12 + d] as number;
  if (packed & 1) {
    // A class fixed by a symmetry: the general way.
    moveTau(tau, o, m, CHILD, 0);
    return symIndex(CHILD, 0);
  }
  const cls = packed >>> 4;
  const ms = m * 8 + ((packed >>> 1) & 7);
  const src = ms * 8;
  const sig = ms * 12;
  let used = REP_USED[cls] as number;
  let r = 0;
  for (let i = 0; i < 8; i++) {
    const v = SIG_P0[sig + (tau[o + (MOVED_SRC[src + i] as number)] as number)] as number;
    r = r * (8 - i) + v - (POP[used & ((1 << v) - 1)] as number);
    used |= 1 << v;
  }
  return cls * REST_SIZE + (r >>> 1);
}

/**
 * SWAP[e]: the rotation x on edges. x swaps the two wing classes and maps the last phase's moves
 * onto its moves, so it takes tau to sigma·tau^-1·sigma^-1, just as far from the identity (a
 * class-1 wing's partner becomes a class-0 wing's); the table build sets that image's entry with
 * each entry it sets, which spares it about half its searching.
 */
export const SWAP: Int8Array = (() => {
  const x = turns(find('R', 2, 1), find('L', 2, 3));
  return Int8Array.from({ length: 12 }, (_, e) => {
    const s0 = CLASS[2 * e] === 0 ? 2 * e : 2 * e + 1;
    const to = x[s0] as number;
    if (CLASS[to] !== 1) throw new Error('4x4x4 pairing symmetry: x keeps the classes (a bug)');
    return to >> 1;
  });
})();

/** The swapped image of tau[o..o+11] into out[0..11]: out[SWAP[tau[i]]] = SWAP[i]. */
export function swapImage(tau: Int8Array, o: number, out: Int8Array): void {
  for (let i = 0; i < 12; i++) out[SWAP[tau[o + i] as number] as number] = SWAP[i] as number;
}
