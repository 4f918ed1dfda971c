import { compose, cycles, invert, isIdentity, order } from '@puz/perm';
import { santaTypes } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { wreathCrossings, wreathRings } from './geometry.js';
import { WREATH_MOVE_NAMES, wreathMoves } from './moves.js';
import { parseWreathType, wreathStickerCount } from './size.js';

const santa = santaTypes('wreath_');
const types = [...santa.types.keys()];

test(`puzzle_info.csv has wreath types (${santa.path})`, () => {
  // The real file has six; the committed sample three.
  expect(types.length).toBeGreaterThanOrEqual(3);
});

describe.each(types)('%s', (type) => {
  const n = parseWreathType(type);
  const csv = santa.types.get(type)!;
  const moves = wreathMoves(n, { inverses: true });

  test('generated moves equal puzzle_info.csv, in its order', () => {
    expect([...csv.keys()]).toEqual(WREATH_MOVE_NAMES);
    for (const [name, perm] of csv) {
      expect(perm.length, name).toBe(wreathStickerCount(n));
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

describe.each([3, 4, 5, 6, 7, 12, 13, 21, 33, 100])('wreath_%i/%i group properties', (n) => {
  const moves = wreathMoves(n, { inverses: true });
  const size = wreathStickerCount(n);

  test('each move is one n-cycle of its ring, of order n, undone by its inverse', () => {
    const rings = wreathRings(n);
    for (const name of ['l', 'r'] as const) {
      const m = moves.get(name)!;
      expect(m.length).toBe(size);
      expect(order(m)).toBe(BigInt(n));
      expect(isIdentity(compose(m, moves.get(`-${name}`)!))).toBe(true);
      const cs = cycles(m);
      expect(cs).toHaveLength(1);
      expect([...cs[0]!].sort((x, y) => x - y)).toEqual([...rings[name]].sort((x, y) => x - y));
    }
  });

  test('the rings share exactly the two crossings and cover every sticker', () => {
    const { l, r } = wreathRings(n);
    expect(l.filter((x) => r.includes(x))).toEqual([...wreathCrossings(n)]);
    expect(new Set([...l, ...r]).size).toBe(size);
  });

  test('l and r do not commute', () => {
    const [l, r] = [moves.get('l')!, moves.get('r')!];
    expect(compose(l, r)).not.toEqual(compose(r, l));
  });
});
