import { InvalidStateError } from './errors.js';
import { INVERSE, mismatches, type WreathModel } from './model.js';

/*
 * Exact search for small wreaths: bidirectional breadth-first search, forward from the start
 * and backward from every state within `wildcards` mismatches of the goal. A state is packed into
 * one double (b bits per sticker, b = ⌈log2 colours⌉; needs size·b ≤ 52), kept in insertion-ordered
 * typed arrays with an open-addressing index — no object per node. Levels are expanded whole, on
 * the side with the smaller frontier, and the best meeting of the first level that meets is kept,
 * so the answer is a shortest one.
 */

export interface ExactOptions {
  /** Stop (return null) once the two sides hold this many states together. */
  readonly nodeLimit: number;
  readonly signal?: AbortSignal | undefined;
  readonly onLevel?: ((expanded: number, depth: number) => void) | undefined;
}

/** The most goal states enumerated for the backward side (wildcard neighbourhoods). */
const MAX_GOALS = 200_000;

class Side {
  codes = new Float64Array(1 << 12);
  parent = new Int32Array(1 << 12);
  move = new Uint8Array(1 << 12);
  depth = new Uint16Array(1 << 12);
  count = 0;
  index = new Int32Array(1 << 13); // node + 1; 0 is empty
  mask = (1 << 13) - 1;
  levelStart = 0;
  levelEnd = 0;

  find(code: number): number {
    let h = hash(code) & this.mask;
    for (;;) {
      const at = this.index[h] as number;
      if (at === 0) return -1;
      if (this.codes[at - 1] === code) return at - 1;
      h = (h + 1) & this.mask;
    }
  }

  /** Adds `code` unless present; the new node, or -1. */
  add(code: number, parent: number, move: number, depth: number): number {
    let h = hash(code) & this.mask;
    for (;;) {
      const at = this.index[h] as number;
      if (at === 0) break;
      if (this.codes[at - 1] === code) return -1;
      h = (h + 1) & this.mask;
    }
    const node = this.count++;
    if (node === this.codes.length) this.growNodes();
    this.codes[node] = code;
    this.parent[node] = parent;
    this.move[node] = move;
    this.depth[node] = depth;
    this.index[h] = node + 1;
    if (this.count * 2 > this.mask) this.rehash();
    return node;
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
    const size = (this.mask + 1) * 2;
    this.index = new Int32Array(size);
    this.mask = size - 1;
    for (let node = 0; node < this.count; node++) {
      let h = hash(this.codes[node] as number) & this.mask;
      while (this.index[h] !== 0) h = (h + 1) & this.mask;
      this.index[h] = node + 1;
    }
  }
}

