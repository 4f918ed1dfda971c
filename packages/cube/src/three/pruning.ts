import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import {
  moveTables3,
  N_CPERM,
  N_FLIP,
  N_SLICE,
  N_SLICEPERM,
  N_TWIST,
  N_UDEPERM,
  PHASE2_MOVES,
} from './coords.js';

/*
 * Two-phase pruning tables: exact distances in pairs of coordinates, one byte each.
 * Phase 1: slice × twist (1,082,565) and slice × flip (1,013,760), over all 18 face turns.
 * Phase 2: slice permutation × corner permutation and × U/D edge permutation (967,680 each),
 * over the 10 phase-2 turns. Built by BFS on first use and cached on disk.
 */

export interface PruningTables {
  /** twist × flip (4,478,976): the pair the slice tables miss. */
  twistFlip: Uint8Array;
  sliceTwist: Uint8Array;
  sliceFlip: Uint8Array;
  cornerSlice: Uint8Array;
  edgeSlice: Uint8Array;
}

const ALL = Array.from({ length: 18 }, (_, i) => i);

/**
 * BFS over a product coordinate a·nb + b from 0, moving each part with its own table. One
 * Int32Array queue in BFS order (each state enters once), so nothing is allocated per layer.
 */
function bfs(
  na: number,
  ta: Uint16Array,
  nb: number,
  tb: Uint16Array,
  moves: readonly number[],
): Uint8Array {
  const size = na * nb;
  const dist = new Uint8Array(size).fill(255);
  const queue = new Int32Array(size);
  const ms = Int32Array.from(moves);
  dist[0] = 0;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const x = queue[head] as number;
    const a = (x / nb) | 0;
    const b = x - a * nb;
    const d = (dist[x] as number) + 1;
    const ra = a * 18;
    const rb = b * 18;
    for (let k = 0; k < ms.length; k++) {
      const m = ms[k] as number;
      const y = (ta[ra + m] as number) * nb + (tb[rb + m] as number);
      if (dist[y] === 255) {
        dist[y] = d;
        queue[tail++] = y;
      }
    }
  }
  return dist;
}

let loaded: PruningTables | undefined;
const VERSION = 2;

export function pruningTables(options: { cache?: boolean; cacheDir?: string } = {}): PruningTables {
  if (loaded) return loaded;
  const useCache = options.cache !== false;
  const file = join(options.cacheDir ?? cacheDir(), `cube3-twophase.v${VERSION}.bin`);
  const sizes = [
    N_SLICE * N_TWIST,
    N_SLICE * N_FLIP,
    N_SLICEPERM * N_CPERM,
    N_SLICEPERM * N_UDEPERM,
    N_TWIST * N_FLIP,
  ];
  const total = sizes.reduce((a, b) => a + b, 0);
  const key = `twophase:${sizes.join(',')}`;
  let payload = useCache ? readCached(file, VERSION, key) : undefined;
  if (!payload || payload.length !== total) {
    const t = moveTables3();
    payload = new Uint8Array(total);
    let at = 0;
    for (const table of [
      bfs(N_SLICE, t.slice, N_TWIST, t.twist, ALL),
      bfs(N_SLICE, t.slice, N_FLIP, t.flip, ALL),
      bfs(N_SLICEPERM, t.slicePerm, N_CPERM, t.cornerPerm, PHASE2_MOVES),
      bfs(N_SLICEPERM, t.slicePerm, N_UDEPERM, t.udEdgePerm, PHASE2_MOVES),
      bfs(N_TWIST, t.twist, N_FLIP, t.flip, ALL),
    ]) {
      payload.set(table, at);
      at += table.length;
    }
    if (useCache) writeCached(file, VERSION, key, payload);
  }
  let at = 0;
  const take = (n: number) => {
    const part = payload.subarray(at, at + n);
    at += n;
    return part;
  };
  loaded = {
    sliceTwist: take(sizes[0] as number),
    sliceFlip: take(sizes[1] as number),
    cornerSlice: take(sizes[2] as number),
    edgeSlice: take(sizes[3] as number),
    twistFlip: take(sizes[4] as number),
  };
  return loaded;
}
