/**
 * A set of 64-bit keys, each given as two int32 halves (e.g. a Zobrist hash), with a small value
 * (0..255) per key: open addressing over typed arrays, nothing stored per entry but the key and
 * the byte, so tens of millions of states fit where a `Map` would not. The key (0, 0) marks an
 * empty slot and is stored as (0, 1) instead: a one-in-2^64 merge that hashing tolerates anyway.
 */
export class Hash64Map {
  private lo: Int32Array;
  private hi: Int32Array;
  private values: Uint8Array;
  private mask: number;
  /** Keys stored. */
  size = 0;

  constructor(capacity = 1 << 12) {
    let slots = 16;
    while (slots < 2 * capacity) slots *= 2;
    this.lo = new Int32Array(slots);
    this.hi = new Int32Array(slots);
    this.values = new Uint8Array(slots);
    this.mask = slots - 1;
  }

  private slot(lo: number, hi: number): number {
    let at = (Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca77)) & this.mask;
    for (;;) {
      const storedLo = this.lo[at] as number;
      const storedHi = this.hi[at] as number;
      if ((storedLo === 0 && storedHi === 0) || (storedLo === lo && storedHi === hi)) return at;
      at = (at + 1) & this.mask;
    }
  }

  /** The value of key (lo, hi), or -1 when absent. */
  get(lo: number, hi: number): number {
    if (lo === 0 && hi === 0) hi = 1;
    const at = this.slot(lo, hi);
    return this.lo[at] === lo && this.hi[at] === hi ? (this.values[at] as number) : -1;
  }

  /** Stores (lo, hi) → value (0..255) unless the key is present; true when it was new. */
  add(lo: number, hi: number, value = 0): boolean {
    if (lo === 0 && hi === 0) hi = 1;
    const at = this.slot(lo, hi);
    if (this.lo[at] === lo && this.hi[at] === hi) return false;
    this.lo[at] = lo;
    this.hi[at] = hi;
    this.values[at] = value;
    if (++this.size * 2 > this.mask) this.grow();
    return true;
  }

  private grow(): void {
    const { lo, hi, values } = this;
    const slots = lo.length * 2;
    this.lo = new Int32Array(slots);
    this.hi = new Int32Array(slots);
    this.values = new Uint8Array(slots);
    this.mask = slots - 1;
    this.size = 0;
    for (let i = 0; i < lo.length; i++)
      if (lo[i] !== 0 || hi[i] !== 0)
        this.add(lo[i] as number, hi[i] as number, values[i] as number);
  }
}
