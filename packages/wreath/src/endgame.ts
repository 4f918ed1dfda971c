import { applyInto, type Perm, rng } from '@puz/perm';
import { Hash64Map } from '@puz/search';
import type { WreathModel } from './model.js';

/*
 * The endgame table: breadth-first search backward from the goal state(s) to a bounded depth,
 * keeping every state's distance under its 64-bit Zobrist hash. The beam stops as soon as a child
 * lands in it, and the rest of the path is read off the table (each step goes to a neighbour one
 * closer). Only the last two frontiers are kept as states, so memory is about
 * nodes · (9 + 2 · size) bytes.
 */

export interface Endgame {
  /** Zobrist keys: z[c · size + p] for label c on slot p (two 32-bit halves). */
  readonly z1: Int32Array;
  readonly z2: Int32Array;
  /** hash → distance to the goal (0..depth). */
  readonly dist: Hash64Map;
  /** Every state within `depth` moves of a goal is in `dist`. */
  readonly depth: number;
}

export function zobrist(model: WreathModel, seed: number): { z1: Int32Array; z2: Int32Array } {
  const random = rng(seed ^ 0x5eed);
  const z1 = new Int32Array(model.colours * model.size).map(() => random.uint32() | 0);
  const z2 = new Int32Array(model.colours * model.size).map(() => random.uint32() | 0);
  return { z1, z2 };
}

export function hashState(
  state: ArrayLike<number>,
  size: number,
  z1: Int32Array,
  z2: Int32Array,
  offset = 0,
): [number, number] {
  let a = 0;
  let b = 0;
  for (let p = 0; p < size; p++) {
    const k = (state[offset + p] as number) * size + p;
    a ^= z1[k] as number;
    b ^= z2[k] as number;
  }
  return [a, b];
}

/** Backward BFS from `goals` until the next level would pass `nodeLimit` states. */
export function buildEndgame(
  model: WreathModel,
  goals: readonly Uint16Array[],
  nodeLimit: number,
  seed: number,
): Endgame {
  const { size, perms } = model;
  const { z1, z2 } = zobrist(model, seed);
  const dist = new Hash64Map(Math.min(nodeLimit, 1 << 20));
  let frontier = new Uint16Array(goals.length * size);
  let count = 0;
  for (const g of goals) {
    const [a, b] = hashState(g, size, z1, z2);
    if (dist.add(a, b, 0)) frontier.set(g, count++ * size);
  }
  let depth = 0;
  // Each level is about twice the previous one (three new moves per state, many merging).
  while (count > 0 && depth < 250 && dist.size + 3 * count <= nodeLimit) {
    const next = new Uint16Array(4 * count * size);
    let nextCount = 0;
    for (let i = 0; i < count; i++) {
      const from = i * size;
      for (const perm of perms) {
        const to = nextCount * size;
        for (let p = 0; p < size; p++)
          next[to + p] = frontier[from + (perm[p] as number)] as number; // applyInto at an offset
        const [a, b] = hashState(next, size, z1, z2, to);
        if (dist.add(a, b, depth + 1)) nextCount++;
      }
    }
    depth++;
    frontier = next;
    count = nextCount;
  }
  return { z1, z2, dist, depth };
}

/** The moves from `state` (in the table at distance d) down to a goal; null on a hash collision. */
export function finishFrom(model: WreathModel, end: Endgame, state: Uint16Array): number[] | null {
  const { size, perms } = model;
  let cur = Uint16Array.from(state);
  let next = new Uint16Array(size);
  let [a, b] = hashState(cur, size, end.z1, end.z2);
  let d = end.dist.get(a, b);
  const path: number[] = [];
  while (d > 0) {
    let stepped = false;
    for (let m = 0; m < 4 && !stepped; m++) {
      applyInto(next, perms[m] as Perm, cur);
      [a, b] = hashState(next, size, end.z1, end.z2);
      if (end.dist.get(a, b) === d - 1) {
        path.push(m);
        [cur, next] = [next, cur];
        d--;
        stepped = true;
      }
    }
    if (!stepped) return null;
  }
  return path;
}
