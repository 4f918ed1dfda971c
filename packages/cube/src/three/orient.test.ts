import { SearchLimitError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { isRotation, type Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { countMoves, parseAlg } from '../notation.js';
import { cubeRotations, isSolvedAnyOrientation } from '../rotations.js';
import { GenerationLimitError, solveGenetic } from './genetic.js';
import { solveOptimal } from './optimal.js';
import { orientCentres } from './orient.js';
import { solveTwoPhase } from './twophase.js';

const cube = new CubeMoves(3);
const SOLVED = solvedFacelets(3);
const scrambled = (alg: string) => applyMoves(SOLVED, parseAlg(alg, 3), cube);
const isFaceTurn = (m: Move) => m.from === 1 && m.to === 1;

// Moves that turn the centres: wide, slice, inner-layer and whole-cube turns (issue 16, item 1).
// Before the reorientation these hung (odd edge/corner parity on the cubie level) or, for the half
// turns, ended in "answer does not solve the cube (a bug)".
const CENTRE_MOVERS = [
  'x',
  'Rw',
  'M',
  '2R',
  'r',
  'Uw',
  'x y z',
  'Rw2',
  'x2',
  'M2',
  "E S'",
  '3Rw',
  "R U x M' Rw2 E S' 2L y' F",
];

const SOLVERS = [
  ['two-phase', (f: string, any?: boolean) => solveTwoPhase(f, { anyOrientation: any })],
  ['optimal', (f: string, any?: boolean) => solveOptimal(f, { anyOrientation: any })],
  ['genetic', (f: string, any?: boolean) => solveGenetic(f, { anyOrientation: any })],
] as const;

describe.each(SOLVERS)('%s with the centres turned', (_, solve) => {
  test.each(CENTRE_MOVERS)(
    '%s: a rotation, then face turns, back to the solved facelet string',
    (alg) => {
      const start = scrambled(alg);
      const s = solve(start);
      expect(applyMoves(start, s.moves, cube)).toBe(SOLVED);
      // The rotation leads; everything after it is a face turn, and only face turns are counted.
      const lead = s.moves.findIndex((m) => !isRotation(m, 3));
      const turns = lead < 0 ? [] : s.moves.slice(lead);
      expect(turns.every(isFaceTurn)).toBe(true);
      expect(s.length).toBe(turns.length);
      expect(countMoves(s.moves, 3, 'htm')).toBe(s.length);
    },
    60_000,
  );

  test.each(CENTRE_MOVERS)(
    '%s, anyOrientation: face turns only, solved in the orientation the centres show',
    (alg) => {
      const start = scrambled(alg);
      const s = solve(start, true);
      expect(s.moves.every(isFaceTurn)).toBe(true);
      expect(s.length).toBe(s.moves.length);
      expect(isSolvedAnyOrientation(applyMoves(start, s.moves, cube))).toBe(true);
    },
    60_000,
  );
});

test('each of the 24 orientations of the solved cube is solved by its rotation alone', () => {
  for (const r of cubeRotations(3)) {
    const start = applyMoves(SOLVED, r.moves, cube);
    const s = solveTwoPhase(start);
    expect(s.length).toBe(0);
    expect(s.moves.every((m) => isRotation(m, 3))).toBe(true);
    expect(s.moves.length).toBeLessThanOrEqual(2);
    expect(applyMoves(start, s.moves, cube)).toBe(SOLVED);
    expect(solveOptimal(start, { anyOrientation: true }).moves).toEqual([]);
  }
});

test('orientCentres: the state it returns has its centres home, and it refuses mirror images', () => {
  const { home, lead } = orientCentres(scrambled("x R y' U2 M"));
  expect([0, 1, 2, 3, 4, 5].map((f) => home[f * 9 + 4]).join('')).toBe('URFDLB');
  expect(applyMoves(scrambled("x R y' U2 M"), lead, cube)).toBe(home);
  // L and R centres swapped: opposite colours stay opposite, but that is a mirrored cube.
  const mirror = [...SOLVED];
  for (let i = 0; i < 9; i++) [mirror[9 + i], mirror[36 + i]] = [mirror[36 + i]!, mirror[9 + i]!];
  expect(() => orientCentres(mirror.join(''))).toThrow(InvalidStateError);
  expect(() => orientCentres(solvedFacelets(2))).toThrow(InvalidStateError);
});

test('optimal: budgetMs bounds the search and names the length it ruled out', () => {
  const superflip = scrambled("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
  const t0 = performance.now();
  let error: unknown;
  try {
    solveOptimal(superflip, { budgetMs: 200 });
  } catch (e) {
    error = e;
  }
  expect(performance.now() - t0).toBeLessThan(5_000);
  expect(error).toBeInstanceOf(SearchLimitError);
  expect((error as Error).message).toMatch(
    /no optimal answer within 200 ms: every solution needs at least 1\d face turns/,
  );
  // A budget that suffices changes nothing.
  expect(solveOptimal(scrambled("R U F'"), { budgetMs: 60_000 }).length).toBe(3);
}, 30_000);

test('genetic: budgetMs bounds the evolution (GenerationLimitError when nothing was solved)', () => {
  const start = scrambled("R U2 F' L D2 B' U R' F2 D L' B U2 R2 F D'");
  const t0 = performance.now();
  expect(() => solveGenetic(start, { budgetMs: 20 })).toThrow(GenerationLimitError);
  expect(performance.now() - t0).toBeLessThan(5_000);
});
