import { type Catalog, entryMoves } from './catalog.js';
import { inverseToken, tokenAxis, tokenCost, tokenLayer, tokenQ } from './model.js';

/*
 * What the insertion stage (insert.ts) needs of each catalog entry's ends: its first and last
 * move, entries indexed by them, and how much a move merging with a neighbour saves.
 */

const costOfQ = [0, 1, 2, 1];

/** Moves saved when token f follows (or precedes) token t: 0 unless same axis and layer. */
export function mergeSaving(n: number, t: number, f: number): number {
  if (tokenAxis(n, t) !== tokenAxis(n, f) || tokenLayer(n, t) !== tokenLayer(n, f)) return 0;
  const q = (tokenQ(t) + tokenQ(f)) % 4;
  return tokenCost(t) + tokenCost(f) - (costOfQ[q] as number);
}

export interface Ends {
  first: Int32Array;
  last: Int32Array;
  /** The second move and the one before the last (-1 when on the same axis as the end move). */
  second: Int32Array;
  beforeLast: Int32Array;
  /** Entries by first (last) token: fStart[t]…fStart[t + 1] in fList (lStart, lList). */
  fStart: Int32Array;
  fList: Int32Array;
  lStart: Int32Array;
  lList: Int32Array;
  /** The catalog's distinct costs, ascending (C of them). */
  costs: Int32Array;
  /**
   * The same buckets split by cost: entries of first token t and cost costs[c] are
   * fByCost[fCls[t·C + c]] … fByCost[fCls[t·C + c + 1] − 1], ascending (lCls, lByCost by last).
   * The position scan (insert-eval.ts) skips a bucket's dearer classes that cannot beat its best.
   */
  fCls: Int32Array;
  fByCost: Int32Array;
  lCls: Int32Array;
  lByCost: Int32Array;
}

/** Indices 0..key.length−1 grouped by key (0..keys−1), ascending in each group: [start, list]. */
function csrBy(key: Int32Array, keys: number): readonly [Int32Array, Int32Array] {
  const start = new Int32Array(keys + 1);
  for (let i = 0; i < key.length; i++) {
    const t = (key[i] as number) + 1;
    start[t] = (start[t] as number) + 1;
  }
  for (let t = 0; t < keys; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
  const at = start.slice(0, keys);
  const list = new Int32Array(key.length);
  for (let i = 0; i < key.length; i++) {
    const t = key[i] as number;
    list[at[t] as number] = i;
    at[t] = (at[t] as number) + 1;
  }
  return [start, list];
}

const endsCache = new WeakMap<Catalog, Ends>();
export function endsOf(cat: Catalog, tokens: number): Ends {
  const n = tokens / 9;
  let e = endsCache.get(cat);
  if (e) return e;
  const first = new Int32Array(cat.count);
  const last = new Int32Array(cat.count);
  const second = new Int32Array(cat.count);
  const beforeLast = new Int32Array(cat.count);
  for (let i = 0; i < cat.count; i++) {
    const m = entryMoves(cat, i);
    const a = m[0] as number;
    const z = m[m.length - 1] as number;
    first[i] = a;
    last[i] = z;
    const b = m[1] as number;
    const y = m[m.length - 2] as number;
    second[i] = m.length > 2 && tokenAxis(n, b) !== tokenAxis(n, a) ? b : -1;
    beforeLast[i] = m.length > 2 && tokenAxis(n, y) !== tokenAxis(n, z) ? y : -1;
  }
  const csr = (key: Int32Array) => csrBy(key, tokens);
  const [fStart, fList] = csr(first);
  const [lStart, lList] = csr(last);
  const costs = Int32Array.from(new Set(cat.cost)).sort();
  const classOf = new Map<number, number>(Array.from(costs, (c, i) => [c, i]));
  const keyed = (ends: Int32Array) =>
    csrBy(
      Int32Array.from(
        ends,
        (t, i) => t * costs.length + (classOf.get(cat.cost[i] as number) as number),
      ),
      tokens * costs.length,
    );
  const [fCls, fByCost] = keyed(first);
  const [lCls, lByCost] = keyed(last);
  e = {
    first,
    last,
    second,
    beforeLast,
    fStart,
    fList,
    lStart,
    lList,
    costs,
    fCls,
    fByCost,
    lCls,
    lByCost,
  };
  endsCache.set(cat, e);
  return e;
}

/**
 * Two more moves saved when entry e's first two moves undo the two moves just before position k
 * of `seq` (or its last two the two just after): a 3-cycle [a, x y x⁻¹] next to one sharing its
 * set-up cancels deeper than its end move (cube_10: 5 of ~50 insertions cost 2 where 4 was
 * counted).
 */
export function deepSaving(ends: Ends, e: number, seq: readonly number[], k: number): number {
  let s = 0;
  const b = ends.second[e] as number;
  if (
    b >= 0 &&
    k >= 2 &&
    seq[k - 1] === inverseToken(ends.first[e] as number) &&
    seq[k - 2] === inverseToken(b)
  )
    s += 2;
  const y = ends.beforeLast[e] as number;
  if (
    y >= 0 &&
    k + 1 < seq.length &&
    seq[k] === inverseToken(ends.last[e] as number) &&
    seq[k + 1] === inverseToken(y)
  )
    s += 2;
  return s;
}
