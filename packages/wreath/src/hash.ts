/** 64-bit hashes (two int32 halves) → a byte; (0, 0) stands for empty and is remapped. */
export class HashMap64 {
  private lo: Int32Array;
  private hi: Int32Array;
  private val: Uint8Array;
  private mask: number;
  size = 0;

  constructor(capacity: number) {
    let cap = 16;
    while (cap < 2 * capacity) cap *= 2;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.val = new Uint8Array(cap);
    this.mask = cap - 1;
  }

  private slot(x1: number, x2: number): number {
    let h = (Math.imul(x1, 0x9e3779b1) ^ Math.imul(x2, 0x85ebca77)) & this.mask;
    for (;;) {
      const a = this.lo[h] as number;
      const b = this.hi[h] as number;
      if ((a === 0 && b === 0) || (a === x1 && b === x2)) return h;
      h = (h + 1) & this.mask;
    }
  }

  /** The value of (x1, x2), or -1. */
  get(x1: number, x2: number): number {
    if (x1 === 0 && x2 === 0) x2 = 1;
    const h = this.slot(x1, x2);
    return this.lo[h] === x1 && this.hi[h] === x2 ? (this.val[h] as number) : -1;
  }

  /** Stores (x1, x2) → v unless present; true when it was new. */
  add(x1: number, x2: number, v = 0): boolean {
    if (x1 === 0 && x2 === 0) x2 = 1;
    const h = this.slot(x1, x2);
    if (this.lo[h] === x1 && this.hi[h] === x2) return false;
    this.lo[h] = x1;
    this.hi[h] = x2;
    this.val[h] = v;
    if (++this.size * 2 > this.mask) this.grow();
    return true;
  }

  private grow(): void {
    const { lo, hi, val } = this;
    const cap = lo.length * 2;
    this.lo = new Int32Array(cap);
    this.hi = new Int32Array(cap);
    this.val = new Uint8Array(cap);
    this.mask = cap - 1;
    this.size = 0;
    for (let i = 0; i < lo.length; i++)
      if (lo[i] !== 0 || hi[i] !== 0) this.add(lo[i] as number, hi[i] as number, val[i] as number);
  }
}

/** mulberry32: a tiny seeded generator (the solver's only randomness is tie-breaking). */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}
