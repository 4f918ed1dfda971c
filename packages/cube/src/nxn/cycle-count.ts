/*
 * The exact objective of the 3-cycle stages (after the Santa winners' write-up): the fewest
 * 3-cycles that put a unit's pieces home. With all pieces different it is Σ⌊L/2⌋ over the
 * cycles of their permutation. With equal pieces (a centre orbit holds four of each colour) the
 * permutation is not unique: a wrong position with target colour t holding colour c is an edge
 * t → c, every decomposition of these edges into closed walks is a way to send the pieces home,
 * and the fewest 3-cycles is the minimum of Σ⌊L/2⌋ over decompositions. Splitting a walk that
 * repeats a colour never costs more (⌊a/2⌋ + ⌊b/2⌋ ≤ ⌊(a+b)/2⌋), so simple cycles of colours
 * suffice: a search over them, memoised by the edge counts.
 */

const memo = new Map<string, number>();
const MEMO_CAP = 2_000_000;

/** The edges t → c of the wrong positions, colours numbered by the targets' first use. */
function edgesOf(
  targets: ArrayLike<number>,
  current: ArrayLike<number>,
): { k: number; counts: Int32Array } | null {
  const ids = new Map<number, number>();
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as number;
    if (!ids.has(t)) ids.set(t, ids.size);
  }
  const k = ids.size;
  const counts = new Int32Array(k * k);
  let any = false;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as number;
    const c = current[i] as number;
    if (t === c) continue;
    const ci = ids.get(c);
    if (ci === undefined) return null; // a colour that has no home here
    const e = (ids.get(t) as number) * k + ci;
    counts[e] = (counts[e] as number) + 1;
    any = true;
  }
  return any ? { k, counts } : { k: 0, counts };
}

function search(k: number, counts: Int32Array): number {
  let first = -1;
  for (let e = 0; e < counts.length; e++)
    if ((counts[e] as number) > 0) {
      first = e;
      break;
    }
  if (first < 0) return 0;
  const key = k <= 8 ? counts.join(',') : '';
  if (key) {
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
  }
  const u = Math.floor(first / k);
  const v = first % k;
  let best = Number.POSITIVE_INFINITY;
  const onPath = new Uint8Array(k);
  const path: number[] = [];
  counts[first] = (counts[first] as number) - 1;
  onPath[u] = 1;
  onPath[v] = 1;
  // Simple paths v → … → u over the remaining edges; each closes a cycle with u → v.
  const walk = (x: number, len: number) => {
    const back = x * k + u;
    if ((counts[back] as number) > 0) {
      counts[back] = (counts[back] as number) - 1;
      const cost = Math.floor((len + 1) / 2) + search(k, counts);
      counts[back] = (counts[back] as number) + 1;
      if (cost < best) best = cost;
    }
    for (let y = 0; y < k; y++) {
      if (onPath[y]) continue;
      const e = x * k + y;
      if ((counts[e] as number) === 0) continue;
      counts[e] = (counts[e] as number) - 1;
      onPath[y] = 1;
      path.push(y);
      walk(y, len + 1);
      path.pop();
      onPath[y] = 0;
      counts[e] = (counts[e] as number) + 1;
    }
  };
  walk(v, 1);
  counts[first] = (counts[first] as number) + 1;
  if (key) {
    if (memo.size >= MEMO_CAP) memo.clear();
    memo.set(key, best);
  }
  return best;
}

/**
 * The fewest 3-cycles that bring every piece home, given each position's target label and the
 * label of the piece there now (equal labels: interchangeable pieces); Infinity when some piece
 * has no home among the positions.
 */
export function threeCyclesNeeded(targets: ArrayLike<number>, current: ArrayLike<number>): number {
  const g = edgesOf(targets, current);
  if (!g) return Number.POSITIVE_INFINITY;
  if (g.k === 0) return 0;
  return search(g.k, g.counts);
}

/**
 * A unit's fewest 3-cycles in `state`: centres one sticker a piece; wings by the labels of both
 * stickers (`mate[s]` the other sticker of s's piece), read on the key side.
 */
export function unitThreeCycles(
  keyOrbit: ArrayLike<number>,
  mate: ((s: number) => number) | null,
  state: ArrayLike<number>,
  target: ArrayLike<number>,
): number {
  const m = keyOrbit.length;
  const t = new Float64Array(m);
  const c = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    const s = keyOrbit[i] as number;
    if (mate) {
      const o = mate(s);
      t[i] = (target[s] as number) * 65_536 + (target[o] as number);
      c[i] = (state[s] as number) * 65_536 + (state[o] as number);
    } else {
      t[i] = target[s] as number;
      c[i] = state[s] as number;
    }
  }
  return threeCyclesNeeded(t, c);
}
