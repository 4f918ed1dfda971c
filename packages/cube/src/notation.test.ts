import { compose, equals, identity, isIdentity, order, ParseError, type Perm } from '@puz/perm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Move } from './move.js';
import { CubeMoves } from './moves.js';
import { countMoves, formatAlg, invertAlg, parseAlg, simplifyAlg, toSanta } from './notation.js';
import { santaCubeMoves } from './santa/order.js';

const cubes = new Map<number, CubeMoves>();
const cube = (n: number) => {
  let c = cubes.get(n);
  if (!c) {
    c = new CubeMoves(n);
    cubes.set(n, c);
  }
  return c;
};
const perm = (alg: string, n: number) => cube(n).permOf(parseAlg(alg, n));
const same = (a: string, b: string, n: number) => equals(perm(a, n), perm(b, n));

describe('parsing', () => {
  test.each([
    [
      "R U' F2",
      3,
      [
        ['R', 1, 1, 1],
        ['U', 1, 1, 3],
        ['F', 1, 1, 2],
      ],
    ],
    [
      '2R Rw 3Rw2 r',
      5,
      [
        ['R', 2, 2, 1],
        ['R', 1, 2, 1],
        ['R', 1, 3, 2],
        ['R', 1, 2, 1],
      ],
    ],
    [
      "2-3r 2-4Lw' 3l",
      6,
      [
        ['R', 2, 3, 1],
        ['L', 2, 4, 3],
        ['L', 1, 3, 1],
      ],
    ],
    [
      "M E2 S'",
      5,
      [
        ['L', 3, 3, 1],
        ['D', 3, 3, 2],
        ['F', 3, 3, 3],
      ],
    ],
    [
      "x y' z2",
      4,
      [
        ['R', 1, 4, 1],
        ['U', 1, 4, 3],
        ['F', 1, 4, 2],
      ],
    ],
    [
      'f0 -r1 d2',
      3,
      [
        ['F', 1, 1, 1],
        ['R', 2, 2, 3],
        ['D', 3, 3, 1],
      ],
    ],
    [
      'f0.r1.-d0',
      4,
      [
        ['F', 1, 1, 1],
        ['R', 2, 2, 1],
        ['D', 1, 1, 3],
      ],
    ],
    [
      'r2 d2',
      3,
      [
        ['R', 1, 2, 2],
        ['D', 1, 2, 2],
      ],
    ],
  ] as const)('%j on %ix%i', (text, n, expected) => {
    expect(parseAlg(text, n).map((m) => [m.face, m.from, m.to, m.amount])).toEqual(expected);
  });

  test('a line may mix WCA and Santa names; a token both can be stays WCA', () => {
    const read = (text: string) => parseAlg(text, 4).map((m) => [m.face, m.from, m.to, m.amount]);
    expect(read("R f0 U' -r1")).toEqual([
      ['R', 1, 1, 1],
      ['F', 1, 1, 1],
      ['U', 1, 1, 3],
      ['R', 2, 2, 3],
    ]);
    expect(read('R f2')).toEqual([
      ['R', 1, 1, 1],
      ['F', 1, 2, 2],
    ]);
    // The same permutation whichever way it is written.
    expect(perm("R f0 U' -r1", 4)).toEqual(perm("R F U' 2R'", 4));
  });

  // Issue 33: in "f0 f2 B" f2 was WCA's Fw2, in "f0 f2" Santa's layer 2; one token, one meaning.
  test.each(['f0 f2 B', 'R -r1 d2', 'f2 U f1'])(
    '%j, a Santa-only name beside f2/r2/d2 and WCA moves, is refused',
    (text) => {
      expect(() => parseAlg(text, 4)).toThrow(ParseError);
      expect(() => parseAlg(text, 4)).toThrow(
        /is WCA's [FRD]w2 or Santa's layer 2.*write it in one notation/,
      );
    },
  );

  test('explicit Santa notation reads r2 as a layer', () => {
    expect(parseAlg('r2', 3, { notation: 'santa' })).toEqual([
      { face: 'R', from: 3, to: 3, amount: 1 },
    ]);
  });

  test.each([
    ['R X', 3, 2, /not a move/],
    ['R 4R', 3, 2, /layer 4 does not exist on a 3x3x3/],
    ['M', 4, 0, /has none/],
    ['U rw', 4, 2, /either a lower-case letter or "w"/],
    ['3-2r', 5, 0, /runs backwards/],
    ['2-3R', 5, 0, /needs a wide move/],
    ['R (U)', 3, 2, /parentheses/],
    ['f0 f9', 3, 3, /layer 10 does not exist/],
    ["R U R2'' ", 3, 4, /not a move/],
  ])('%j on %ix%i is a ParseError at %i', (text, n, position, message) => {
    let error: unknown;
    try {
      parseAlg(text, n);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).position).toBe(position);
    expect((error as ParseError).message).toMatch(message);
  });

  test('garbage never escapes as anything but a ParseError', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...("RUFDLBrufdlbwMESxyz0123456789-'2 .()" as string)) }),
        fc.integer({ min: 1, max: 6 }),
        (text, n) => {
          try {
            parseAlg(text, n);
          } catch (e) {
            return e instanceof ParseError;
          }
          return true;
        },
      ),
    );
  });
});

/** Any move of an n×n×n cube. */
const anyMove = (n: number): fc.Arbitrary<Move> =>
  fc
    .tuple(
      fc.constantFrom('U', 'R', 'F', 'D', 'L', 'B' as const),
      fc.integer({ min: 1, max: n }),
      fc.integer({ min: 1, max: n }),
      fc.constantFrom(1, 2, 3 as const),
    )
    .map(([face, a, b, amount]) => ({ face, from: Math.min(a, b), to: Math.max(a, b), amount }));
