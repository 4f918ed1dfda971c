import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { flip, N_FLIP, slice, twist } from './coords.js';
import { buildExact, type ClassTwistSpace, exactAt } from './exact-table.js';
import { buildMod3, MOD3_NEXT, mod3At } from './mod3-table.js';
import { rootEdgeDistances, setRoot, useTables } from './optimal-search.js';
import { searchTables, usesHugeTable } from './optimal-shared.js';
import { optimalTables } from './optimal-tables.js';
import { randomCubie } from './random.js';
import { twoPhaseTables } from './tables.js';

test('MOD3_NEXT: a residue next to an exact distance d gives d - 1, d or d + 1', () => {
  for (let d = 1; d < 40; d++)
    for (const e of [d - 1, d, d + 1]) expect(MOD3_NEXT[d * 4 + (e % 3)]).toBe(e);
});

/** The corners as a class × twist space: its exact table is the corner database (symBfs). */
function cornerSpace(): ClassTwistSpace {
  const { move, sym } = twoPhaseTables();
  return {
    sym: sym.cornerPermSym,
    hiMove: move.cornerPerm,
    loMove: new Uint16Array(18),
    loRadix: 1,
    goal: 0,
    twistMove: move.twist,
    twistConj: sym.twistConj,
  };
}

test('buildMod3 on the corners (class × twist): the residues of the one-byte BFS table, everywhere', () => {
  const { corners } = optimalTables();
  const table = buildMod3(cornerSpace());
  let mismatches = 0;
  for (let i = 0; i < corners.length; i++)
    if (mod3At(table, Math.floor(i / 2187), i % 2187) !== (corners[i] as number) % 3) mismatches++;
  expect(mismatches).toBe(0);
});

test('buildExact on the corners (class × twist): the one-byte BFS table, everywhere', () => {
  const { corners } = optimalTables();
  const table = buildExact(cornerSpace());
  let mismatches = 0;
  for (let i = 0; i < corners.length; i++)
    if (exactAt(table, Math.floor(i / 2187), i % 2187) !== corners[i]) mismatches++;
  expect(mismatches).toBe(0);
});

test('the search reads the phase-1 table at two bits: exact distances recovered by walking down', {
  timeout: 60_000,
}, () => {
  // Each axis's distance from the residues equals the 4-bit table's entry for the same position.
  const { flipSlice, phase1 } = optimalTables();
  const { sym } = twoPhaseTables();
  useTables(searchTables({ table: 'phase1' }));
  const r = rng(41);
  for (let k = 0; k < 30; k++) {
    const c = randomCubie(r);
    setRoot(c);
    const [d0] = rootEdgeDistances();
    const y = flipSlice.raw2sym[slice(c) * N_FLIP + flip(c)] as number;
    const i = (y >>> 4) * 2187 + (sym.twistConj[twist(c) * 16 + (y & 15)] as number);
    expect(d0).toBe(((phase1[i >> 1] as number) >> ((i & 1) << 2)) & 15);
  }
});

test("table 'auto' reads the huge table only when it is on disk: never builds it unasked", () => {
  const dir = mkdtempSync(join(tmpdir(), 'puz-huge-'));
  try {
    expect(usesHugeTable({ table: 'auto', cacheDir: dir })).toBe(false);
    expect(usesHugeTable({ table: 'phase1' })).toBe(false);
    expect(usesHugeTable({ table: 'huge', cacheDir: dir })).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
