import { expect, test } from 'vitest';
import { N_TWIST } from './coords.js';
import { columnTables, combTables, N_COMB } from './corner-coset.js';
import { buildCosetTable, type CosetSpace, cosetResidue, rowWords } from './coset-bfs.js';
import { N_SYM } from './sym.js';
import { symReduce } from './symcoords.js';
import { twoPhaseTables } from './tables.js';

/*
 * The two-bit BFS against a plain BFS (its brute-force twin) on two spaces small enough for a
 * test: the corner columns alone (one edge row, fixed by all 16 symmetries: the stabiliser path),
 * and slice classes × twist (rows reduced by symmetry, one comb value).
 */

/** Distances by plain BFS over n raw states with a move function. */
function plainBfs(n: number, goal: number, next: (x: number, m: number) => number): Int8Array {
  const dist = new Int8Array(n).fill(-1);
  dist[goal] = 0;
  let frontier = [goal];
  for (let d = 0; frontier.length > 0; d++) {
    const out: number[] = [];
    for (const x of frontier)
      for (let m = 0; m < 18; m++) {
        const y = next(x, m);
        if (dist[y] !== -1) continue;
        dist[y] = d + 1;
        out.push(y);
      }
    frontier = out;
  }
  return dist;
}

const { move, sym } = twoPhaseTables();

test('corner columns (comb × twist) on one symmetric row: every entry is its distance mod 3', () => {
  const comb = combTables();
  const space: CosetSpace = {
    rows: {
      classes: 1,
      raw2sym: Uint32Array.of(0),
      rep: Uint32Array.of(0),
      stab: Uint16Array.of(0xffff),
    },
    hiMove: new Uint16Array(18),
    loMove: new Uint16Array(18),
    loRadix: 1,
    goal: 0,
    combs: N_COMB,
    combMove: comb.move,
    combConj: comb.conj,
    twistMove: move.twist,
    twistConj: sym.twistConj,
  };
  const table = buildCosetTable(space);
  const col = columnTables(move.twist, sym.twistConj);
  const n = N_COMB * N_TWIST;
  const dist = plainBfs(n, 0, (x, m) => col.move[x * 18 + m] as number);
  let wrong = 0;
  for (let x = 0; x < n; x++)
    if (cosetResidue(table, 0, x, rowWords(N_COMB)) !== (dist[x] as number) % 3) wrong++;
  expect(dist.reduce((a, b) => Math.max(a, b), 0)).toBeGreaterThan(3);
  expect(wrong).toBe(0);
});

test('slice classes × twist: every raw state reads its distance mod 3 through its class', () => {
  const slice = symReduce(495, (x, s) => sym.sliceConj[x * N_SYM + s] as number, [
    ...Array(N_SYM).keys(),
  ]);
  const space: CosetSpace = {
    rows: slice,
    hiMove: move.slice,
    loMove: new Uint16Array(18),
    loRadix: 1,
    goal: 0,
    combs: 1,
    combMove: new Uint8Array(18),
    combConj: new Uint8Array(N_SYM),
    twistMove: move.twist,
    twistConj: sym.twistConj,
  };
  const table = buildCosetTable(space);
  const dist = plainBfs(495 * N_TWIST, 0, (x, m) => {
    const sl = Math.floor(x / N_TWIST);
    const tw = x - sl * N_TWIST;
    return (move.slice[sl * 18 + m] as number) * N_TWIST + (move.twist[tw * 18 + m] as number);
  });
  let wrong = 0;
  for (let sl = 0; sl < 495; sl++) {
    const y = slice.raw2sym[sl] as number;
    for (let tw = 0; tw < N_TWIST; tw++) {
      const t = sym.twistConj[tw * N_SYM + (y & 15)] as number;
      if (cosetResidue(table, y >>> 4, t, rowWords(1)) !== (dist[sl * N_TWIST + tw] as number) % 3)
        wrong++;
    }
  }
  expect(wrong).toBe(0);
});
