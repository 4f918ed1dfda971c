import type { PairTables } from './tables.js';
import { wordPerm } from './tables.js';

/*
 * Any 3-cycle of a row pair, as Y·C·Y⁻¹ with C a base commutator and Y a shortest word of single
 * moves (r0, -r0, r1, -r1, f0..f(w−1)): a breadth-first search over ordered cell triples, built
 * once per size and only when the cheap conjugates of the greedy stage do not reach a triple.
 */

export interface UniversalTable {
  /** Paid moves in Y for each ordered triple (255 = unreachable). */
  readonly depth: Uint8Array;
  /** First move of Y for the triple (index into moves), or 255 at a source. */
  readonly move: Uint8Array;
  /** Source base of the triple's search tree. */
  readonly source: Uint8Array;
  readonly movePerms: readonly Uint16Array[];
  /**
   * Moves in the pair's local terms, [kind, arg]: 0 = turn top by arg, 1 = bottom, 2 = flip arg,
   * 3 = turn both rows by arg (free: it re-indexes the flips it conjugates).
   */
  readonly moveDefs: readonly (readonly [number, number])[];
}

const cache = new Map<number, UniversalTable>();

export function universalTable(t: PairTables): UniversalTable {
  const hit = cache.get(t.b);
  if (hit) return hit;
  const { n, w } = t;
  const moveDefs: [number, number][] = [
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
  ];
  for (let j = 0; j < w; j++) moveDefs.push([2, j]);
  // Both rows turned together: free, it only re-indexes the flips of what it conjugates.
  moveDefs.push([3, 1], [3, -1]);
  const movePerms = moveDefs.map(([kind, arg]) =>
    kind === 2
      ? t.flips[arg]!
      : kind === 3
        ? wordPerm(t, [
            { row: 0, k: arg },
            { row: 1, k: arg },
          ])
        : wordPerm(t, [{ row: kind as 0 | 1, k: arg }]),
  );
  const zero = moveDefs.length - 2;
  // Y = m·Y' sends triple cell c to Pm[c]: use the motion (inverse) so that the image works.
  // For word perm P, the sticker from cell P[i] lands at i; Y·C·Y⁻¹ moves cells PY[c].
  const n2 = n * n;
  const size = n2 * n;
  const depth = new Uint8Array(size).fill(255);
  const move = new Uint8Array(size).fill(255);
  const source = new Uint8Array(size);
  const queue = new Int32Array(size);
  let tail = 0;
  for (let bi = 0; bi < t.bases.length; bi++) {
    const base = t.bases[bi]!;
    const full = [...base.word, { row: 0 as const, k: base.eu }, { row: 1 as const, k: base.ev }];
    const p = wordPerm(t, full);
    const c0 = p.findIndex((x, i) => x !== i);
    const c1 = p[c0]!;
    const c2 = p[c1]!;
    const idx = c0 * n2 + c1 * n + c2;
    if (depth[idx] !== 255) continue;
    depth[idx] = 0;
    source[idx] = bi;
    queue[tail++] = idx;
  }
  // Layered 0-1 search: close each layer under the free moves, then step the paid ones.
  let next = new Int32Array(size);
  let cur = queue;
  let curLen = tail;
  for (let d = 0; curLen > 0 && d < 254; d++) {
    for (let i = 0; i < curLen; i++) {
      const idx = cur[i]!;
      const a = Math.floor(idx / n2);
      const b = Math.floor(idx / n) % n;
      const c = idx % n;
      for (let m = zero; m < movePerms.length; m++) {
        const pm = movePerms[m]!;
        const j = pm[a]! * n2 + pm[b]! * n + pm[c]!;
        if (depth[j] !== 255) continue;
        depth[j] = d;
        move[j] = m;
        source[j] = source[idx]!;
        cur[curLen++] = j;
      }
    }
    let nextLen = 0;
    for (let i = 0; i < curLen; i++) {
      const idx = cur[i]!;
      const a = Math.floor(idx / n2);
      const b = Math.floor(idx / n) % n;
      const c = idx % n;
      for (let m = 0; m < zero; m++) {
        const pm = movePerms[m]!;
        const j = pm[a]! * n2 + pm[b]! * n + pm[c]!;
        if (depth[j] !== 255) continue;
        depth[j] = d + 1;
        move[j] = m;
        source[j] = source[idx]!;
        next[nextLen++] = j;
      }
    }
    [cur, next] = [next, cur];
    curLen = nextLen;
  }
  const table = { depth, move, source, movePerms, moveDefs };
  cache.set(t.b, table);
  return table;
}
