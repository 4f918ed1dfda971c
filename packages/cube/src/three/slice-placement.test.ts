import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { slicePerm } from './coords.js';
import { CUBIE_MOVES, type CubieCube, multiply, solvedCubie } from './cubie.js';
import {
  N_SLICE_PLACEMENT,
  PLACEMENT_SLICE_PERM,
  SLICE_PLACEMENT_MOVE,
  setSlicePlacement,
  slicePlacement,
} from './slice-placement.js';

test('the move table follows the pieces: replayed placements match the cube after the same moves', () => {
  const r = rng(15);
  for (let walk = 0; walk < 50; walk++) {
    let c = solvedCubie();
    let x = slicePlacement(c);
    for (let i = 0; i < 30; i++) {
      const m = r.int(18);
      c = multiply(c, CUBIE_MOVES[m] as CubieCube);
      x = SLICE_PLACEMENT_MOVE[x * 18 + m] as number;
      expect(x).toBe(slicePlacement(c));
      const inSlice = [8, 9, 10, 11].every((s) => (c.ep[s] as number) >= 8);
      expect(PLACEMENT_SLICE_PERM[x]).toBe(inSlice ? slicePerm(c) : 255);
    }
  }
});

test('every placement is a value of the table and exactly 24 lie in the middle layer', () => {
  expect(SLICE_PLACEMENT_MOVE.every((x) => x < N_SLICE_PLACEMENT)).toBe(true);
  expect(PLACEMENT_SLICE_PERM.filter((p) => p !== 255).length).toBe(24);
});

test('setSlicePlacement gives back every placement, with the other eight edges each once', () => {
  const c = solvedCubie();
  // Plain comparisons, one assertion: 11,880 placements, two expects each, took about a second.
  const wrong: string[] = [];
  const seen = new Uint8Array(12);
  for (let x = 0; x < N_SLICE_PLACEMENT; x++) {
    setSlicePlacement(c, x);
    if (slicePlacement(c) !== x) wrong.push(`${x}: placement ${slicePlacement(c)}`);
    seen.fill(0);
    for (const e of c.ep) if (e >= 0 && e < 12) seen[e] = (seen[e] as number) + 1;
    if (c.ep.length !== 12 || !seen.every((k) => k === 1)) wrong.push(`${x}: edges ${c.ep.join()}`);
  }
  expect(wrong).toEqual([]);
});
