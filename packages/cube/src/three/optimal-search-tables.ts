import type { InverseTable } from './optimal-inverse.js';

/*
 * The shape of the tables the optimal search (optimal-search.ts) reads. It lives apart from the
 * search so that the code that builds and shares the tables (optimal-shared.ts) and the worker
 * protocol read it from here, and optimal-search.ts keeps to the depth-first search itself.
 */

/** The arrays the search reads: plain or SharedArrayBuffer-backed (workers), never written. */
export interface SearchTables {
  cornerPerm: Uint16Array;
  /** The twist's moves. */
  twist: Uint16Array;
  /**
   * The corner comb's moves and conjugates (corner-coset.ts) with `nx`, else one zero row each (a
   * column without comb): the search's column is comb << 12 | twist, followed through these and
   * the twist's tables, which stay in the CPU caches (a 153,090-column move table did not).
   */
  combMove: Uint8Array;
  combConj: Uint8Array;
  flip: Uint16Array;
  /**
   * The middle-edge coordinate's moves: slice (495 values), placement (11,880) when `sorted`, or
   * slice-pair (1,485) when `paired`.
   */
  slice: Uint16Array;
  /** Corner permutation → (class << 4 | symmetry) under the 16 U-D symmetries. */
  cornerPermSym: Uint32Array;
  /** Edge coordinate (slice or placement · 2048 + flip) → (class << 4 | symmetry). */
  flipSliceSym: Uint32Array;
  /** The twist conjugated by the 16 symmetries. */
  twistConj: Uint16Array;
  /** Corner-permutation class × twist, one byte each. */
  corners: Uint8Array;
  /**
   * Edge class × column: the distance mod 3, 2 bits each, in rows of 547 bytes (mod3-table.ts),
   * or with `nx` (and nxp) in rows of 9,569 32-bit words (coset-bfs.ts).
   */
  phase1: Uint8Array | Uint32Array;
  /** true: the huge table (middle edges placed in order); false: phase-1 or nx. */
  sorted: boolean;
  /** true: the nx or nxp table (nx-table.ts). */
  nx: boolean;
  /** true: the nxp table, whose middle-edge coordinate is the slice-pair value (slice-pair.ts). */
  paired?: boolean;
  /** The inverse's bounds (optimal-inverse.ts), when the search probes them. */
  inverse?: InverseTable;
}
