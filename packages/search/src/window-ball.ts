import type { LabelState, PermPuzzle } from '@puz/perm';

/**
 * The moves a window search expands: every move of the puzzle once per distinct permutation
 * (a flip is its own inverse, so `-f0` repeats `f0`), with its support (the positions it
 * changes and where their labels come from) and the index of its inverse in this list.
 */
export interface BallMoves {
  readonly names: readonly string[];
  readonly targets: readonly Uint32Array[];
  readonly sources: readonly Uint32Array[];
  /** The index of each move's inverse (itself for an involution). */
  readonly inverse: Int32Array;
}

export function ballMoves(puzzle: PermPuzzle): BallMoves {
  const names: string[] = [];
  const targets: Uint32Array[] = [];
  const sources: Uint32Array[] = [];
  const seen = new Map<string, number>();
  for (const name of puzzle.moveNames) {
    const perm = puzzle.perm(name) as ArrayLike<number>;
    const key = Array.prototype.join.call(perm, ',');
    if (seen.has(key)) continue;
    seen.set(key, names.length);
    const to: number[] = [];
    for (let i = 0; i < perm.length; i++) if (perm[i] !== i) to.push(i);
    names.push(name);
    targets.push(Uint32Array.from(to));
    sources.push(Uint32Array.from(to, (i) => perm[i] as number));
  }
  const inverse = new Int32Array(names.length);
  for (let m = 0; m < names.length; m++) {
    const inv = puzzle.perm(puzzle.inverseName(names[m] as string)) as ArrayLike<number>;
    inverse[m] = seen.get(Array.prototype.join.call(inv, ',')) ?? -1;
  }
  return { names, targets, sources, inverse };
}

/**
 * A linear hash of a label state, in two independent 32-bit halves: Σ (label+1)·R[i] with
 * random R per position (mod 2^32). Linear, so a move updates it from its support alone.
 * Collisions are possible (about 2^-64 a pair): every replacement is replayed before use.
 */
export class StateHasher {
  readonly r1: Int32Array;
  readonly r2: Int32Array;
  constructor(size: number, seed = 0x2545f491) {
    this.r1 = new Int32Array(size);
    this.r2 = new Int32Array(size);
    let x = seed | 0 || 1;
    const next = () => {
      // xorshift32: a fixed stream, so runs repeat.
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x | 1;
    };
    for (let i = 0; i < size; i++) {
      this.r1[i] = next();
      this.r2[i] = next();
    }
  }

  hash(state: ArrayLike<number>): [number, number] {
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < state.length; i++) {
      const v = (state[i] as number) + 1;
      h1 = (h1 + Math.imul(v, this.r1[i] as number)) | 0;
      h2 = (h2 + Math.imul(v, this.r2[i] as number)) | 0;
    }
    return [h1, h2];
  }
}

/**
 * The states within `depth` moves of one state (a breadth-first ball, duplicates by hash
 * dropped): for each node its hash, distance, parent and move, and its mismatches against the
 * goal. States are kept only for the inner layers (the last layer is hashed from its parent's
 * state and the move's support), so a ball of 5,000 nodes costs 5,000 supports, not states.
 */
export interface Ball {
  readonly count: number;
  readonly h1: Int32Array;
  readonly h2: Int32Array;
  readonly dist: Uint8Array;
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly wrong: Int32Array;
}

export function buildBall(
  moves: BallMoves,
  hasher: StateHasher,
  start: LabelState,
  goal: LabelState,
  depth: number,
  capacity: number,
): Ball {
  const h1 = new Int32Array(capacity);
  const h2 = new Int32Array(capacity);
  const dist = new Uint8Array(capacity);
  const parent = new Int32Array(capacity);
  const move = new Int32Array(capacity);
  const wrong = new Int32Array(capacity);
  const seen = new Map<number, number>();
  const key = (a: number, b: number) => a * 0x200000 + (b & 0x1fffff);
  const [s1, s2] = hasher.hash(start);
  let w0 = 0;
  for (let i = 0; i < start.length; i++) if (start[i] !== goal[i]) w0++;
  h1[0] = s1;
  h2[0] = s2;
  parent[0] = -1;
  move[0] = -1;
  wrong[0] = w0;
  seen.set(key(s1, s2), 0);
  let count = 1;
  // States of the current layer's nodes (those that will be expanded), by node index.
  let layer: { node: number; state: LabelState }[] = [{ node: 0, state: start }];
  const { r1, r2 } = hasher;
  for (let d = 1; d <= depth && count < capacity; d++) {
    const next: { node: number; state: LabelState }[] = [];
    for (const { node, state } of layer) {
      const back = move[node] as number;
      for (let m = 0; m < moves.names.length && count < capacity; m++) {
        if (back >= 0 && moves.inverse[back] === m) continue;
        const to = moves.targets[m] as Uint32Array;
        const from = moves.sources[m] as Uint32Array;
        let a = h1[node] as number;
        let b = h2[node] as number;
        let w = wrong[node] as number;
        for (let j = 0; j < to.length; j++) {
          const t = to[j] as number;
          const old = (state[t] as number) + 1;
          const now = (state[from[j] as number] as number) + 1;
          a = (a + Math.imul(now - old, r1[t] as number)) | 0;
          b = (b + Math.imul(now - old, r2[t] as number)) | 0;
          if (old - 1 !== goal[t]) w--;
          if (now - 1 !== goal[t]) w++;
        }
        const k = key(a, b);
        if (seen.has(k)) continue;
        seen.set(k, count);
        h1[count] = a;
        h2[count] = b;
        dist[count] = d;
        parent[count] = node;
        move[count] = m;
        wrong[count] = w;
        if (d < depth) {
          const child = state.slice() as LabelState;
          for (let j = 0; j < to.length; j++)
            child[to[j] as number] = state[from[j] as number] as number;
          next.push({ node: count, state: child });
        }
        count++;
      }
    }
    layer = next;
  }
  return { count, h1, h2, dist, parent, move, wrong };
}

/** The move indices from the ball's centre to node `i`. */
export function pathTo(ball: Ball, i: number): number[] {
  const out: number[] = [];
  for (let at = i; (ball.parent[at] as number) >= 0; at = ball.parent[at] as number)
    out.push(ball.move[at] as number);
  return out.reverse();
}

/** The number of nodes a ball of `depth` over `m` moves may reach (each step skips an undo). */
export function ballBound(m: number, depth: number): number {
  let total = 1;
  let layer = 1;
  for (let d = 1; d <= depth; d++) {
    layer *= d === 1 ? m : m - 1;
    total += layer;
  }
  return total;
}
