import { expect, test } from 'vitest';
import { parseAlg } from '../notation.js';
import { santaCubeTypes } from '../test-support/santa.js';
import { santaCubeMoves } from './order.js';

const { file, types } = santaCubeTypes();

test(`the data has cube types (${file.includes('sample') ? 'sample' : 'real data'})`, () => {
  expect(types.size).toBeGreaterThanOrEqual(3);
  if (!file.includes('sample'))
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
      expect(Array.from(got)).toEqual(want);
      const inverse = cube.permOf(parseAlg(`-${name}`, n));
      // -m undoes m: the inverse permutation
      const back = new Array<number>(want.length);
      want.forEach((v, i) => {
        back[v] = i;
      });
      expect(Array.from(inverse)).toEqual(back);
    }
  },
);
