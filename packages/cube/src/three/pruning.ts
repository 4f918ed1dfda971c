import {
  type MoveTables3,
  N_CCOMBP,
  N_FLIP,
  N_SLICE,
  N_SLICEPERM,
  PHASE2_MOVES,
} from './coords.js';
import { N_SYM } from './sym.js';
import type { SymCoord, SymTables } from './symcoords.js';

/*
 * Two-phase pruning tables: exact distances in pairs of coordinates, one byte each, keyed by the
 * symmetry class of the first coordinate (see symcoords.ts) so they are 6-15x smaller than raw:
 * phase 1 (all 18 turns, 8 symmetries): twist class × slice, flip class × slice, twist class × flip;
 * phase 2 (the 10 phase-2 turns, 16 symmetries): corner-permutation class × slice permutation and
 * U/D-edge-permutation class × slice permutation. About 1.1 M entries: built by BFS at first use in
 * a few hundred ms, and cached on disk with the move and symmetry tables (tables.ts).
 */

export interface PruningTables {
  /** twist class (324) × flip (2048). */
  twistFlip: Uint8Array;
  /** twist class (324) × slice (495). */
  sliceTwist: Uint8Array;
  /** flip class (336) × slice (495). */
  sliceFlip: Uint8Array;
  /** corner permutation class (2768) × slice permutation (24). */
  cornerSlice: Uint8Array;
  /** U/D edge permutation class (2768) × slice permutation (24). */
  edgeSlice: Uint8Array;
  /** U/D edge permutation class (2768) × where the U corners are, with the parity (140). */
  edgeCorner: Uint8Array;
}

const ALL = Array.from({ length: 18 }, (_, i) => i);

/**
 * BFS over (class of coordinate a, raw coordinate b), index class · nb + b, from the solved state.
 * A move takes a's representative through a's raw move table, then conjugates both parts by the
 * symmetry that brings the new a to its representative. When a representative is symmetric, the
 * conjugates of b under its stabiliser are the same position seen differently: they get the same
 * distance at the same time, or the BFS could meet them only later through another path.
 *
 * Layer by layer: forwards (expand the last layer) while it is small, then backwards (an unseen
 * entry is in the next layer when some neighbour is in the last one), which stops at the first such
 * neighbour — most entries sit in the last two layers, so this saves most of the work.
 */
export function symBfs(
  a: SymCoord,
  moveA: Uint16Array,
  nb: number,
  moveB: Uint16Array,
  conjB: Uint16Array,
  moves: readonly number[],
): Uint8Array {
  const size = a.classes * nb;
  const dist = new Uint8Array(size).fill(255);
  const ms = Int32Array.from(moves);
  const nm = ms.length;
  const { raw2sym, rep, stab } = a;
  // Give entry (cls, b) distance d, with its stabiliser conjugates; returns how many were new.
  const mark = (cls: number, b: number, d: number): number => {
    let added = 0;
    const mask = stab[cls] as number;
    for (let t = 0; t < N_SYM; t++) {
      if (!((mask >> t) & 1)) continue;
      const y = cls * nb + (t === 0 ? b : (conjB[b * N_SYM + t] as number));
      if (dist[y] === 255) {
        dist[y] = d;
        added++;
      }
    }
    return added;
  };
  let done = mark(0, 0, 0);
  for (let d = 0; done < size; d++) {
    let added = 0;
    const backwards = done > size / 3;
    for (let cls = 0; cls < a.classes; cls++) {
      const ra = (rep[cls] as number) * 18;
      for (let b = 0; b < nb; b++) {
        const x = cls * nb + b;
        if (dist[x] !== (backwards ? 255 : d)) continue;
        const rb = b * 18;
        for (let k = 0; k < nm; k++) {
          const m = ms[k] as number;
          const y = raw2sym[moveA[ra + m] as number] as number;
          const cls2 = y >>> 4;
          const b2 = conjB[(moveB[rb + m] as number) * N_SYM + (y & 15)] as number;
          const z = cls2 * nb + b2;
          if (backwards) {
            if (dist[z] === d) {
              added += mark(cls, b, d + 1);
              break;
            }
          } else if (dist[z] === 255) added += mark(cls2, b2, d + 1);
        }
      }
    }
    if (added === 0) throw new Error('pruning BFS stalled before filling its table (a bug)');
    done += added;
  }
  return dist;
}

/** Every pruning table, by BFS from the solved state (a few hundred ms). */
export function buildPruningTables(t: MoveTables3, st: SymTables): PruningTables {
  return {
    twistFlip: symBfs(st.twistSym8, t.twist, N_FLIP, t.flip, st.flipConj, ALL),
    sliceTwist: symBfs(st.twistSym8, t.twist, N_SLICE, t.slice, st.sliceConj, ALL),
    sliceFlip: symBfs(st.flipSym8, t.flip, N_SLICE, t.slice, st.sliceConj, ALL),
    cornerSlice: symBfs(
      st.cornerPermSym,
      t.cornerPerm,
      N_SLICEPERM,
      t.slicePerm,
      st.slicePermConj,
      PHASE2_MOVES,
    ),
    edgeSlice: symBfs(
      st.udEdgePermSym,
      t.udEdgePerm,
      N_SLICEPERM,
      t.slicePerm,
      st.slicePermConj,
      PHASE2_MOVES,
    ),
    edgeCorner: symBfs(
      st.udEdgePermSym,
      t.udEdgePerm,
      N_CCOMBP,
      t.cornerCombMove,
      st.cornerCombConj,
      PHASE2_MOVES,
    ),
  };
}
