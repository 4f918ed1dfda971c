import { expect, test } from 'vitest';
import {
  cornerCombParity,
  moveTables3,
  N_CCOMBP,
  N_CPERM,
  N_FLIP,
  N_SLICE,
  N_SLICEPERM,
  N_TWIST,
  N_UDEPERM,
  PHASE2_MOVES,
} from './coords.js';
import { solvedCubie } from './cubie.js';
import { type SymCoord, symTables } from './symcoords.js';
import { pruningTables } from './tables.js';

/** The plain BFS over raw pairs (a, b), a · nb + b: the twin the symmetry-keyed tables must equal. */
function rawBfs(
  na: number,
  ta: Uint16Array,
  nb: number,
  tb: Uint16Array,
  moves: readonly number[],
) {
  const dist = new Uint8Array(na * nb).fill(255);
  const queue = new Int32Array(na * nb);
  dist[0] = 0;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const x = queue[head] as number;
    const a = Math.floor(x / nb);
    const b = x - a * nb;
    for (const m of moves) {
      const y = (ta[a * 18 + m] as number) * nb + (tb[b * 18 + m] as number);
      if (dist[y] === 255) {
        dist[y] = (dist[x] as number) + 1;
        queue[tail++] = y;
      }
    }
  }
  return dist;
}

/** How many raw pairs the keyed table gets wrong when looked up through the class and symmetry. */
function mismatches(
  sym: SymCoord,
  raw: Uint8Array,
  na: number,
  nb: number,
  conj: Uint16Array,
  table: Uint8Array,
): number {
  let bad = 0;
  for (let a = 0; a < na; a++) {
    const y = sym.raw2sym[a] as number;
    const row = (y >>> 4) * nb;
    for (let b = 0; b < nb; b++)
      if (table[row + (conj[b * 16 + (y & 15)] as number)] !== raw[a * nb + b]) bad++;
  }
  return bad;
}

const ALL = Array.from({ length: 18 }, (_, i) => i);

test('the corner-slot value of the solved cube is 0 (every table starts its BFS there)', () => {
  expect(cornerCombParity(solvedCubie().cp)).toBe(0);
});

test('symmetry classes: 324 twist and 336 flip classes under 8 symmetries, 2768 permutation classes under 16', () => {
  const st = symTables();
  expect([st.twistSym8.classes, st.flipSym8.classes]).toEqual([324, 336]);
  expect([st.cornerPermSym.classes, st.udEdgePermSym.classes]).toEqual([2768, 2768]);
});

test('every symmetry-keyed pruning table equals a plain BFS over the raw pairs, entry for entry', () => {
  const mt = moveTables3();
  const st = symTables();
  const pt = pruningTables({ cache: false });
  const cases = [
    [st.twistSym8, N_TWIST, mt.twist, N_FLIP, mt.flip, st.flipConj, ALL, pt.twistFlip],
    [st.twistSym8, N_TWIST, mt.twist, N_SLICE, mt.slice, st.sliceConj, ALL, pt.sliceTwist],
    [st.flipSym8, N_FLIP, mt.flip, N_SLICE, mt.slice, st.sliceConj, ALL, pt.sliceFlip],
    [
      st.cornerPermSym,
      N_CPERM,
      mt.cornerPerm,
      N_SLICEPERM,
      mt.slicePerm,
      st.slicePermConj,
      PHASE2_MOVES,
      pt.cornerSlice,
    ],
    [
      st.udEdgePermSym,
      N_UDEPERM,
      mt.udEdgePerm,
      N_SLICEPERM,
      mt.slicePerm,
      st.slicePermConj,
      PHASE2_MOVES,
      pt.edgeSlice,
    ],
    [
      st.udEdgePermSym,
      N_UDEPERM,
      mt.udEdgePerm,
      N_CCOMBP,
      mt.cornerCombMove,
      st.cornerCombConj,
      PHASE2_MOVES,
      pt.edgeCorner,
    ],
  ] as const;
  for (const [sym, na, ta, nb, tb, conj, moves, table] of cases) {
    const raw = rawBfs(na, ta, nb, tb, moves);
    expect(raw.includes(255)).toBe(false);
    expect(mismatches(sym, raw, na, nb, conj, table)).toBe(0);
  }
}, 60_000);
