import { santaTypes } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { parseAlg } from '../notation.js';
import { expectSameNumbers } from '../test-support/same.js';
import { santaCubeMoves } from './order.js';

// Santa 2023's cube types by N: the real puzzle_info.csv, else the test kit's sample.
const santa = santaTypes('cube_');
const types = new Map(
  [...santa.types].map(([type, moves]) => [Number(/\d+/.exec(type)?.[0]), moves]),
);
const sample = santa.source === 'fixture';

test(`the data has cube types (${sample ? 'sample' : 'real data'})`, () => {
  expect(types.size).toBeGreaterThanOrEqual(3);
  if (!sample)
    expect([...types.keys()].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 19, 33]);
});

test.each([...types.keys()].sort((a, b) => a - b))(
  'cube_%i: every Santa move, and its inverse, equals puzzle_info.csv exactly',
  (n) => {
    const moves = types.get(n)!;
    const cube = santaCubeMoves(n);
    expect(moves.size).toBe(3 * n);
    for (const [name, want] of moves) {
      const got = cube.permOf(parseAlg(name, n, { notation: 'santa' }));
      expectSameNumbers(got, want, name);
      const inverse = cube.permOf(parseAlg(`-${name}`, n));
      // -m undoes m: the inverse permutation
      const back = new Array<number>(want.length);
      want.forEach((v, i) => {
        back[v] = i;
      });
      expectSameNumbers(inverse, back, `-${name}`);
    }
  },
);
