import { compose, identity, invert, isIdentity, order, type Perm, power } from '@puz/perm';
import { santaTypes } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { globeCell } from './geometry.js';
import { globeMoveNames, globeMoves } from './moves.js';
import { globeStickerCount, parseGlobeType } from './size.js';

const santa = santaTypes('globe_');
const types = [...santa.types.keys()];

test(`puzzle_info.csv has globe types (${santa.path})`, () => {
  // The real file has nine; the committed sample three.
  expect(types.length).toBeGreaterThanOrEqual(3);
});

describe.each(types)('%s', (type) => {
  const { a, b } = parseGlobeType(type);
  const csv = santa.types.get(type)!;
  const moves = globeMoves(a, b, { inverses: true });

  test('generated moves equal puzzle_info.csv, in its order', () => {
    expect(globeMoveNames(a, b)).toEqual([...csv.keys()]);
    for (const [name, perm] of csv) {
      expect(perm.length, name).toBe(globeStickerCount(a, b));
      expect(Array.from(moves.get(name)!), name).toEqual(perm);
    }
  });

  test('-m is the inverse of the CSV move', () => {
    for (const [name, perm] of csv) {
      expect(Array.from(moves.get(`-${name}`)!), name).toEqual(
        Array.from(invert(Uint16Array.from(perm))),
      );
    }
  });
});

describe.each([
  [1, 1],
  [1, 8],
  [2, 6],
  [3, 4],
  [4, 3],
  [5, 7],
])('globe_%i/%i group properties', (a, b) => {
  const moves = globeMoves(a, b, { inverses: true });
  const n = globeStickerCount(a, b);

  test('a row move has order 2b and turns exactly its row', () => {
    for (let i = 0; i <= a; i++) {
      const r = moves.get(`r${i}`)!;
      expect(order(r)).toBe(BigInt(2 * b));
      expect(isIdentity(compose(r, moves.get(`-r${i}`)!))).toBe(true);
      const moved = [...r.keys()].filter((x) => r[x] !== x);
      expect(moved).toEqual(Array.from({ length: 2 * b }, (_, c) => globeCell(a, b, i, c)));
    }
  });

  test('a flip is an involution moving 2b cells of each row pair, never the equator', () => {
    const rowsFlipped = 2 * Math.floor((a + 1) / 2);
    for (let k = 0; k < 2 * b; k++) {
      const f = moves.get(`f${k}`)!;
      expect(isIdentity(compose(f, f))).toBe(true);
      expect(moves.get(`-f${k}`)).toEqual(f);
      const moved = [...f.keys()].filter((x) => f[x] !== x).length;
      // b cells of each flipped row: each goes to the mirror row, so none stays put.
      expect(moved).toBe(rowsFlipped * b);
    }
  });

  test('flips k and k+b turn complementary halves: together, a half turn of the whole globe', () => {
    for (let k = 0; k < b; k++) {
      const both = compose(moves.get(`f${k}`)!, moves.get(`f${k + b}`)!);
      expect(isIdentity(power(both, 2))).toBe(true);
      expect(compose(moves.get(`f${k + b}`)!, moves.get(`f${k}`)!)).toEqual(both);
    }
    expect(moves.get('f0')!.length).toBe(n);
  });

  test("seed 001's f0.r0.f0.r1.f0.-r1.f0.-r0 is a 3-cycle when a = 1", () => {
    if (a !== 1 || b < 2) return;
    const seq = ['f0', 'r0', 'f0', 'r1', 'f0', '-r1', 'f0', '-r0'].map((m) => moves.get(m)!);
    const p = seq.reduce<Perm>((x, y) => compose(x, y), identity(n));
    expect([...p.keys()].filter((x) => p[x] !== x).length).toBe(3);
  });
});
