import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { checkState } from '../checks.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import {
  cornerPerm,
  flip,
  moveTables3,
  N_FLIP,
  N_SLICE,
  N_SLICEPERM,
  N_TWIST,
  PHASE2_MOVES,
  setCornerPerm,
  setFlip,
  setSlice,
  setSlicePerm,
  setTwist,
  setUdEdgePerm,
  slice,
  slicePerm,
  twist,
  udEdgePerm,
} from './coords.js';
import {
  CUBIE_MOVES,
  cubieFromFacelets,
  EDGE_SLOTS,
  FACE_TURNS,
  faceletsFromCubie,
  multiply,
  solvedCubie,
} from './cubie.js';

const cube3 = new CubeMoves(3);
function scramble(seed: number, length = 30) {
  const r = rng(seed);
  return Array.from({ length }, () => FACE_TURNS[r.int(18)]!);
}

describe('cubie model', () => {
  test("edge slots in Kociemba's order: UR is (U6, R2) = (5, 10); FR is (F6, R4) = (23, 12)", () => {
    expect(EDGE_SLOTS[0]).toEqual([5, 10]);
    expect(EDGE_SLOTS[8]).toEqual([23, 12]);
  });

  test('facelets ↔ cubies round-trips on random positions', () => {
    for (let seed = 0; seed < 50; seed++) {
      const f = applyMoves(solvedFacelets(3), scramble(seed), cube3);
      expect(faceletsFromCubie(cubieFromFacelets(f))).toBe(f);
    }
  });

  test('cubie moves agree with the sticker moves, and compose like them', () => {
    for (let seed = 0; seed < 30; seed++) {
      const f = applyMoves(solvedFacelets(3), scramble(seed), cube3);
      const m = seed % 18;
      const after = applyMoves(f, [FACE_TURNS[m]!], cube3);
      expect(multiply(cubieFromFacelets(f), CUBIE_MOVES[m]!)).toEqual(cubieFromFacelets(after));
    }
    let c = solvedCubie();
    for (let i = 0; i < 4; i++) c = multiply(c, CUBIE_MOVES[3]!); // R four times
    expect(c).toEqual(solvedCubie());
  });

  test('every cubie state of a random position passes the facelet checks', () => {
    for (let seed = 0; seed < 10; seed++)
      expect(() =>
        checkState(
          faceletsFromCubie(
            cubieFromFacelets(applyMoves(solvedFacelets(3), scramble(seed), cube3)),
          ),
        ),
      ).not.toThrow();
  });
});

describe('coordinates', () => {
  test.each([
    ['twist', N_TWIST, setTwist, twist],
    ['flip', N_FLIP, setFlip, flip],
    ['slice', N_SLICE, setSlice, slice],
    ['slice permutation', N_SLICEPERM, setSlicePerm, slicePerm],
  ] as const)('%s: set then get is the identity over all %i values', (_, size, set, get) => {
    const c = solvedCubie();
    const bad: number[] = [];
    for (let x = 0; x < size; x++) {
      set(c, x);
      if (get(c) !== x) bad.push(x);
    }
    expect(bad).toEqual([]);
  });

  test('corner and U/D edge permutations round-trip (sampled)', () => {
    const r = rng(8);
    const c = solvedCubie();
    for (let i = 0; i < 500; i++) {
      const x = r.int(40320);
      setCornerPerm(c, x);
      setUdEdgePerm(c, x);
      expect([cornerPerm(c), udEdgePerm(c)]).toEqual([x, x]);
    }
  });

  test('the solved cube is 0 everywhere; the superflip flips all 12 edges', () => {
    const c = solvedCubie();
    expect([twist(c), flip(c), slice(c), cornerPerm(c), udEdgePerm(c), slicePerm(c)]).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    const superflip = cubieFromFacelets(
      applyMoves(
        solvedFacelets(3),
        parseAlg("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", 3),
        cube3,
      ),
    );
    expect(Array.from(superflip.eo)).toEqual(new Array(12).fill(1));
    expect([twist(superflip), flip(superflip), slice(superflip)]).toEqual([0, N_FLIP - 1, 0]);
  });

  test('move tables agree with cubie multiplication; phase-2 moves keep phase 1 solved', () => {
    const t = moveTables3();
    for (let seed = 0; seed < 40; seed++) {
      const c = cubieFromFacelets(applyMoves(solvedFacelets(3), scramble(seed), cube3));
      for (let m = 0; m < 18; m++) {
        const after = multiply(c, CUBIE_MOVES[m]!);
        expect(t.twist[twist(c) * 18 + m]).toBe(twist(after));
        expect(t.flip[flip(c) * 18 + m]).toBe(flip(after));
        expect(t.slice[slice(c) * 18 + m]).toBe(slice(after));
        expect(t.cornerPerm[cornerPerm(c) * 18 + m]).toBe(cornerPerm(after));
      }
    }
    // In <U, D, R2, L2, F2, B2> the phase-1 coordinates stay 0 and the phase-2 tables apply.
    let c = solvedCubie();
    const r = rng(9);
    for (let i = 0; i < 40; i++) {
      const m = PHASE2_MOVES[r.int(PHASE2_MOVES.length)]!;
      const after = multiply(c, CUBIE_MOVES[m]!);
      expect([twist(after), flip(after), slice(after)]).toEqual([0, 0, 0]);
      expect(t.udEdgePerm[udEdgePerm(c) * 18 + m]).toBe(udEdgePerm(after));
      expect(t.slicePerm[slicePerm(c) * 18 + m]).toBe(slicePerm(after));
      c = after;
    }
  }, 30_000);
});
