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
/** Moves of phase 2: U U2 U' R2 F2 D D2 D' L2 B2. */
export const PHASE2_MOVES = [0, 1, 2, 4, 7, 9, 10, 11, 13, 16] as const;

export interface MoveTables3 {
  twist: Uint16Array;
  flip: Uint16Array;
  slice: Uint16Array;
  cornerPerm: Uint16Array;
  udEdgePerm: Uint16Array;
  slicePerm: Uint16Array;
}

let tables: MoveTables3 | undefined;

/** All six move tables (built once; phase-2 tables only for the phase-2 moves). */
export function moveTables3(): MoveTables3 {
  tables ??= {
    twist: table(N_TWIST, setTwist, twist, 'corners'),
    flip: table(N_FLIP, setFlip, flip, 'edges'),
    slice: table(N_SLICE, setSlice, slice, 'edges'),
    cornerPerm: table(N_CPERM, setCornerPerm, cornerPerm, 'corners'),
    udEdgePerm: table(N_UDEPERM, setUdEdgePerm, udEdgePerm, 'edges', PHASE2_MOVES),
    slicePerm: table(N_SLICEPERM, setSlicePerm, slicePerm, 'edges', PHASE2_MOVES),
  };
  return tables;
}
