import { popcount32 } from './popcount.js';

/*
 * Partial placements: where k distinguished pieces sit among n slots (the other n - k pieces
 * are not told apart). A pattern database over, say, 7 of 12 edges indexes its table this way:
 * there are n!/(n-k)! placements, ranked 0.. by the same mixed radix as a Lehmer code.
 */

const maxSafeK = new Map<number, number>();

/** n!/(n-k)!, the number of placements of k pieces in n slots, as a number (throws if inexact). */
export function partialCount(n: number, k: number): number {
  checkPartial(n, k, 'partialCount');
  let c = 1;
  for (let i = 0; i < k; i++) c *= n - i;
  return c;
}

function largestExactK(n: number): number {
  let k = maxSafeK.get(n);
  if (k === undefined) {
    let c = 1;
    k = 0;
    while (k < n && c * (n - k) <= Number.MAX_SAFE_INTEGER) c *= n - k++;
    maxSafeK.set(n, k);
  }
  return k;
}

function checkPartial(n: number, k: number, fn: string): void {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) {
    throw new RangeError(`${fn}: need 0 <= k <= n, got k = ${k}, n = ${n}`);
  }
  if (k > largestExactK(n)) {
    throw new RangeError(`${fn}: ${n}!/(${n}-${k})! placements exceed 2^53; rank fewer pieces`);
  }
}

/**
 * Rank of a placement: `positions[j]` is the slot (0..n-1) of piece j. Distinct slots required;
 * a repeated or out-of-range slot throws. Result in 0..partialCount(n, k)-1.
 */
export function rankPartial(positions: ArrayLike<number>, n: number): number {
  const k = positions.length;
  checkPartial(n, k, 'rankPartial');
  let r = 0;
  if (n <= 32) {
    let used = 0;
    for (let j = 0; j < k; j++) {
      const v = positions[j] as number;
      const bit = 1 << v;
      if (v < 0 || v >= n || (used & bit) !== 0 || !Number.isInteger(v)) badSlot(positions, j, n);
      r = r * (n - j) + (v - popcount32(used & (bit - 1)));
      used |= bit;
    }
    return r;
  }
  for (let j = 0; j < k; j++) {
    const v = positions[j] as number;
    if (v < 0 || v >= n || !Number.isInteger(v)) badSlot(positions, j, n);
    let smaller = 0;
    for (let i = 0; i < j; i++) {
      const u = positions[i] as number;
      if (u === v) badSlot(positions, j, n);
      if (u < v) smaller++;
    }
    r = r * (n - j) + (v - smaller);
  }
  return r;
}

function badSlot(positions: ArrayLike<number>, j: number, n: number): never {
  throw new RangeError(
    `rankPartial: slot ${String(positions[j])} of piece ${j} is out of 0..${n - 1} or already taken`,
  );
}

/** The placement of k pieces in n slots with rank r (inverse of `rankPartial`). */
export function unrankPartial(n: number, k: number, r: number): number[] {
  const count = partialCount(n, k);
  if (!Number.isSafeInteger(r) || r < 0 || r >= count) {
    throw new RangeError(`unrankPartial: rank ${r} is outside 0..${count - 1}`);
  }
  const digits = new Array<number>(k);
  for (let j = k - 1; j >= 0; j--) {
    const radix = n - j;
    digits[j] = r % radix;
    r = Math.floor(r / radix);
  }
  const taken = new Uint8Array(n);
  const out = new Array<number>(k);
  for (let j = 0; j < k; j++) {
    let d = digits[j] as number;
    let v = 0;
    for (; ; v++) {
      if (taken[v]) continue;
      if (d === 0) break;
      d--;
    }
    taken[v] = 1;
    out[j] = v;
  }
  return out;
}