function hash(code: number): number {
  const lo = (code % 4294967296) | 0;
  const hi = Math.floor(code / 4294967296) | 0;
  let h = Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi ^ 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

/** Bits per sticker, or 0 when a state does not fit in 52 bits. */
export function exactBits(model: WreathModel): number {
  const b = Math.max(1, Math.ceil(Math.log2(model.colours)));
  return model.size * b <= 52 ? b : 0;
}

function encode(state: ArrayLike<number>, base: number): number {
  let code = 0;
  for (let i = state.length - 1; i >= 0; i--) code = code * base + (state[i] as number);
  return code;
}

function decodeInto(code: number, base: number, out: Uint16Array): void {
  for (let i = 0; i < out.length; i++) {
    const c = code % base;
    out[i] = c;
    code = (code - c) / base;
  }
}

/** Every state within `w` mismatches of `goal` with the same labels, or null past MAX_GOALS. */
function goalStates(goal: Uint16Array, w: number, base: number): number[] | null {
  const size = goal.length;
  const k = Math.min(w, size);
  let combos = 1;
  for (let i = 0; i < k; i++) combos = (combos * (size - i)) / (i + 1);
  let perms = 1;
  for (let i = 2; i <= k; i++) perms *= i;
  if (combos * perms > MAX_GOALS) return null;
  const seen = new Set<number>([encode(goal, base)]);
  const state = Uint16Array.from(goal);
  const pick: number[] = [];
  const permute = (at: number): void => {
    if (at === pick.length) {
      if (mismatches(state, goal) <= w) seen.add(encode(state, base));
      return;
    }
    for (let j = at; j < pick.length; j++) {
      swap(state, pick[at] as number, pick[j] as number);
      permute(at + 1);
      swap(state, pick[at] as number, pick[j] as number);
    }
  };
  const choose = (from: number): void => {
    if (pick.length === k) {
      permute(0);
      return;
    }
    for (let i = from; i < size; i++) {
      pick.push(i);
      choose(i + 1);
      pick.pop();
    }
  };
  choose(0);
  return [...seen];
}

function swap(a: Uint16Array, i: number, j: number): void {
  const t = a[i] as number;
  a[i] = a[j] as number;
  a[j] = t;
}

/**
 * A shortest move sequence (move codes) from `start` to within `wildcards` mismatches of `goal`;
 * null when the state does not pack, the goal set is too large or `nodeLimit` is reached.
 * Throws InvalidStateError when one side is exhausted: the goal cannot be reached.
 */
export function exactSolve(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
  wildcards: number,
  options: ExactOptions,
): number[] | null {
  if (mismatches(start, goal) <= wildcards) return [];
  const bits = exactBits(model);
  if (bits === 0) return null;
  const base = 2 ** bits;
  const goals = goalStates(goal, wildcards, base);
  if (!goals) return null;
  const fwd = new Side();
  const bwd = new Side();
  fwd.add(encode(start, base), -1, 0, 0);
  fwd.levelEnd = 1;
  for (const g of goals) bwd.add(g, -1, 0, 0);
  bwd.levelEnd = bwd.count;
  const scratch = new Uint16Array(model.size);
  const { perms, size } = model;
  let expanded = 0;
  for (let depthF = 0, depthB = 0; ; ) {
    if (options.signal?.aborted) return null;
    if (fwd.levelEnd === fwd.levelStart || bwd.levelEnd === bwd.levelStart)
      throw new InvalidStateError(
        'unreachable',
        `wreath_${model.n}/${model.n}: the solution state cannot be reached from the initial state ` +
          `with l and r (searched all ${(fwd.levelEnd === fwd.levelStart ? fwd : bwd).count} states)`,
      );
    if (fwd.count + bwd.count > options.nodeLimit) return null;
    const forward = fwd.levelEnd - fwd.levelStart <= bwd.levelEnd - bwd.levelStart;
    const side = forward ? fwd : bwd;
    const other = forward ? bwd : fwd;
    const depth = (forward ? depthF : depthB) + 1;
    let best = Number.POSITIVE_INFINITY;
    let meetSelf = -1;
    let meetOther = -1;
    for (let i = side.levelStart; i < side.levelEnd; i++) {
      decodeInto(side.codes[i] as number, base, scratch);
      expanded++;
      for (let m = 0; m < 4; m++) {
        const perm = perms[forward ? m : (INVERSE[m] as number)] as Int32Array;
        let code = 0;
        for (let p = size - 1; p >= 0; p--)
          code = code * base + (scratch[perm[p] as number] as number);
        const node = side.add(code, i, m, depth);
        if (node < 0) continue;
        const o = other.find(code);
        if (o >= 0 && depth + (other.depth[o] as number) < best) {
          best = depth + (other.depth[o] as number);
          meetSelf = node;
          meetOther = o;
        }
      }
    }
    side.levelStart = side.levelEnd;
    side.levelEnd = side.count;
    if (forward) depthF = depth;
    else depthB = depth;
    options.onLevel?.(expanded, depthF + depthB);
    if (meetSelf >= 0) {
      const [f, b] = forward ? [meetSelf, meetOther] : [meetOther, meetSelf];
      const head: number[] = [];
      for (let x = f; fwd.parent[x] !== -1; x = fwd.parent[x] as number)
        head.push(fwd.move[x] as number);
      head.reverse();
      for (let x = b; bwd.parent[x] !== -1; x = bwd.parent[x] as number)
        head.push(bwd.move[x] as number);
      return head;
    }
  }
}
