import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { N_TWIST } from './coords.js';
import { buildExact, type ClassTwistSpace, capUnseen, exactAt, ROW_WORDS } from './exact-table.js';
import { optimalTables } from './optimal-tables.js';
import { packRows } from './phase1-table.js';
import { twoPhaseTables } from './tables.js';

test('packRows: every entry of every row, at its place in the consecutive nibbles', () => {
  const r = rng(9);
  const classes = 7; // rows starting on even and on odd entries, padding nibbles set
  const rows = Uint16Array.from({ length: classes * ROW_WORDS }, () => r.int(65536));
  const packed = packRows(rows, classes);
  expect(packed.length).toBe((classes * N_TWIST + 1) >> 1);
  let mismatches = 0;
  for (let cls = 0; cls < classes; cls++)
    for (let t = 0; t < N_TWIST; t++) {
      const i = cls * N_TWIST + t;
      if ((((packed[i >> 1] as number) >> ((i & 1) << 2)) & 15) !== exactAt(rows, cls, t))
        mismatches++;
    }
  expect(mismatches).toBe(0);
});

test('buildExact with a cap on the corners (class × twist): min(distance, cap) everywhere', () => {
  // The corner database (the optimal solver's one-byte BFS table) is the exact twin.
  const { corners } = optimalTables();
  const { move, sym } = twoPhaseTables();
  const space: ClassTwistSpace = {
    sym: sym.cornerPermSym,
    hiMove: move.cornerPerm,
    loMove: new Uint16Array(18),
    loRadix: 1,
    goal: 0,
    twistMove: move.twist,
    twistConj: sym.twistConj,
  };
  for (const cap of [6, 9]) {
    const table = buildExact(space, undefined, cap);
    let mismatches = 0;
    let capped = 0;
    for (let i = 0; i < corners.length; i++) {
      const d = corners[i] as number;
      if (exactAt(table, Math.floor(i / N_TWIST), i % N_TWIST) !== Math.min(d, cap)) mismatches++;
      if (d > cap) capped++;
    }
    expect(mismatches).toBe(0);
    expect(capped).toBeGreaterThan(0); // the cap was reached: the test tells it from a full BFS
  }
}, 60_000);

test('capUnseen: every 1111 nibble becomes the cap, every other nibble stays', () => {
  const r = rng(10);
  // Words with many 1111 nibbles: each nibble 15 with probability 1/2, else any value.
  const words = Uint16Array.from({ length: 4096 }, (_, i) => {
    if (i < 16) return [0, 0xffff, 0xfff0, 0x0fff, 0xf0f0, 0x0f0f, 0x7fff, 0xfffe][i % 8] as number;
    let w = 0;
    for (let k = 0; k < 16; k += 4) w |= (r.int(2) ? 15 : r.int(16)) << k;
    return w;
  });
  for (const cap of [9, 10, 0, 14]) {
    const got = words.slice();
    capUnseen(got, cap);
    for (const [i, w] of words.entries()) {
      let want = 0;
      for (let k = 0; k < 16; k += 4) {
        const x = (w >> k) & 15;
        want |= (x === 15 ? cap : x) << k;
      }
      expect(got[i]).toBe(want);
    }
  }
});
