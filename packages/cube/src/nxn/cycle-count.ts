import type { Unit } from './catalog.js';
import type { CubeModel } from './model.js';

/*
 * The exact objective of the 3-cycle stages (after the Santa winners' write-up): the fewest
 * 3-cycles that put a unit's pieces home. With all pieces different it is Σ⌊L/2⌋ over the
 * cycles of their permutation, which must be even. With equal pieces (a centre orbit holds four
 * of each colour) the permutation is not unique: a wrong position with target colour t holding
 * colour c is an edge t → c, every decomposition of these edges into closed walks is a way to
 * send the pieces home, and the fewest 3-cycles is the minimum of Σ⌊L/2⌋ over decompositions
 * whose permutation is even (an even number of even-length cycles). Splitting a walk that repeats
 * a colour never costs more (⌊a/2⌋ + ⌊b/2⌋ ≤ ⌊(a+b)/2⌋), so simple cycles of colours suffice. A
 * piece already home may join a cycle of its colour (one longer: free on an even cycle, and it
 * turns the parity), and two equal pieces at home may swap (a 2-cycle, one 3-cycle): that is how
 * equal pieces fix the parity — Santa's odd label patterns (A;B;A;B…) have orbits with only some
 * pieces equal, where a lone swap costs two 3-cycles, not one. A search over simple cycles,
 * memoised.
 */

const memo = new Map<string, number>();
const MEMO_CAP = 2_000_000;

interface Edges {
  k: number;
  counts: Int32Array;
  /** Pieces already home, per colour. */
  home: Int32Array;
}

/** The edges t → c of the wrong positions, colours numbered by the targets' first use. */
function edgesOf(targets: ArrayLike<number>, current: ArrayLike<number>): Edges | null {
  const ids = new Map<number, number>();
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as number;
    if (!ids.has(t)) ids.set(t, ids.size);
  }
  const k = ids.size;
  const counts = new Int32Array(k * k);
  const home = new Int32Array(k);
  for (let i = 0; i < targets.length; i++) {
    const t = ids.get(targets[i] as number) as number;
    const c = ids.get(current[i] as number);
    if (c === undefined) return null; // a colour that has no home here
    if (c === t) home[t] = (home[t] as number) + 1;
    else counts[t * k + c] = (counts[t * k + c] as number) + 1;
  }
  return { k, counts, home };
}

const dec = (a: Int32Array, i: number) => {
  a[i] = (a[i] as number) - 1;
};
const inc = (a: Int32Array, i: number) => {
  a[i] = (a[i] as number) + 1;
};

/**
 * Where the cycles chosen so far lie and what they allow: `odd` the parity of the count of
 * even-length cycles; `free` when two cycles share a colour and one of them is even (joined into
 * one walk: the same 3-cycles, the other parity); `paid` when two odd cycles share a colour
 * (joined: one 3-cycle more, the other parity).
 */
interface Path {
  odd: number;
  covered: number;
  evenNodes: number;
  oddNodes: number;
  free: boolean;
  paid: boolean;
}

/** Fewest 3-cycles for the edges left, after the cycles described by `p`. */
function search(g: Edges, p: Path): number {
  const { k, counts, home } = g;
  let first = -1;
  for (let e = 0; e < counts.length; e++)
    if ((counts[e] as number) > 0) {
      first = e;
      break;
    }
  if (first < 0) {
    if (p.odd === 0 || p.free) return 0;
    if (p.paid) return 1;
    for (let c = 0; c < k; c++) if ((home[c] as number) >= 2) return 1;
    return Number.POSITIVE_INFINITY;
  }
  const key =
    k <= 8
      ? `${p.odd}${+p.free}${+p.paid}|${p.covered}|${p.evenNodes}|${p.oddNodes}|${counts.join(',')}|${home.join(',')}`
      : '';
  if (key) {
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
  }
  const u = Math.floor(first / k);
  const v = first % k;
  let best = Number.POSITIVE_INFINITY;
  const onPath = new Uint8Array(k);
  const path = [u, v];
  let nodes = (1 << u) | (1 << v);
  dec(counts, first);
  onPath[u] = 1;
  onPath[v] = 1;
  const next = (len: number): number => {
    const even = len % 2 === 0;
    const shared = (nodes & p.covered) !== 0;
    return search(g, {
      odd: p.odd ^ (even ? 1 : 0),
      covered: p.covered | nodes,
      evenNodes: even ? p.evenNodes | nodes : p.evenNodes,
      oddNodes: even ? p.oddNodes : p.oddNodes | nodes,
      free: p.free || (even && shared) || (nodes & p.evenNodes) !== 0,
      paid: p.paid || (!even && (nodes & p.oddNodes) !== 0),
    });
  };
  const close = (len: number) => {
    // As it is, or one longer through a piece at home on it.
    const plain = Math.floor(len / 2) + next(len);
    if (plain < best) best = plain;
    for (const z of path) {
      if ((home[z] as number) === 0) continue;
      dec(home, z);
      const longer = Math.floor((len + 1) / 2) + next(len + 1);
      inc(home, z);
      if (longer < best) best = longer;
    }
  };
  // Simple paths v → … → u over the remaining edges; each closes a cycle with u → v.
  const walk = (x: number, len: number) => {
    const back = x * k + u;
    if ((counts[back] as number) > 0) {
      dec(counts, back);
      close(len + 1);
      inc(counts, back);
    }
    for (let y = 0; y < k; y++) {
      if (onPath[y]) continue;
      const e = x * k + y;
      if ((counts[e] as number) === 0) continue;
      dec(counts, e);
      onPath[y] = 1;
      path.push(y);
      nodes |= 1 << y;
      walk(y, len + 1);
      nodes &= ~(1 << y);
      path.pop();
      onPath[y] = 0;
      inc(counts, e);
    }
  };
  walk(v, 1);
  inc(counts, first);
  if (key) {
    if (memo.size >= MEMO_CAP) memo.clear();
    memo.set(key, best);
  }
  return best;
}

const START: Path = { odd: 0, covered: 0, evenNodes: 0, oddNodes: 0, free: false, paid: false };

/**
 * The fewest 3-cycles that bring every piece home, given each position's target label and the
 * label of the piece there now (equal labels: interchangeable pieces); Infinity when some piece
 * has no home among the positions.
 */
export function threeCyclesNeeded(targets: ArrayLike<number>, current: ArrayLike<number>): number {
  const g = edgesOf(targets, current);
  if (!g) return Number.POSITIVE_INFINITY;
  return search(g, START);
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

/** `unitThreeCycles` of one of `model`'s units: a wing read with its piece's other sticker. */
export function unitCyclesLeft(
  model: CubeModel,
  unit: Unit,
  state: ArrayLike<number>,
  target: ArrayLike<number>,
): number {
  const mate = unit.kind === 'wing' ? (s: number) => model.partners[2 * s] as number : null;
  return unitThreeCycles(unit.keyOrbit, mate, state, target);
}
