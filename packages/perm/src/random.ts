import { allocPerm, type Perm } from './perm.js';

/** A seeded pseudo-random source. Same seed, same sequence, on every platform. */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
  /** A uniform float in [0, 1) with 53 random bits. */
  next(): number;
  /** A uniform integer in [0, bound), 1 <= bound <= 2^53, without modulo bias. */
  int(bound: number): number;
  /** An independent generator seeded from this one (for workers and sub-tasks). */
  fork(): Rng;
}

// sfc32 (Doty-Humphrey's Small Fast Counting generator): 128 bits of state, passes PractRand,
// and needs nothing but 32-bit integer ops, which V8 keeps unboxed.
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    for (let i = 0; i < 12; i++) this.uint32(); // mix the seed through the state
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    const hi = this.uint32() >>> 5; // 27 bits
    const lo = this.uint32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  int(bound: number): number {
    if (!Number.isSafeInteger(bound) || bound < 1 || bound > 2 ** 53) {
      throw new RangeError(`rng.int: bound must be an integer in 1..2^53, got ${bound}`);
    }
    if (bound <= 0x100000000) {
      // Reject the top sliver so every residue is equally likely.
      const limit = 0x100000000 - (0x100000000 % bound);
      let x = this.uint32();
      while (x >= limit) x = this.uint32();
      return x % bound;
    }
    const limit = 2 ** 53 - (2 ** 53 % bound);
    let x = this.next() * 2 ** 53;
    while (x >= limit) x = this.next() * 2 ** 53;
    return x % bound;
  }

  fork(): Rng {
    return new Sfc32(this.uint32(), this.uint32(), this.uint32(), this.uint32());
  }
}

function splitmix32(state: number): () => number {
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new RangeError(`rng: seed must be finite, got ${seed}`);
    // Fold both 32-bit halves so 2^32 and 0 differ.
    return (Math.floor(seed) ^ Math.floor(seed / 0x100000000)) | 0;
  }
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** A small, fast, seeded PRNG (sfc32). Seeds may be numbers or strings. */
export function rng(seed: number | string = 0): Rng {
  const mix = splitmix32(hashSeed(seed));
  return new Sfc32(mix(), mix(), mix(), mix());
}

/** A uniformly random permutation of degree n (Fisher–Yates). */
export function randomPerm(n: number, random: Rng): Perm {
  const p = allocPerm(n);
  for (let i = 0; i < n; i++) p[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const t = p[i] as number;
    p[i] = p[j] as number;
    p[j] = t;
  }
  return p;
}
