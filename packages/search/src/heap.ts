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
    let i = this.count++;
    const seq = this.pushes++;
    // Sift up: move parents down until the new entry fits.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(primary, secondary, seq, parent)) break;
      this.move(parent, i);
      i = parent;
    }
    this.ids[i] = id;
    this.primary[i] = primary;
    this.secondary[i] = secondary;
    this.order[i] = seq;
  }

  /** The smallest entry's primary priority (undefined if empty). */
  peekPriority(): number | undefined {
    return this.count > 0 ? this.primary[0] : undefined;
  }

  /** Removes and returns the id with the smallest priorities; -1 when empty. */
  pop(): number {
    if (this.count === 0) return -1;
    const top = this.ids[0] as number;
    const last = --this.count;
    if (last > 0) {
      const p = this.primary[last] as number;
      const s = this.secondary[last] as number;
      const o = this.order[last] as number;
      const id = this.ids[last] as number;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        if (child + 1 < last && this.less(child + 1, child)) child++;
        if (
          !this.before(
            this.primary[child] as number,
            this.secondary[child] as number,
            this.order[child] as number,
            i,
            p,
            s,
            o,
          )
        )
          break;
        this.move(child, i);
        i = child;
      }
      this.ids[i] = id;
      this.primary[i] = p;
      this.secondary[i] = s;
      this.order[i] = o;
    }
    return top;
  }

  /** Is (p, s, o) strictly before slot j — or before (pj, sj, oj) when those are given? */
  private before(
    p: number,
    s: number,
    o: number,
    j: number,
    pj = this.primary[j] as number,
    sj = this.secondary[j] as number,
    oj = this.order[j] as number,
  ): boolean {
    if (p !== pj) return p < pj;
    if (s !== sj) return s < sj;
    return o < oj;
  }

  private less(a: number, b: number): boolean {
    return this.before(
      this.primary[a] as number,
      this.secondary[a] as number,
      this.order[a] as number,
      b,
    );
  }

  private move(from: number, to: number): void {
    this.ids[to] = this.ids[from] as number;
    this.primary[to] = this.primary[from] as number;
    this.secondary[to] = this.secondary[from] as number;
    this.order[to] = this.order[from] as number;
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
