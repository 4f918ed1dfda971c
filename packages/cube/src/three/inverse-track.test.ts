import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { flip, slice, twist } from './coords.js';
import { cornerComb } from './corner-coset.js';
import { CUBIE_MOVES, type CubieCube, multiply } from './cubie.js';
import {
  CODE_MOVE,
  CODE_W,
  COMB_OF_MASK,
  INV_MOVE,
  keepsAxisGoal,
  middleEdgeKeys,
  writeCodes,
  Z_BYTES,
} from './inverse-track.js';
import { randomCubie } from './random.js';
import { slicePair } from './slice-pair.js';
import { slicePlacement } from './slice-placement.js';
import { conjugateUrf3, URF3_MOVE } from './sym.js';
import { inverseCubie } from './views.js';

const axis = (c: CubieCube, k: number): CubieCube => {
  let a = c;
  for (let j = 0; j < k; j++) a = conjugateUrf3(a);
  return a;
};
const axisMove = (m: number, k: number): number => {
  let a = m;
  for (let j = 0; j < k; j++) a = URF3_MOVE[a] as number;
  return a;
};

test('INV_MOVE undoes each face turn', () => {
  for (let m = 0; m < 18; m++) {
    const c = multiply(
      CUBIE_MOVES[m] as CubieCube,
      CUBIE_MOVES[INV_MOVE[m] as number] as CubieCube,
    );
    expect(Array.from(c.cp)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Array.from(c.ep)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  }
});

test.each([0, 1, 2])(
  'axis %i: the codes followed move by move are the inverse of the position, and their sums its coordinates',
  (k) => {
    const r = rng(70 + k);
    const placement = middleEdgeKeys('placement');
    const sliceOf = middleEdgeKeys('slice');
    const pairOf = middleEdgeKeys('pair');
    for (let trial = 0; trial < 20; trial++) {
      let c = randomCubie(r);
      const z = new Uint8Array(Z_BYTES);
      writeCodes(z, 0, inverseCubie(axis(c, k)));
      for (let step = 0; step < 25; step++) {
        const m = r.int(18);
        c = multiply(c, CUBIE_MOVES[m] as CubieCube);
        const g = INV_MOVE[axisMove(m, k)] as number;
        const before = Array.from(z);
        for (let i = 0; i < 8; i++) z[i] = CODE_MOVE[g * 24 + (z[i] as number)] as number;
        for (let i = 8; i < Z_BYTES; i++)
          z[i] = CODE_MOVE[432 + g * 24 + (z[i] as number)] as number;
        const inv = inverseCubie(axis(c, k));
        const want = new Uint8Array(Z_BYTES);
        writeCodes(want, 0, inv);
        expect(Array.from(z)).toEqual(Array.from(want));
        let tw = 0;
        let e = 0;
        for (let i = 0; i < 8; i++) tw += CODE_W[i * 24 + (z[i] as number)] as number;
        for (let i = 8; i < Z_BYTES; i++) e += CODE_W[i * 24 + (z[i] as number)] as number;
        expect(tw & 4095).toBe(twist(inv));
        expect(COMB_OF_MASK[tw >>> 12]).toBe(cornerComb(inv));
        expect(e & 2047).toBe(flip(inv));
        expect(placement[e >>> 11]).toBe(slicePlacement(inv));
        expect(sliceOf[e >>> 11]).toBe(slice(inv));
        expect(pairOf[e >>> 11]).toBe(slicePair(inv));
        // A U or D turn (seen from the axis) leaves the inverse's goal coordinates as they were.
        if (keepsAxisGoal(g)) {
          let tw0 = 0;
          let e0 = 0;
          for (let i = 0; i < 8; i++) tw0 += CODE_W[i * 24 + (before[i] as number)] as number;
          for (let i = 8; i < Z_BYTES; i++) e0 += CODE_W[i * 24 + (before[i] as number)] as number;
          expect([tw0, e0]).toEqual([tw, e]);
        }
      }
    }
  },
);
