import { readFileSync } from 'node:fs';
import { dataFile } from '@puz/test-kit';

/** A CS440 maze's text: from $PUZ_CS440_DATA or ../shared/data/cs440 when present, else the committed copy. */
export function cs440(name: string): string {
  return readFileSync(dataFile('cs440', `${name}.txt`).path, 'utf8');
}

/*
 * An independent exact solver for "eat every dot", sharing no code with the package: BFS over
 * the raw text, then the shortest walk through all dots as a path over the dots (every leg of an
 * optimal walk between first visits is a shortest path).
 */
export function dotDistances(text: string): {
  k: number;
  fromStart: number[];
  between: number[][];
} {
  // Only the final line ends go: a trailing space is an open cell.
  const rows = text.replace(/[\r\n]+$/, '').split('\n');
  const open = (r: number, c: number) => rows[r]?.[c] !== undefined && rows[r]?.[c] !== '%';
  const bfsFrom = (r0: number, c0: number) => {
    const dist = new Map<string, number>([[`${r0},${c0}`, 0]]);
    const queue: [number, number][] = [[r0, c0]];
    for (let i = 0; i < queue.length; i++) {
      const [r, c] = queue[i]!;
      for (const [dr, dc] of [
        [-1, 0],
        [0, 1],
        [1, 0],
        [0, -1],
      ] as const) {
        const key = `${r + dr},${c + dc}`;
        if (open(r + dr, c + dc) && !dist.has(key)) {
          dist.set(key, dist.get(`${r},${c}`)! + 1);
          queue.push([r + dr, c + dc]);
        }
      }
    }
    return dist;
  };
  const dots: [number, number][] = [];
  let start: [number, number] = [0, 0];
  rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      if (ch === '.') dots.push([r, c]);
      if (ch === 'P') start = [r, c];
    });
  });
  const fromStartMap = bfsFrom(...start);
  const fromStart = dots.map(([r, c]) => fromStartMap.get(`${r},${c}`) ?? Number.POSITIVE_INFINITY);
  const between = dots.map(([r, c]) => {
    const d = bfsFrom(r, c);
    return dots.map(([r2, c2]) => d.get(`${r2},${c2}`) ?? Number.POSITIVE_INFINITY);
  });
  return { k: dots.length, fromStart, between };
}

/** Held–Karp: exact, O(2^k·k²); for k up to ~16. */
export function heldKarp({ k, fromStart, between }: ReturnType<typeof dotDistances>): number {
  const best = new Float64Array((1 << k) * k).fill(Number.POSITIVE_INFINITY);
  for (let j = 0; j < k; j++) best[(1 << j) * k + j] = fromStart[j]!;
  for (let mask = 1; mask < 1 << k; mask++) {
    for (let last = 0; last < k; last++) {
      const here = best[mask * k + last]!;
      if (here === Number.POSITIVE_INFINITY) continue;
      for (let next = 0; next < k; next++) {
        if (mask & (1 << next)) continue;
        const to = (mask | (1 << next)) * k + next;
        const cost = here + between[last]![next]!;
        if (cost < best[to]!) best[to] = cost;
      }
    }
  }
  let answer = Number.POSITIVE_INFINITY;
  for (let last = 0; last < k; last++) answer = Math.min(answer, best[((1 << k) - 1) * k + last]!);
  return answer;
}

/**
 * Is there a walk through every dot cheaper than `limit`? Depth-first over visiting orders,
 * pruned by cost so far + nearest dot + a minimum spanning tree of the rest (Prim, memoised),
 * and by the best cost seen for each (last dot, visited set).
 */
export function existsCheaperThan(
  { k, fromStart, between }: ReturnType<typeof dotDistances>,
  limit: number,
): boolean {
  if (k > 30) throw new Error('existsCheaperThan handles up to 30 dots');
  const mstMemo = new Map<number, number>();
  const mst = (mask: number): number => {
    let cached = mstMemo.get(mask);
    if (cached !== undefined) return cached;
    const rest: number[] = [];
    for (let i = 0; i < k; i++) if (!(mask & (1 << i))) rest.push(i);
    const key = new Array<number>(rest.length).fill(Number.POSITIVE_INFINITY);
    const done = new Array<boolean>(rest.length).fill(false);
    cached = 0;
    if (rest.length > 0) key[0] = 0;
    for (let n = 0; n < rest.length; n++) {
      let u = -1;
      for (let j = 0; j < rest.length; j++) if (!done[j] && (u < 0 || key[j]! < key[u]!)) u = j;
      done[u] = true;
      cached += key[u]!;
      for (let j = 0; j < rest.length; j++)
        if (!done[j]) key[j] = Math.min(key[j]!, between[rest[u]!]![rest[j]!]!);
    }
    mstMemo.set(mask, cached);
    return cached;
  };
  const seen = new Map<number, number>();
  const full = 2 ** k - 1;
  const search = (last: number, mask: number, g: number): boolean => {
    if (mask === full) return g < limit;
    const memoKey = mask * 32 + (last + 1);
    const before = seen.get(memoKey);
    if (before !== undefined && before <= g) return false;
    seen.set(memoKey, g);
    let nearest = Number.POSITIVE_INFINITY;
    for (let j = 0; j < k; j++)
      if (!(mask & (1 << j)))
        nearest = Math.min(nearest, last < 0 ? fromStart[j]! : between[last]![j]!);
    if (g + nearest + mst(mask) >= limit) return false;
    for (let j = 0; j < k; j++) {
      if (mask & (1 << j)) continue;
      const step = last < 0 ? fromStart[j]! : between[last]![j]!;
      if (search(j, (mask | (1 << j)) >>> 0, g + step)) return true;
    }
    return false;
  };
  return search(-1, 0, 0);
}
