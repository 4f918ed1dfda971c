import { rank, unrankInto } from '@puz/perm';
import {
  CUBIE_MOVES,
  type CubieCube,
  multiplyCornersInto,
  multiplyEdgesInto,
  solvedCubie,
} from './cubie.js';

/*
 * Kociemba's coordinates. Phase 1: corner twist (3^7 = 2187), edge flip (2^11 = 2048), and where
 * the four middle-layer edges FR FL BL BR sit (C(12,4) = 495). Phase 2 (in <U, D, R2, L2, F2, B2>):
 * corner permutation (8! = 40320), the 8 U/D edges' permutation (8! = 40320), the middle edges'
 * permutation (4! = 24). Each has a move table coordinate × 18 face turns → coordinate.
 */

export const N_TWIST = 2187;
export const N_FLIP = 2048;
export const N_SLICE = 495;
export const N_CPERM = 40320;
export const N_UDEPERM = 40320;
export const N_SLICEPERM = 24;

export function twist(c: CubieCube): number {
  let t = 0;
  for (let i = 0; i < 7; i++) t = t * 3 + (c.co[i] as number);
  return t;
}
export function setTwist(c: CubieCube, t: number): void {
  let sum = 0;
  for (let i = 6; i >= 0; i--) {
    c.co[i] = t % 3;
    sum += t % 3;
    t = Math.floor(t / 3);
  }
  c.co[7] = (3 - (sum % 3)) % 3;
}

export function flip(c: CubieCube): number {
  let f = 0;
  for (let i = 0; i < 11; i++) f = f * 2 + (c.eo[i] as number);
  return f;
}
export function setFlip(c: CubieCube, f: number): void {
  let sum = 0;
  for (let i = 10; i >= 0; i--) {
    c.eo[i] = f & 1;
    sum += f & 1;
    f >>= 1;
  }
  c.eo[11] = sum & 1;
}

const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/**
 * Which 4 of the 12 slots hold a middle-layer edge (pieces 8..11), as a combination rank 0..494.
 * Colex rank of the mirrored slots t = 11 - slot, so the solved cube (slots 8..11 → t 0..3) is 0.
 */
export function slice(c: CubieCube): number {
  let r = 0;
  let k = 1;
  for (let t = 0; t < 12; t++) {
    if ((c.ep[11 - t] as number) >= 8) r += binomial(t, k++);
  }
  return r;
}
export function setSlice(c: CubieCube, r: number): void {
  const chosen = new Uint8Array(12);
  for (let k = 4; k >= 1; k--) {
    let t = k - 1;
    while (binomial(t + 1, k) <= r) t++;
    r -= binomial(t, k);
    chosen[11 - t] = 1;
  }
  let middle = 8;
  let other = 0;
  for (let slot = 0; slot < 12; slot++) c.ep[slot] = chosen[slot] ? middle++ : other++;
}

export function cornerPerm(c: CubieCube): number {
  return rank(c.cp);
}
export function setCornerPerm(c: CubieCube, r: number): void {
  unrankInto(c.cp, r);
}

/** The permutation of the 8 U/D edges (phase 2, where they stay in slots 0..7). */
export function udEdgePerm(c: CubieCube): number {
  return rank(c.ep.subarray(0, 8));
}
export function setUdEdgePerm(c: CubieCube, r: number): void {
  unrankInto(c.ep.subarray(0, 8), r);
}

/** The permutation of the 4 middle edges within slots 8..11 (phase 2). */
export function slicePerm(c: CubieCube): number {
  return rank(Array.from(c.ep.subarray(8, 12), (p) => p - 8));
}
export function setSlicePerm(c: CubieCube, r: number): void {
  const p = unrankInto(new Uint8Array(4), r);
  for (let i = 0; i < 4; i++) c.ep[8 + i] = (p[i] as number) + 8;
}

