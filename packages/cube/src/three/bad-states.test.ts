import { describe, expect, test } from 'vitest';
import { cornerSlots } from '../checks.js';
import { InvalidStateError } from '../errors.js';
import { solvedFacelets } from '../facelets.js';
import { CORNERS, EDGE_SLOTS } from './cubie.js';
import { solveGenetic } from './genetic.js';
import { solveOptimal } from './optimal.js';
import { solveTwoPhase } from './twophase.js';

/** Sticker edits of the solved cube that no sequence of moves can make, and the reason each gives. */
const solved = [...solvedFacelets(3)];
const corner = cornerSlots(3)[0] as number[]; // URF
const [ur, uf] = [EDGE_SLOTS[0] as readonly number[], EDGE_SLOTS[1] as readonly number[]];
const edit = (changes: [number, number][]) => {
  const s = [...solved];
  for (const [to, from] of changes) s[to] = solved[from] as string;
  return s.join('');
};
const cases: [string, string, string][] = [
  // URF turned in place by a third.
  ['a twisted corner', edit(corner.map((p, i) => [p, corner[(i + 1) % 3] as number])), 'twist'],
  // UR's two stickers swapped.
  [
    'a flipped edge',
    edit([
      [ur[0]!, ur[1]!],
      [ur[1]!, ur[0]!],
    ]),
    'flip',
  ],
  // UR and UF trade places: an odd permutation.
  [
    'two edges swapped',
    edit([
      [ur[0]!, uf[0]!],
      [ur[1]!, uf[1]!],
      [uf[0]!, ur[0]!],
      [uf[1]!, ur[1]!],
    ]),
    'parity',
  ],
  ['wrong colour counts', `${solved.slice(0, 53).join('')}U`, 'colours'],
  ['too short', solved.slice(0, 50).join(''), 'length'],
];

describe.each([
  ['two-phase', (f: string) => solveTwoPhase(f)],
  ['optimal', (f: string) => solveOptimal(f)],
  ['genetic', (f: string) => solveGenetic(f)],
] as const)('%s refuses impossible states before searching', (_, solve) => {
  test.each(cases)('%s', (_name, facelets, reason) => {
    let error: unknown;
    try {
      solve(facelets);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidStateError);
    expect((error as InvalidStateError).reason).toBe(reason);
  });
});

test('the corner names are in Kociemba order (URF first), as the cases above assume', () => {
  expect(CORNERS[0]).toBe('URF');
});
