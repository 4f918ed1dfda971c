import { rng } from '@puz/perm';
import { beforeAll, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { FACE_TURNS } from './cubie.js';
import { prepareOptimal, solveOptimal } from './optimal.js';
import { BANNED } from './optimal-inverse.js';

/*
 * The first-move bans (optimal-inverse.ts, firstMoveBans): the search never makes a first move
 * that the node's inverse distances rule out. The phase-1 table with its inverse probes is the
 * configuration small enough for the suite; the bans act wherever the inverse is probed (6 or more
 * moves left), so scrambles of 10 and 11 moves meet them at the root and below it. Their answers
 * must be as short as the search without the inverse (which bans nothing) finds, in fewer nodes.
 */

const cube = new CubeMoves(3);
beforeAll(() => prepareOptimal({ inverse: true }), 120_000);

test('each axis bit bans the six turns of its two faces, and no others', () => {
  for (let k = 0; k < 3; k++) {
    const banned = Array.from({ length: 18 }, (_, m) => BANNED[(1 << k) * 18 + m]);
    expect(banned.filter((b) => b === 1)).toHaveLength(6);
    // A face's three turns (quarter, half, inverse) are banned together.
    for (let f = 0; f < 6; f++) expect(new Set(banned.slice(3 * f, 3 * f + 3)).size).toBe(1);
  }
  // The three axes partition the 18 turns; no bits, no bans.
  expect(Array.from(BANNED.subarray(7 * 18, 8 * 18))).toEqual(new Array(18).fill(1));
  expect(Array.from(BANNED.subarray(0, 18))).toEqual(new Array(18).fill(0));
});

test.each([1, 2, 3, 4])(
  'a 10-11 move scramble (seed %i): as short with the bans as without the inverse, fewer nodes',
  (seed) => {
    const r = rng(seed);
    const state = applyMoves(
      solvedFacelets(3),
      Array.from({ length: 9 + seed / 2 }, () => FACE_TURNS[r.int(18)]!),
      cube,
    );
    const banned = solveOptimal(state, { inverse: true });
    const plain = solveOptimal(state, { inverse: false });
    expect(banned.length).toBe(plain.length);
    expect(applyMoves(state, banned.moves, cube)).toBe(solvedFacelets(3));
    expect(banned.stats.expanded).toBeLessThan(plain.stats.expanded);
  },
);
