import { URF3_MOVE } from './sym.js';

/*
 * What the optimal search (optimal-search.ts) and its inverse probes (optimal-inverse.ts) share:
 * the depth limit, the moves as each axis sees them, and the per-depth scratch where a node's
 * children are gathered. Preallocated typed arrays, one set per thread (each worker is its own
 * isolate), so nothing is allocated per node.
 */

/** Longer than any optimal answer (20 at most): the stack's size. */
export const MAX_DEPTH = 26;

/** AXIS_MOVE[k · 18 + m]: move m as the cube turned k times about the URF diagonal sees it. */
export const AXIS_MOVE = new Uint8Array(3 * 18);
for (let m = 0; m < 18; m++) {
  AXIS_MOVE[m] = m;
  AXIS_MOVE[18 + m] = URF3_MOVE[m] as number;
  AXIS_MOVE[36 + m] = URF3_MOVE[URF3_MOVE[m] as number] as number;
}

/**
 * Children's records at each depth: the move, then per axis its column (twist, or corner comb and
 * twist), flip, middle-edge coordinate and distance — the layout
 * of a stack frame after the corner permutation.
 */
export const K = 13;
export const KIDS = new Int32Array((MAX_DEPTH + 1) * 18 * K);
/** One node's children that passed the position's bounds (record index), and their corner perms. */
export const PICK = new Int32Array(18);
export const GOT = new Int32Array(18);
// Scratch for one node's children: table offsets, then what was read there. The reads from the
// large tables are gathered in loops that do nothing else, so many of them are in flight at once
// (a loop with more work per child leaves room in the CPU for only a few outstanding misses).
export const IDX = new Int32Array(18);
export const SHIFT = new Int32Array(18);
/** Per depth: the children that passed every bound, their corner permutations and inverse records. */
export const KEEP = new Int32Array((MAX_DEPTH + 1) * 18);
export const KEEP_CP = new Int32Array((MAX_DEPTH + 1) * 18);
export const KEEP_REC = new Int32Array((MAX_DEPTH + 1) * 18);

/** The bound of three axes' exact distances: one more when they are equal (optimal-search.ts). */
export function axesBound(d0: number, d1: number, d2: number): number {
  const d = Math.max(d0, d1, d2);
  return d0 === d && d1 === d && d2 === d && d > 0 ? d + 1 : d;
}