const algs = fc
  .integer({ min: 1, max: 7 })
  .chain((n) => fc.tuple(fc.constant(n), fc.array(anyMove(n), { maxLength: 12 })));

describe('format, invert, simplify, Santa names', () => {
  test('format then parse gives the same permutation', () => {
    fc.assert(
      fc.property(algs, ([n, moves]) =>
        equals(cube(n).permOf(parseAlg(formatAlg(moves, n), n)), cube(n).permOf(moves)),
      ),
    );
  });

  test('an alg followed by its inverse is the identity', () => {
    fc.assert(
      fc.property(algs, ([n, moves]) =>
        isIdentity(cube(n).permOf([...moves, ...invertAlg(moves)])),
      ),
    );
  });

  test('simplify keeps the permutation and never lengthens', () => {
    fc.assert(
      fc.property(algs, ([n, moves]) => {
        const simple = simplifyAlg(moves, n);
        return (
          equals(cube(n).permOf(simple), cube(n).permOf(moves)) && simple.length <= moves.length
        );
      }),
    );
  });

  test.each([
    ['R R', 3, 'R2'],
    ["R R'", 3, ''],
    ["R L R'", 3, 'L'],
    ["U D U2 D'", 3, "U'"],
    ["Rw R'", 3, "M'"],
    ["x R'", 3, "Lw'"],
    ['R 2R', 4, 'Rw'],
    ["U R R' U'", 3, ''],
    ["F B F' B' F", 5, 'F'],
  ])('simplify %j on %ix%i → %j', (text, n, expected) => {
    expect(formatAlg(simplifyAlg(parseAlg(text, n), n), n)).toBe(expected);
  });

  test('Santa names of an alg turn the Santa cube the same way', () => {
    fc.assert(
      fc.property(algs, ([n, moves]) => {
        const santa = santaCubeMoves(n);
        const names = toSanta(moves, n);
        return equals(
          santa.permOf(parseAlg(names.join('.'), n, { notation: 'santa' })),
          santa.permOf(moves),
        );
      }),
    );
    expect(toSanta(parseAlg("R U' F2", 3), 3)).toEqual(['r0', 'd2', 'f0', 'f0']);
  });

  test.each([
    ["R U R' U'", 3, 4, 4, 4],
    ['R2 M', 3, 3, 4, 2],
    ["x y2 z'", 3, 0, 0, 0],
    ['Rw2 2R', 4, 3, 4, 2],
  ])('%j on %ix%i: HTM %i, QTM %i, STM %i', (text, n, htm, qtm, stm) => {
    const moves = parseAlg(text, n);
    expect([
      countMoves(moves, n, 'htm'),
      countMoves(moves, n, 'qtm'),
      countMoves(moves, n, 'stm'),
    ]).toEqual([htm, qtm, stm]);
  });
});

describe('group laws of the generated moves', () => {
  test.each([1, 2, 3, 4, 5, 7])('n = %i: every single-layer quarter turn has order 4', (n) => {
    for (const face of ['U', 'R', 'F', 'D', 'L', 'B'] as const) {
      for (let k = 1; k <= n; k++) {
        const p = cube(n).perm({ face, from: k, to: k, amount: 1 });
        expect(order(p)).toBe(4n);
      }
    }
  });

  test.each([2, 3, 4, 6])('n = %i: layers on one axis commute; opposite faces commute', (n) => {
    const c = cube(n);
    for (let a = 1; a <= n; a++) {
      for (let b = 1; b <= n; b++) {
        const p = c.perm({ face: 'R', from: a, to: a, amount: 1 });
        const q = c.perm({ face: 'L', from: b, to: b, amount: 1 });
        expect(equals(compose(p, q), compose(q, p))).toBe(true);
      }
    }
    expect(same('U D', 'D U', n)).toBe(true);
    expect(same('U R', 'R U', n)).toBe(false);
  });

  test("3x3x3: R U R' U' has order 6, R U order 105, the superflip order 2", () => {
    expect(order(perm("R U R' U'", 3))).toBe(6n);
    expect(order(perm('R U', 3))).toBe(105n);
    expect(order(perm("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", 3))).toBe(2n);
  });

  test('slices, wide moves and rotations are what they should be', () => {
    expect(same('M', "R L' x'", 3)).toBe(true);
    expect(same('E', "U D' y'", 3)).toBe(true);
    expect(same('S', "F' B z", 3)).toBe(true);
    expect(same('Rw', "R M'", 3)).toBe(true);
    expect(same('x', "R M' L'", 3)).toBe(true);
    expect(same('Rw', 'R 2R', 4)).toBe(true);
    expect(same('3Rw', 'R 2R 3R', 5)).toBe(true);
    expect(same('2-3r', '2R 3R', 5)).toBe(true);
    expect(same('y', "U 2-3Uw D'", 4)).toBe(true);
    expect(same('R', 'x', 1)).toBe(true);
  });

  test('a face turn moves 12 stickers on the 2x2x2 and 20 on the 3x3x3', () => {
    const moved = (p: Perm) => p.filter((v, i) => v !== i).length;
    expect(moved(perm('R', 2))).toBe(12);
    expect(moved(perm('R', 3))).toBe(20);
    expect(moved(perm('M', 3))).toBe(12);
    expect(isIdentity(identity(1))).toBe(true);
  });
});
