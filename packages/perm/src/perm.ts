import { InvalidPermutationError } from './errors.js';

/**
 * A permutation of 0..n-1 as a typed array of images.
 *
 * Convention (used everywhere in puz): applying p to a list gives `out[i] = list[p[i]]`,
 * i.e. `p[i]` is the position the element landing at `i` comes from. Santa 2023's
 * `state[perm]` is the same thing, so its move lists are `Perm`s as they stand.
 */
export type Perm = Uint8Array | Uint16Array | Uint32Array;

/** Any typed array that `apply` can permute, keeping its type. */
export type TypedList =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array;

function checkDegree(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new InvalidPermutationError(`degree must be a non-negative integer, got ${n}`);
  }
}

/** A zero-filled array of the narrowest type that holds the points 0..n-1. */
export function allocPerm(n: number): Perm {
  checkDegree(n);
  if (n <= 0x100) return new Uint8Array(n);
  if (n <= 0x10000) return new Uint16Array(n);
  return new Uint32Array(n);
}

/** The identity permutation of degree n. */
export function identity(n: number): Perm {
  const p = allocPerm(n);
  for (let i = 0; i < n; i++) p[i] = i;
  return p;
}

/** Copies and validates a list of images; throws `InvalidPermutationError` naming the first fault. */
export function fromArray(xs: ArrayLike<number>): Perm {
  const n = xs.length;
  const p = allocPerm(n);
  const seenAt = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const v = xs[i] as number;
    if (!Number.isInteger(v) || v < 0 || v >= n) {
      throw new InvalidPermutationError(
        `not a permutation of 0..${n - 1}: value ${String(v)} at index ${i} is out of range`,
      );
    }
    const prev = seenAt[v] as number;
    if (prev >= 0) {
      throw new InvalidPermutationError(
        `not a permutation of 0..${n - 1}: value ${v} appears at indices ${prev} and ${i}`,
      );
    }
    seenAt[v] = i;
    p[i] = v;
  }
  return p;
}

/** True when `xs` holds each of 0..length-1 exactly once. */
export function isPermutation(xs: ArrayLike<number>): boolean {
  const n = xs.length;
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = xs[i] as number;
    if (!Number.isInteger(v) || v < 0 || v >= n || seen[v] === 1) return false;
    seen[v] = 1;
  }
  return true;
}

function sameDegree(a: ArrayLike<number>, b: ArrayLike<unknown>, what: string): void {
  if (a.length !== b.length) {
    throw new InvalidPermutationError(`${what}: degrees differ (${a.length} and ${b.length})`);
  }
}

/** `out[i] = xs[p[i]]`: moves the element at `p[i]` to `i`. Keeps the type of `xs`. */
export function apply<T extends TypedList>(p: Perm, xs: T): T;
export function apply<T>(p: Perm, xs: readonly T[]): T[];
export function apply<T>(p: Perm, xs: readonly T[] | TypedList): T[] | TypedList {
  sameDegree(p, xs, 'apply');
  const n = p.length;
  if (ArrayBuffer.isView(xs)) {
    const out = new (xs.constructor as new (n: number) => TypedList)(n);
    for (let i = 0; i < n; i++) out[i] = xs[p[i] as number] as number;
    return out;
  }
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = xs[p[i] as number] as T;
  return out;
}

/** `apply` into a caller-owned buffer (for hot loops); `out` must not be `xs`. */
export function applyInto<T extends TypedList>(out: T, p: Perm, xs: ArrayLike<number>): T {
  const n = p.length;
  for (let i = 0; i < n; i++) out[i] = xs[p[i] as number] as number;
  return out;
}

/** "a, then b": `apply(compose(a, b), x) = apply(b, apply(a, x))`, so `compose(a, b)[i] = a[b[i]]`. */
export function compose(a: Perm, b: Perm): Perm {
  sameDegree(a, b, 'compose');
  return composeInto(allocPerm(a.length), a, b);
}

/** `compose` into `out` without allocating. `out` may be `b` but must not be `a`. */
export function composeInto<P extends Perm>(out: P, a: Perm, b: Perm): P {
  const n = b.length;
  for (let i = 0; i < n; i++) out[i] = a[b[i] as number] as number;
  return out;
}

/** The inverse: `compose(p, invert(p))` is the identity. */
export function invert(p: Perm): Perm {
  return invertInto(allocPerm(p.length), p);
}

/** `invert` into `out`; `out` must not be `p`. */
export function invertInto<P extends Perm>(out: P, p: Perm): P {
  const n = p.length;
  for (let i = 0; i < n; i++) out[p[i] as number] = i;
  return out;
}

/** p composed with itself k times; k may be negative or a bigint. O(n) whatever k is. */
export function power(p: Perm, k: number | bigint): Perm {
  if (typeof k === 'number' && !Number.isSafeInteger(k)) {
    throw new RangeError(`power: exponent must be a safe integer or a bigint, got ${k}`);
  }
  const n = p.length;
  const out = allocPerm(n);
  const seen = new Uint8Array(n);
  const cycle: number[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    cycle.length = 0;
    for (let x = start; !seen[x]; x = p[x] as number) {
      seen[x] = 1;
      cycle.push(x);
    }
    const len = cycle.length;
    const shift =
      typeof k === 'bigint'
        ? Number(((k % BigInt(len)) + BigInt(len)) % BigInt(len))
        : ((k % len) + len) % len;
    // Following p from x k times walks k steps along its cycle.
    for (let j = 0; j < len; j++) out[cycle[j] as number] = cycle[(j + shift) % len] as number;
  }
  return out;
}

/** "q, then p, then q⁻¹" — the cubers' conjugate [q: p] (GAP: `p^(q^-1)`). */
export function conjugate(p: Perm, q: Perm): Perm {
  return compose(compose(q, p), invert(q));
}

/** "a, then b, then a⁻¹, then b⁻¹" — the cubers' commutator [a, b] (GAP: `Comm(a^-1, b^-1)`). */
export function commutator(a: Perm, b: Perm): Perm {
  return compose(compose(compose(a, b), invert(a)), invert(b));
}

/** Same degree and same images. */
export function equals(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  const n = a.length;
  if (n !== b.length) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** True when p fixes every point. */
export function isIdentity(p: ArrayLike<number>): boolean {
  const n = p.length;
  for (let i = 0; i < n; i++) if (p[i] !== i) return false;
  return true;
}
