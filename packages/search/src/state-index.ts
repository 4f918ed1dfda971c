import type { SearchProblem, StateKey } from './problem.js';

/** Maps states to node ids: the visited (closed/open) set. */
export interface StateIndex<S> {
  /** The id stored for this state, or -1. */
  get(state: S): number;
  set(state: S, id: number): void;
  readonly size: number;
}

type AnyTypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array;

/** Keys from `problem.key`, or the state itself (numbers, strings, bigints): a `Map`. */
class MapIndex<S> implements StateIndex<S> {
  private readonly map = new Map<unknown, number>();
  constructor(private readonly key: ((s: S) => StateKey) | undefined) {}

  get(state: S): number {
    return this.map.get(this.key ? this.key(state) : state) ?? -1;
  }

  set(state: S, id: number): void {
    this.map.set(this.key ? this.key(state) : state, id);
  }

  get size(): number {
    return this.map.size;
  }
}

/**
 * Typed-array states compared by content: open addressing over a hash of the elements, the
 * states themselves kept by reference. No string is built per state.
 */
export class TypedArrayIndex<S extends AnyTypedArray> implements StateIndex<S> {
  private slots: Int32Array; // entry number + 1; 0 = empty
  private hashes: Int32Array;
  private readonly keys: S[] = [];
  private readonly values: number[] = [];
  private mask: number;

  constructor(capacity = 1 << 12) {
    let size = 16;
    while (size < capacity * 2) size <<= 1;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(size);
    this.mask = size - 1;
  }

  get size(): number {
    return this.keys.length;
  }

  get(state: S): number {
    const h = hashContents(state);
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const slot = this.slots[i] as number;
      if (slot === 0) return -1;
      if (this.hashes[i] === h && sameContents(this.keys[slot - 1] as S, state))
        return this.values[slot - 1] as number;
    }
  }

  set(state: S, id: number): void {
    const h = hashContents(state);
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const slot = this.slots[i] as number;
      if (slot === 0) {
        this.keys.push(state);
        this.values.push(id);
        this.slots[i] = this.keys.length;
        this.hashes[i] = h;
        if (this.keys.length * 2 > this.slots.length) this.rehash();
        return;
      }
      if (this.hashes[i] === h && sameContents(this.keys[slot - 1] as S, state)) {
        this.values[slot - 1] = id;
        return;
      }
    }
  }

  private rehash(): void {
    const size = this.slots.length * 2;
    const slots = new Int32Array(size);
    const hashes = new Int32Array(size);
    const mask = size - 1;
    for (let e = 0; e < this.keys.length; e++) {
      const h = hashContents(this.keys[e] as S);
      let i = h & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = e + 1;
      hashes[i] = h;
    }
    this.slots = slots;
    this.hashes = hashes;
    this.mask = mask;
  }
}

/** A 32-bit hash of a typed array's elements (FNV-1a over values, then a murmur finaliser). */
export function hashContents(xs: ArrayLike<number>): number {
  let h = 0x811c9dc5 ^ xs.length;
  for (let i = 0; i < xs.length; i++) h = Math.imul(h ^ (xs[i] as number), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h | 0;
}

/** Same length and same elements. */
export function sameContents(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The index a problem calls for: its `key`, typed-array contents, or the state as a Map key. */
export function indexFor<S, M>(problem: Pick<SearchProblem<S, M>, 'key' | 'start'>): StateIndex<S> {
  if (!problem.key && ArrayBuffer.isView(problem.start) && !(problem.start instanceof DataView)) {
    return new TypedArrayIndex() as unknown as StateIndex<S>;
  }
  return new MapIndex<S>(problem.key?.bind(problem));
}
