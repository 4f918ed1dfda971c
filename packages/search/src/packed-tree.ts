/**
 * A search tree over states packed into one number each (an integer below 2^53, e.g. b bits per
 * position): codes, parents, moves and depths in typed arrays, found by code through an
 * open-addressing index. No object per node, so millions of states cost ~20 bytes each.
 */
export class PackedTree {
  codes = new Float64Array(1 << 12);
  parent = new Int32Array(1 << 12);
  move = new Uint8Array(1 << 12);
  depth = new Uint16Array(1 << 12);
  /** Nodes stored; node ids are 0..count-1 in insertion order. */
  count = 0;
  private index = new Int32Array(1 << 13); // node + 1; 0 is empty
  private mask = (1 << 13) - 1;

  /** The node holding `code`, or -1. */
  find(code: number): number {
    for (let at = hashCode(code) & this.mask; ; at = (at + 1) & this.mask) {
      const node = this.index[at] as number;
      if (node === 0) return -1;
      if (this.codes[node - 1] === code) return node - 1;
    }
  }

  /** Adds `code` (reached from `parent` by `move`, 0..255) unless present: the new node, or -1. */
  add(code: number, parent: number, move: number, depth: number): number {
    let at = hashCode(code) & this.mask;
    for (;;) {
      const node = this.index[at] as number;
      if (node === 0) break;
      if (this.codes[node - 1] === code) return -1;
      at = (at + 1) & this.mask;
    }
    const node = this.count++;
    if (node === this.codes.length) this.growNodes();
    this.codes[node] = code;
    this.parent[node] = parent;
    this.move[node] = move;
    this.depth[node] = depth;
    this.index[at] = node + 1;
    if (this.count * 2 > this.mask) this.rehash();
    return node;
  }

  /** The moves from the root to `node`, in order. */
  pathTo(node: number): number[] {
    const moves: number[] = [];
    for (let at = node; this.parent[at] !== -1; at = this.parent[at] as number)
      moves.push(this.move[at] as number);
    return moves.reverse();
  }

  private growNodes(): void {
    const cap = this.codes.length * 2;
    const grow = <T extends Float64Array | Int32Array | Uint8Array | Uint16Array>(a: T, b: T) => {
      b.set(a);
      return b;
    };
    this.codes = grow(this.codes, new Float64Array(cap));
    this.parent = grow(this.parent, new Int32Array(cap));
    this.move = grow(this.move, new Uint8Array(cap));
    this.depth = grow(this.depth, new Uint16Array(cap));
  }

  private rehash(): void {
    const slots = (this.mask + 1) * 2;
    this.index = new Int32Array(slots);
    this.mask = slots - 1;
    for (let node = 0; node < this.count; node++) {
      let at = hashCode(this.codes[node] as number) & this.mask;
      while (this.index[at] !== 0) at = (at + 1) & this.mask;
      this.index[at] = node + 1;
    }
  }
}

/** A 32-bit hash of an integer code below 2^53 (both halves mixed, then a murmur finaliser). */
export function hashCode(code: number): number {
  const lo = (code % 4294967296) | 0;
  const hi = Math.floor(code / 4294967296) | 0;
  let h = Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi ^ 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}
