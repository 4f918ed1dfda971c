import { throwIfAborted } from '@puz/perm';
import { PackedArray } from './packed-array.js';
import type { SearchOptions } from './problem.js';

export interface DistanceTable {
  readonly size: number;
  /** Distance of a rank from the nearest start; Infinity when unreachable. */
  get(rank: number): number;
  /** counts[d] = how many ranks are at distance d (the distance distribution). */
  readonly counts: number[];
  readonly maxDistance: number;
  /** The packed entries (4 bits while every distance fits, 8 beyond); the top value means unreachable. */
  readonly entries: PackedArray;
}

export interface DistanceTableOptions extends Pick<SearchOptions, 'signal' | 'onProgress'> {
  /** Ranks at distance 0 (default [0]). */
  starts?: readonly number[];
}

/**
 * God's algorithm over a ranked state space: BFS from `starts` over ranks 0..size-1, where
 * `neighbors(rank, push)` pushes the ranks one move away. Layer by layer, each layer found by a
 * scan of the table, so memory is the packed table alone (4 bits per state while distances stay
 * under 15, then 8). The base of pattern databases.
 */
export function distanceTable(
  size: number,
  neighbors: (rank: number, push: (next: number) => void) => void,
  options: DistanceTableOptions = {},
): DistanceTable {
  if (!Number.isSafeInteger(size) || size < 1)
    throw new RangeError(`size must be a positive integer, got ${size}`);
  const started = performance.now();
  let entries = new PackedArray(size, 4).fill(15);
  let unseen = 15;
  const counts: number[] = [];
  const starts = options.starts ?? [0];
  let layerSize = 0;
  for (const s of starts) {
    if (!Number.isInteger(s) || s < 0 || s >= size)
      throw new RangeError(`start ${s} is outside 0..${size - 1}`);
    if (entries.get(s) !== unseen) continue;
    entries.set(s, 0);
    layerSize++;
  }
  counts.push(layerSize);
  let depth = 0;
  let next = 0;
  let badRank = -1;
  const push = (r: number) => {
    if (!(r >= 0 && r < size) || !Number.isInteger(r)) badRank = r;
    else if (entries.get(r) === unseen) {
      entries.set(r, depth + 1);
      next++;
    }
  };
  while (layerSize > 0) {
    if (depth + 1 >= unseen) {
      if (unseen === 255)
        throw new RangeError('distanceTable: distances above 254 are not supported');
      entries = widen(entries);
      unseen = 255;
    }
    next = 0;
    for (let r = 0; r < size; r++) {
      if (entries.get(r) !== depth) continue;
      neighbors(r, push);
      if (badRank !== -1)
        throw new RangeError(`neighbors(${r}) pushed ${badRank}, outside 0..${size - 1}`);
      if ((r & 0xffff) === 0) throwIfAborted(options.signal, 'the table build');
    }
    depth++;
    if (next > 0) counts.push(next);
    layerSize = next;
    options.onProgress?.({
      expanded: counts.reduce((a, b) => a + b, 0),
      generated: 0,
      frontier: next,
      depth,
      ms: performance.now() - started,
    });
  }
  const top = unseen;
  const table = entries;
  return {
    size,
    counts,
    maxDistance: counts.length - 1,
    entries: table,
    get(rank: number) {
      const d = table.get(rank);
      return d === top ? Number.POSITIVE_INFINITY : d;
    },
  };
}

function widen(entries: PackedArray): PackedArray {
  const wide = new PackedArray(entries.length, 8);
  for (let i = 0; i < entries.length; i++) {
    const v = entries.get(i);
    wide.data[i] = v === 15 ? 255 : v;
  }
  return wide;
}
