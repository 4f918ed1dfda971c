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
  const csr = (key: Int32Array) => {
    const start = new Int32Array(tokens + 1);
    for (let i = 0; i < key.length; i++) {
      const t = (key[i] as number) + 1;
      start[t] = (start[t] as number) + 1;
    }
    for (let t = 0; t < tokens; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
    const at = start.slice(0, tokens);
    const list = new Int32Array(key.length);
    for (let i = 0; i < key.length; i++) {
      const t = key[i] as number;
      list[at[t] as number] = i;
      at[t] = (at[t] as number) + 1;
    }
    return [start, list] as const;
  };
  const [fStart, fList] = csr(first);
  const [lStart, lList] = csr(last);
  e = { first, last, second, beforeLast, fStart, fList, lStart, lList };
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
