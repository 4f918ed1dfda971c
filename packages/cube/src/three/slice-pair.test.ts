import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { slice } from './coords.js';
import { CUBIE_MOVES, type CubieCube, multiply, solvedCubie } from './cubie.js';
import { randomCubie } from './random.js';
import {
  N_SLICE_PAIR,
  PLACEMENT_SLICE_PAIR,
  SLICE_PAIR_MOVE,
  SLICE_PAIR_SLICE,
  setSlicePair,
  slicePair,
} from './slice-pair.js';
import { slicePlacement } from './slice-placement.js';
import { conjugateEdgesInto, N_SYM } from './sym.js';

test('the move table follows the pieces along random walks', () => {
  const r = rng(34);
  for (let walk = 0; walk < 50; walk++) {
    let c = solvedCubie();
    let x = slicePair(c);
    for (let i = 0; i < 30; i++) {
      const m = r.int(18);
      c = multiply(c, CUBIE_MOVES[m] as CubieCube);
      x = SLICE_PAIR_MOVE[x * 18 + m] as number;
      expect(x).toBe(slicePair(c));
      expect(SLICE_PAIR_SLICE[x]).toBe(slice(c));
      expect(PLACEMENT_SLICE_PAIR[slicePlacement(c)]).toBe(x);
    }
  }
});

test('every value is reached, set gives it back, and each slice has its three pairings', () => {
  const seen = new Set(PLACEMENT_SLICE_PAIR);
  expect(seen.size).toBe(N_SLICE_PAIR);
  const c = solvedCubie();
  for (let x = 0; x < N_SLICE_PAIR; x++) {
    setSlicePair(c, x);
    expect(slicePair(c)).toBe(x);
  }
  // Swapping the two edges of one diagonal keeps the pairing; swapping across diagonals does not.
  const d = solvedCubie();
  const v = slicePair(d);
  [d.ep[8], d.ep[10]] = [d.ep[10] as number, d.ep[8] as number];
  expect(slicePair(d)).toBe(v);
  [d.ep[8], d.ep[9]] = [d.ep[9] as number, d.ep[8] as number];
  expect(slicePair(d)).not.toBe(v);
});

test('conjugation by each of the 16 U-D symmetries depends on the value alone', () => {
  const r = rng(35);
  const rep = solvedCubie();
  const a = solvedCubie();
  const b = solvedCubie();
  for (let i = 0; i < 300; i++) {
    const c = randomCubie(r);
    setSlicePair(rep, slicePair(c));
    for (let s = 0; s < N_SYM; s++)
      expect(slicePair(conjugateEdgesInto(a, c, s))).toBe(slicePair(conjugateEdgesInto(b, rep, s)));
  }
});
