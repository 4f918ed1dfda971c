import type { PermPuzzle } from '@puz/perm';

/**
 * A puzzle's moves as the short probe walks them: each distinct non-identity permutation once
 * (a puzzle may list `U2` and derive an equal `-U2`), as its support (the positions it changes and
 * where their labels come from), with its inverse, and a table of the pairs a shortest
 * canonical sequence never contains.
 */
export interface ProbeMoves {
  /** The move names kept, one per distinct permutation. */
  names: string[];
  count: number;
  /** Positions each move changes, and (`sources`) the position each one's label comes from. */
  targets: Uint32Array[];
  sources: Uint32Array[];
  /** `inverse[m]`: the index of the move that undoes m. */
  inverse: Int32Array;
  /**
   * `prune[a * count + b] === 1`: the probe never plays b right after a, because `a b` is the
   * identity or a single move (never in a shortest answer), or a and b commute and b comes first
   * in the move order (the other order is searched). Every shortest sequence has a rearrangement,
   * the lexicographically least of its commutation class, that avoids them all.
   */
  prune: Uint8Array;
}

/** fmix32 of MurmurHash3: a 32-bit value spread over all bits. */
export function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * A permutation's key over its support only, so that moves of big puzzles are compared cheaply;
 * a sum of XORs, so the order the support is listed in does not matter.
 */
function permKey(targets: ArrayLike<number>, sources: ArrayLike<number>): string {
  let lo = targets.length;
  let hi = 0x5bd1e995;
  for (let j = 0; j < targets.length; j++) {
    const t = targets[j] as number;
    const s = sources[j] as number;
    lo ^= fmix32(Math.imul(t, 0x9e3779b1) + s);
    hi ^= fmix32(Math.imul(s, 0x7feb352d) + t + 0x165667b1);
  }
  return `${lo}:${hi}`;
}

/** The moves of `puzzle` prepared for the probe (throws RangeError past `maxMoves` distinct moves). */
export function probeMoves(puzzle: PermPuzzle, maxMoves = 254): ProbeMoves {
  const names: string[] = [];
  const targets: Uint32Array[] = [];
  const sources: Uint32Array[] = [];
  const byKey = new Map<string, number[]>();
  const indexOf = new Map<string, number>();
  for (const name of puzzle.moveNames) {
    const p = puzzle.perm(name) as ArrayLike<number>;
    const to: number[] = [];
    for (let i = 0; i < p.length; i++) if (p[i] !== i) to.push(i);
    if (to.length === 0) continue;
    const t = Uint32Array.from(to);
    const s = Uint32Array.from(to, (i) => p[i] as number);
    const key = permKey(t, s);
    const same = (byKey.get(key) ?? []).find((k) => sameSupport(targets[k], sources[k], t, s));
    if (same !== undefined) {
      indexOf.set(name, same);
      continue;
    }
    indexOf.set(name, names.length);
    byKey.set(key, [...(byKey.get(key) ?? []), names.length]);
    names.push(name);
    targets.push(t);
    sources.push(s);
  }
  const count = names.length;
  if (count > maxMoves)
    throw new RangeError(
      `the probe takes at most ${maxMoves} distinct moves; ${puzzle.name} has ${count}`,
    );
  const inverse = Int32Array.from(names, (n) => indexOf.get(puzzle.inverseName(n)) ?? -1);
  return {
    names,
    count,
    targets,
    sources,
    inverse,
    prune: pruneTable(puzzle.size, targets, sources, byKey),
  };
}

function sameSupport(
  t1: Uint32Array | undefined,
  s1: Uint32Array | undefined,
  t2: Uint32Array,
  s2: Uint32Array,
): boolean {
  if (!t1 || !s1 || t1.length !== t2.length) return false;
  for (let j = 0; j < t2.length; j++) if (t1[j] !== t2[j] || s1[j] !== s2[j]) return false;
  return true;
}

/**
 * The pairs never played in a row (see `ProbeMoves.prune`). Each pair costs the size of the two
 * supports, not of the puzzle: a 33x33x33's 198 moves take a fraction of a second.
 */
function pruneTable(
  size: number,
  targets: Uint32Array[],
  sources: Uint32Array[],
  byKey: Map<string, number[]>,
): Uint8Array {
  const count = targets.length;
  const prune = new Uint8Array(count * count);
  // Full-size images of a and b (identity outside their supports), restored after each use.
  const pa = new Uint32Array(size);
  const pb = new Uint32Array(size);
  for (let i = 0; i < size; i++) pa[i] = pb[i] = i;
  const seen = new Uint32Array(size);
  let stamp = 0;
  const union: number[] = [];
  const sizes = new Set(targets.map((t) => t.length));
  const sameAs = (c: number, t: number[], s: number[]): boolean => {
    const order = t.map((_, k) => k).sort((x, y) => (t[x] as number) - (t[y] as number));
    return sameSupport(
      targets[c],
      sources[c],
      Uint32Array.from(order, (k) => t[k] as number),
      Uint32Array.from(order, (k) => s[k] as number),
    );
  };
  const prodT: number[] = [];
  const prodS: number[] = [];
  for (let a = 0; a < count; a++) {
    const ta = targets[a] as Uint32Array;
    const sa = sources[a] as Uint32Array;
    for (let j = 0; j < ta.length; j++) pa[ta[j] as number] = sa[j] as number;
    for (let b = 0; b < count; b++) {
      const tb = targets[b] as Uint32Array;
      const sb = sources[b] as Uint32Array;
      for (let j = 0; j < tb.length; j++) pb[tb[j] as number] = sb[j] as number;
      stamp++;
      union.length = 0;
      for (const list of [ta, tb])
        for (const t of list) {
          if (seen[t] === stamp) continue;
          seen[t] = stamp;
          union.push(t);
        }
      // "a, then b" is a[b[i]] (perm.ts's compose); "b, then a" is b[a[i]].
      let commute = true;
      prodT.length = 0;
      prodS.length = 0;
      for (const i of union) {
        const ab = pa[pb[i] as number] as number;
        if (ab !== pb[pa[i] as number]) commute = false;
        if (ab === i) continue;
        prodT.push(i);
        prodS.push(ab);
      }
      // The key is order-free, so the product is sorted only when a move has the same key; and
      // keyed only when some move moves as many positions.
      const single =
        prodT.length === 0 ||
        (sizes.has(prodT.length) &&
          (byKey.get(permKey(prodT, prodS)) ?? []).some((c) => sameAs(c, prodT, prodS)));
      if (single || (commute && b < a)) prune[a * count + b] = 1;
      for (const t of tb) pb[t] = t;
    }
    for (const t of ta) pa[t] = t;
  }
  return prune;
}
