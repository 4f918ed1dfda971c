/**
 * The search tree: one record per node, in parallel arrays (parent, g, depth in typed arrays;
 * the caller's states and moves in plain arrays). Node 0 is the root.
 */
export class NodeStore<S, M> {
  readonly states: S[] = [];
  readonly moves: (M | undefined)[] = [];
  parent = new Int32Array(1024);
  g = new Float64Array(1024);
  depth = new Int32Array(1024);

  get size(): number {
    return this.states.length;
  }

  add(state: S, parent: number, move: M | undefined, g: number, depth: number): number {
    const id = this.states.length;
    if (id === this.parent.length) this.grow();
    this.states.push(state);
    this.moves.push(move);
    this.parent[id] = parent;
    this.g[id] = g;
    this.depth[id] = depth;
    return id;
  }

  /** Re-parents a node reached by a cheaper path. */
  update(id: number, parent: number, move: M, g: number, depth: number): void {
    this.moves[id] = move;
    this.parent[id] = parent;
    this.g[id] = g;
    this.depth[id] = depth;
  }

  /** Moves and states from the root to `id`. */
  path(id: number): { moves: M[]; states: S[] } {
    const moves: M[] = [];
    const states: S[] = [];
    for (let at = id; at >= 0; at = this.parent[at] as number) {
      states.push(this.states[at] as S);
      if (this.parent[at] !== -1) moves.push(this.moves[at] as M);
    }
    return { moves: moves.reverse(), states: states.reverse() };
  }

  private grow(): void {
    const n = this.parent.length * 2;
    const parent = new Int32Array(n);
    parent.set(this.parent);
    const g = new Float64Array(n);
    g.set(this.g);
    const depth = new Int32Array(n);
    depth.set(this.depth);
    this.parent = parent;
    this.g = g;
    this.depth = depth;
  }
}
