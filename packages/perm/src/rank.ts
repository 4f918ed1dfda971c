import { allocPerm, type Perm } from './perm.js';
import { popcount32 } from './popcount.js';

/** n! is exact as a `number` up to this n (18! < 2^53 < 19!). */
export const MAX_RANK_DEGREE = 18;

const FACTORIAL: number[] = [1];
for (let i = 1; i <= MAX_RANK_DEGREE; i++) FACTORIAL.push((FACTORIAL[i - 1] as number) * i);

/** n! as a number, for 0 <= n <= 18. */
export function factorial(n: number): number {
  const f = FACTORIAL[n];
  if (f === undefined || !Number.isInteger(n)) {
    throw new RangeError(`factorial(${n}) is not exact as a number; use factorialBig`);
  }
  return f;
}

/** n! as a bigint, any n >= 0. */
export function factorialBig(n: number): bigint {
  let f = 1n;
  for (let i = 2; i <= n; i++) f *= BigInt(i);
  return f;
}

function checkRankDegree(n: number, fn: string): void {
  if (n > MAX_RANK_DEGREE) {
    throw new RangeError(
      `${fn}: degree ${n} > ${MAX_RANK_DEGREE} is not exact as a number; use ${fn}Big`,
    );
  }
}

/**
 * Lexicographic rank (Lehmer code) of p among all permutations of its degree, 0..n!-1.
 * Exact for n <= 18; `rankBig` beyond. Assumes p is a valid permutation.
 */
export function rank(p: ArrayLike<number>): number {
  const n = p.length;
  checkRankDegree(n, 'rank');
  let r = 0;
  let used = 0;
  for (let i = 0; i < n; i++) {
    const v = p[i] as number;
    // Digit i = how many unused values are smaller than v.
    const smallerUsed = popcount32(used & ((1 << v) - 1));
    r = r * (n - i) + (v - smallerUsed);
    used |= 1 << v;
  }
  return r;
}

/** The permutation of degree n with lexicographic rank r (inverse of `rank`). */
export function unrank(n: number, r: number): Perm {
  checkRankDegree(n, 'unrank');
  if (!Number.isSafeInteger(r) || r < 0 || r >= factorial(n)) {
    throw new RangeError(`unrank: rank ${r} is outside 0..${n}!-1`);
  }
  return unrankInto(allocPerm(n), r);
}

/** `unrank` into `out` (its length is n); no validation, for hot loops. */
export function unrankInto<P extends Perm>(out: P, r: number): P {
  const n = out.length;
  // Mixed-radix digits, least significant last: digit i has radix n - i.
  for (let i = n - 1; i >= 0; i--) {
    const radix = n - i;
    out[i] = r % radix;
    r = Math.floor(r / radix);
  }
  let used = 0;
  for (let i = 0; i < n; i++) {
    let d = out[i] as number;
    let v = 0;
    for (; ; v++) {
      if (used & (1 << v)) continue;
      if (d === 0) break;
      d--;
    }
    out[i] = v;
    used |= 1 << v;
  }
  return out;
}

/** `rank` for any degree, as a bigint. */
export function rankBig(p: ArrayLike<number>): bigint {
  const n = p.length;
  const used = new Uint8Array(n);
  let r = 0n;
  for (let i = 0; i < n; i++) {
    const v = p[i] as number;
    let smallerUsed = 0;
    for (let j = 0; j < v; j++) smallerUsed += used[j] as number;
    used[v] = 1;
    r = r * BigInt(n - i) + BigInt(v - smallerUsed);
  }
  return r;
}

/** `unrank` for any degree, from a bigint rank. */
export function unrankBig(n: number, r: bigint): Perm {
  if (r < 0n || r >= factorialBig(n))
    throw new RangeError(`unrankBig: rank ${r} is outside 0..${n}!-1`);
  const digits = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    const radix = BigInt(n - i);
    digits[i] = Number(r % radix);
    r /= radix;
  }
  const free: number[] = [];
  for (let v = 0; v < n; v++) free.push(v);
  const out = allocPerm(n);
  for (let i = 0; i < n; i++) out[i] = free.splice(digits[i] as number, 1)[0] as number;
  return out;
}