/** coordinate × 18 → coordinate, built by applying each cubie move to a cube holding that coordinate. */
function table(
  size: number,
  set: (c: CubieCube, x: number) => void,
  get: (c: CubieCube) => number,
  part: 'corners' | 'edges',
  moves: readonly number[] = range(18),
): Uint16Array {
  const out = new Uint16Array(size * 18);
  const c = solvedCubie();
  const after = solvedCubie();
  // Each coordinate lives in the corners or in the edges: multiply only that half.
  const multiply = part === 'corners' ? multiplyCornersInto : multiplyEdgesInto;
  for (let x = 0; x < size; x++) {
    set(c, x);
    for (const m of moves) out[x * 18 + m] = get(multiply(after, c, CUBIE_MOVES[m] as CubieCube));
  }
  return out;
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Ones in each byte value: the Lehmer digit of a value is how many smaller values are still unused. */
const POPCOUNT8 = Uint8Array.from({ length: 256 }, (_, i) => {
  let c = 0;
  for (let b = i; b; b &= b - 1) c++;
  return c;
});

/**
 * The move table of an 8-piece permutation coordinate (`rank` of cp, or of ep[0..8]), without
 * going through cubies: unrank once, permute by each move's slot map, rank inline. It is the
 * largest table (40,320 × 18), so this keeps the first solve's start-up short.
 */
function permTable(part: 'cp' | 'ep', moves: readonly number[]): Uint16Array {
  const out = new Uint16Array(40320 * 18);
  const p = new Uint8Array(8);
  const maps = moves.map((m) => (CUBIE_MOVES[m] as CubieCube)[part].subarray(0, 8));
  for (let x = 0; x < 40320; x++) {
    unrankInto(p, x);
    for (let k = 0; k < moves.length; k++) {
      const map = maps[k] as Uint8Array;
      let r = 0;
      let used = 0;
      for (let i = 0; i < 8; i++) {
        const v = p[map[i] as number] as number;
        r = r * (8 - i) + v - (POPCOUNT8[used & ((1 << v) - 1)] as number);
        used |= 1 << v;
      }
      out[x * 18 + (moves[k] as number)] = r;
    }
  }
  return out;
}
/** Moves of phase 2: U U2 U' R2 F2 D D2 D' L2 B2. */
export const PHASE2_MOVES = [0, 1, 2, 4, 7, 9, 10, 11, 13, 16] as const;

export const N_CCOMBP = 140;

/**
 * Which 4 of the 8 corner slots hold the U corners (a combination rank of the D corners' slots, 70) and the parity of the
 * corner permutation: 140 values. In phase 2 the corner parity equals the edges' parity, so a table
 * of U/D edge permutation × this value ties edges to corners (min2phase's EPermCCombP idea).
 */
export function cornerCombParity(cp: ArrayLike<number>): number {
  let r = 0;
  let k = 1;
  // Ranked by where the D corners are, so that the solved cube is 0.
  for (let t = 0; t < 8; t++) if ((cp[7 - t] as number) >= 4) r += binomial(t, k++);
  let parity = 0;
  for (let i = 0; i < 8; i++)
    for (let j = i + 1; j < 8; j++) if ((cp[i] as number) > (cp[j] as number)) parity ^= 1;
  return r * 2 + parity;
}

export interface MoveTables3 {
  twist: Uint16Array;
  flip: Uint16Array;
  slice: Uint16Array;
  cornerPerm: Uint16Array;
  udEdgePerm: Uint16Array;
  slicePerm: Uint16Array;
  /** cornerComb[cornerPerm]: `cornerCombParity` of that corner permutation. */
  cornerComb: Uint8Array;
  /** The move table of `cornerCombParity` (phase-2 moves). */
  cornerCombMove: Uint16Array;
}

let tables: MoveTables3 | undefined;

/**
 * All the move tables (built once; phase-2 tables only for the phase-2 moves). `preset` hands in
 * tables read from the disk cache (tables.ts) instead of building them.
 */
export function moveTables3(preset?: MoveTables3): MoveTables3 {
  if (tables) return tables;
  if (preset) {
    tables = preset;
    return tables;
  }
  const cornerPermMove = permTable('cp', range(18));
  const cornerComb = new Uint8Array(N_CPERM);
  const some = new Int32Array(N_CCOMBP).fill(-1);
  const p = new Uint8Array(8);
  for (let x = 0; x < N_CPERM; x++) {
    const c = cornerCombParity(unrankInto(p, x));
    cornerComb[x] = c;
    if ((some[c] as number) < 0) some[c] = x;
  }
  const cornerCombMove = new Uint16Array(N_CCOMBP * 18);
  for (let c = 0; c < N_CCOMBP; c++)
    for (const m of PHASE2_MOVES)
      cornerCombMove[c * 18 + m] = cornerComb[
        cornerPermMove[(some[c] as number) * 18 + m] as number
      ] as number;
  tables = {
    twist: table(N_TWIST, setTwist, twist, 'corners'),
    flip: table(N_FLIP, setFlip, flip, 'edges'),
    slice: table(N_SLICE, setSlice, slice, 'edges'),
    cornerPerm: cornerPermMove,
    udEdgePerm: permTable('ep', PHASE2_MOVES),
    slicePerm: table(N_SLICEPERM, setSlicePerm, slicePerm, 'edges', PHASE2_MOVES),
    cornerComb,
    cornerCombMove,
  };
  return tables;
}
