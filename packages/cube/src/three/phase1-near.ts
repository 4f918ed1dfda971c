import { N_FLIP, N_SLICE, N_TWIST } from './coords.js';

/*
 * The exact phase-1 distance of the few positions within `depth` face turns of phase 1's goal
 * (twist, flip, slice all 0), in an open-addressing hash: a small table the CPU keeps in cache.
 * Most children the two-phase search looks at lie two to four moves from the end of a phase-1
 * search, where this answers exactly with one probe instead of three pair tables.
 */

export interface NearGoal {
  /** key + 1 of each slot (0: empty); key = (slice · 2048 + flip) · 2187 + twist. */
  keys: Uint32Array;
  dist: Uint8Array;
  /** The positions within this many moves of the goal are in the hash. */
  depth: number;
  /** Bits of the hash: the table has 2^bits slots. */
  bits: number;
  /**
   * Per coordinate value, the least distance of a position in the hash with that value (depth + 1
   * for a value none has): sliceMin[sl] >= r rules out distance < r for every twist and flip
   * (r <= depth + 1), from one byte of a 495-byte table, before the twist, flip and hash are read.
   */
  sliceMin: Uint8Array;
  twistMin: Uint8Array;
  flipMin: Uint8Array;
}

export const nearKey = (tw: number, fl: number, sl: number) => (sl * N_FLIP + fl) * N_TWIST + tw;

/**
 * The exact phase-1 distance of (tw, fl, sl) if it is at most the hash's depth, else depth + 1
 * (the two-phase search's hot loop calls it).
 */
export function nearDistance(near: NearGoal, tw: number, fl: number, sl: number): number {
  const key = nearKey(tw, fl, sl);
  const i = nearSlot(near, key);
  return near.keys[i] === 0 ? near.depth + 1 : (near.dist[i] as number);
}

/** The slot of `key` (its own, or the empty one where it would go). */
export function nearSlot(near: NearGoal, key: number): number {
  const mask = (1 << near.bits) - 1;
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - near.bits);
  while (near.keys[i] !== 0 && near.keys[i] !== key + 1) i = (i + 1) & mask;
  return i;
}

/** Breadth-first from the goal through the move tables, `depth` layers. */
export function nearGoal(
  TW: Uint16Array,
  FL: Uint16Array,
  SL: Uint16Array,
  depth: number,
  bits: number,
): NearGoal {
  const near: NearGoal = {
    keys: new Uint32Array(1 << bits),
    dist: new Uint8Array(1 << bits),
    depth,
    bits,
    sliceMin: new Uint8Array(N_SLICE).fill(depth + 1),
    twistMin: new Uint8Array(N_TWIST).fill(depth + 1),
    flipMin: new Uint8Array(N_FLIP).fill(depth + 1),
  };
  let layer = [[0, 0, 0]];
  near.keys[nearSlot(near, 0)] = 1;
  near.sliceMin[0] = near.twistMin[0] = near.flipMin[0] = 0;
  let size = 1;
  for (let d = 1; d <= depth; d++) {
    const next: number[][] = [];
    for (const [tw, fl, sl] of layer as [number, number, number][])
      for (let m = 0; m < 18; m++) {
        const t = TW[tw * 18 + m] as number;
        const f = FL[fl * 18 + m] as number;
        const s = SL[sl * 18 + m] as number;
        const slot = nearSlot(near, nearKey(t, f, s));
        if (near.keys[slot] !== 0) continue;
        near.keys[slot] = nearKey(t, f, s) + 1;
        near.dist[slot] = d;
        // Layers come in order of distance: the first value seen is the least.
        near.sliceMin[s] = Math.min(near.sliceMin[s] as number, d);
        near.twistMin[t] = Math.min(near.twistMin[t] as number, d);
        near.flipMin[f] = Math.min(near.flipMin[f] as number, d);
        next.push([t, f, s]);
        if (++size * 2 > 1 << bits) throw new Error('near-goal hash too small (a bug)');
      }
    layer = next;
  }
  return near;
}
