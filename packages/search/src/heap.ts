/**
 * A binary min-heap of integer ids with two numeric priorities, on typed arrays.
 *
 * Tie-breaking, in order: smaller `primary`, then smaller `secondary`, then first pushed
 * (FIFO). Best-first searches use it as: Dijkstra (g, 0), greedy (h, 0), A* (g + w·h, -g), so A*
 * prefers the deeper of two nodes with equal f — which reaches the goal sooner on ties
 * without changing the cost found.
 */
export class IdHeap {
  private ids: Int32Array;
  private primary: Float64Array;
  private secondary: Float64Array;
  private order: Float64Array;
  private count = 0;
  private pushes = 0;

  constructor(capacity = 1024) {
    this.ids = new Int32Array(capacity);
    this.primary = new Float64Array(capacity);
    this.secondary = new Float64Array(capacity);
    this.order = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
  }

  push(id: number, primary: number, secondary = 0): void {
    if (this.count === this.ids.length) this.grow();
    const { ids, primary: pr, secondary: se, order: or } = this;
    const seq = this.pushes++;
    let i = this.count++;
    // Sift up: move parents down until the new entry fits.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (
        !precedes(
          primary,
          secondary,
          seq,
          pr[parent] as number,
          se[parent] as number,
          or[parent] as number,
        )
      )
        break;
      ids[i] = ids[parent] as number;
      pr[i] = pr[parent] as number;
      se[i] = se[parent] as number;
      or[i] = or[parent] as number;
      i = parent;
    }
    ids[i] = id;
    pr[i] = primary;
    se[i] = secondary;
    or[i] = seq;
  }

  /** The smallest entry's primary priority (undefined if empty). */
  peekPriority(): number | undefined {
    return this.count > 0 ? this.primary[0] : undefined;
  }

  /** Removes and returns the id with the smallest priorities; -1 when empty. */
  pop(): number {
    if (this.count === 0) return -1;
    const { ids, primary: pr, secondary: se, order: or } = this;
    const top = ids[0] as number;
    const last = --this.count;
    if (last === 0) return top;
    // Sift the last entry down from the root.
    const id = ids[last] as number;
    const p = pr[last] as number;
    const s = se[last] as number;
    const o = or[last] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      const right = child + 1;
      if (
        right < last &&
        precedes(
          pr[right] as number,
          se[right] as number,
          or[right] as number,
          pr[child] as number,
          se[child] as number,
          or[child] as number,
        )
      )
        child = right;
      if (!precedes(pr[child] as number, se[child] as number, or[child] as number, p, s, o)) break;
      ids[i] = ids[child] as number;
      pr[i] = pr[child] as number;
      se[i] = se[child] as number;
      or[i] = or[child] as number;
      i = child;
    }
    ids[i] = id;
    pr[i] = p;
    se[i] = s;
    or[i] = o;
    return top;
  }

  private grow(): void {
    const n = this.ids.length * 2;
    const grow = <T extends Int32Array | Float64Array>(a: T, make: new (n: number) => T): T => {
      const b = new make(n);
      b.set(a);
      return b;
    };
    this.ids = grow(this.ids, Int32Array);
    this.primary = grow(this.primary, Float64Array);
    this.secondary = grow(this.secondary, Float64Array);
    this.order = grow(this.order, Float64Array);
  }
}

/** Does (p1, s1, o1) come strictly before (p2, s2, o2)? */
function precedes(p1: number, s1: number, o1: number, p2: number, s2: number, o2: number): boolean {
  if (p1 !== p2) return p1 < p2;
  if (s1 !== s2) return s1 < s2;
  return o1 < o2;
}
