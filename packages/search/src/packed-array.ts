/** Entries of 2, 4 or 8 bits packed into a Uint8Array (pattern databases, distance tables). */
export class PackedArray {
  readonly length: number;
  readonly bits: 2 | 4 | 8;
  readonly data: Uint8Array;
  private readonly shift: number; // log2(entries per byte)
  private readonly mask: number;

  constructor(length: number, bits: 2 | 4 | 8, data?: Uint8Array) {
    if (!Number.isSafeInteger(length) || length < 0)
      throw new RangeError(`length must be a non-negative integer, got ${length}`);
    if (bits !== 2 && bits !== 4 && bits !== 8)
      throw new RangeError(`bits must be 2, 4 or 8, got ${String(bits)}`);
    this.length = length;
    this.bits = bits;
    this.shift = bits === 2 ? 2 : bits === 4 ? 1 : 0;
    this.mask = (1 << bits) - 1;
    const bytes = Math.ceil(length / (8 / bits));
    if (data && data.length !== bytes)
      throw new RangeError(`data has ${data.length} bytes, expected ${bytes}`);
    this.data = data ?? new Uint8Array(bytes);
  }

  /** The largest value an entry holds. */
  get max(): number {
    return this.mask;
  }

  get(i: number): number {
    const sub = (i & ((1 << this.shift) - 1)) * this.bits;
    return ((this.data[i >>> this.shift] as number) >>> sub) & this.mask;
  }

  set(i: number, value: number): void {
    const at = i >>> this.shift;
    const sub = (i & ((1 << this.shift) - 1)) * this.bits;
    this.data[at] =
      ((this.data[at] as number) & ~(this.mask << sub)) | ((value & this.mask) << sub);
  }

  /** Sets every entry to `value`. */
  fill(value: number): this {
    let byte = 0;
    for (let k = 0; k < 8; k += this.bits) byte |= (value & this.mask) << k;
    this.data.fill(byte);
    return this;
  }
}
