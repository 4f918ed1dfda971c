/**
 * The search's nodes in parallel typed arrays (packed state, time, parent, order set, closed)
 * plus an open-addressing hash from packed state to node id. No object per node: a few million
 * states cost ~40 bytes each, where a `Map` would cost several times that and stops at 2^24 keys.
 */
export class StateTable {
  key: Int32Array;
  /** A second part of the identity: 0 for the seed's method, the arrival time for `exact`. */
  tag: Int32Array;
  time: Int32Array;
  parent: Int32Array;
  order: Int32Array;
  closed: Uint8Array;
  size = 0;
  /** id + 1 per slot; 0 is empty. */
  private slots: Int32Array;
  private mask: number;
  private shift: number;

  /** `capacity`: a power of two. */
  constructor(capacity = 1 << 16) {
    this.key = new Int32Array(capacity);
    this.tag = new Int32Array(capacity);
    this.time = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.order = new Int32Array(capacity);
    this.closed = new Uint8Array(capacity);
    this.slots = new Int32Array(capacity * 2);
    this.mask = capacity * 2 - 1;
    this.shift = 32 - Math.log2(capacity * 2);
  }

  /** The node id of (packed state, tag), or -1. */
  find(key: number, tag: number): number {
    const { slots, mask } = this;
    // Fibonacci hashing: the product's top bits mix every bit of the key (its low bits would
    // see only the low fields: flags, h, o).
    let i = Math.imul(key ^ Math.imul(tag, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
    for (;;) {
      i &= mask;
      const id = (slots[i] as number) - 1;
      if (id < 0 || (this.key[id] === key && this.tag[id] === tag)) return id;
      i++;
    }
  }

  /** Adds a state not yet in the table; returns its id. */
  add(key: number, tag: number, time: number, parent: number, order: number): number {
    if (this.size === this.key.length) this.grow();
    const id = this.size++;
    this.key[id] = key;
    this.tag[id] = tag;
    this.time[id] = time;
    this.parent[id] = parent;
    this.order[id] = order;
    this.insert(key, tag, id);
    return id;
  }

  private insert(key: number, tag: number, id: number): void {
    const { slots, mask } = this;
    let i = Math.imul(key ^ Math.imul(tag, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
    for (;;) {
      i &= mask;
      if (slots[i] === 0) {
        slots[i] = id + 1;
        return;
      }
      i++;
    }
  }

  private grow(): void {
    const n = this.key.length * 2;
    const copy = <T extends Int32Array | Uint8Array>(a: T, make: new (n: number) => T): T => {
      const b = new make(n);
      b.set(a);
      return b;
    };
    this.key = copy(this.key, Int32Array);
    this.tag = copy(this.tag, Int32Array);
    this.time = copy(this.time, Int32Array);
    this.parent = copy(this.parent, Int32Array);
    this.order = copy(this.order, Int32Array);
    this.closed = copy(this.closed, Uint8Array);
    this.slots = new Int32Array(n * 2);
    this.mask = n * 2 - 1;
    this.shift = 32 - Math.log2(n * 2);
    for (let id = 0; id < this.size; id++)
      this.insert(this.key[id] as number, this.tag[id] as number, id);
  }
}
