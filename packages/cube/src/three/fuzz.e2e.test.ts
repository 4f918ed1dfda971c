import { cubeScramble } from '@puz/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { isRotation, type Move } from '../move.js';
import { CubeMoves } from '../moves.js';
import { countMoves, parseAlg } from '../notation.js';
import { isSolvedAnyOrientation } from '../rotations.js';
import { solveGenetic } from './genetic.js';
import { solveOptimal } from './optimal.js';
import { solveTwoPhase } from './twophase.js';

/*
 * Fuzz: the three 3x3x3 solvers on scrambles drawn from the whole notation — face turns, wide
 * (Rw, 3Rw2, r), inner layers (2R), ranges (2-3r), slices (M E S) and rotations (x y z) — each
 * answer replayed to the solved facelet string (or, with anyOrientation, to a solved cube in any
 * orientation), its length the count of its face turns.
 */

const cube = new CubeMoves(3);
const SOLVED = solvedFacelets(3);
const stateOf = (alg: string) => applyMoves(SOLVED, parseAlg(alg, 3), cube);
const isFaceTurn = (m: Move) => m.from === 1 && m.to === 1;

function replayed(start: string, s: { moves: Move[]; length: number }, any: boolean): void {
  const end = applyMoves(start, s.moves, cube);
  if (any) {
    expect(isSolvedAnyOrientation(end)).toBe(true);
    expect(s.moves.every(isFaceTurn)).toBe(true);
  } else {
    expect(end).toBe(SOLVED);
    // At most one rotation's worth of x/y/z up front, then face turns.
    const lead = s.moves.findIndex((m) => !isRotation(m, 3));
    expect(lead < 0 ? s.moves.length : lead).toBeLessThanOrEqual(2);
    expect(s.moves.slice(lead < 0 ? s.moves.length : lead).every(isFaceTurn)).toBe(true);
  }
  expect(s.length).toBe(countMoves(s.moves, 3, 'htm'));
}

describe('3x3x3 solvers on random scrambles of the whole notation', () => {
  test('two-phase: at most 21 face turns, replayed', () => {
    fc.assert(
      fc.property(cubeScramble(3, { maxLength: 40, size: 'max' }), fc.boolean(), (alg, any) => {
        const start = stateOf(alg);
        const s = solveTwoPhase(start, { anyOrientation: any });
        replayed(start, s, any);
        expect(s.length).toBeLessThanOrEqual(21);
      }),
      { numRuns: 150, seed: 16 },
    );
  }, 30_000);

  test('optimal (short scrambles): replayed, never longer than the scramble in HTM or two-phase', () => {
    fc.assert(
      fc.property(cubeScramble(3, { maxLength: 4 }), fc.boolean(), (alg, any) => {
        const start = stateOf(alg);
        const s = solveOptimal(start, { anyOrientation: any });
        replayed(start, s, any);
        // HTM counts a slice as two face turns and a rotation as none: an upper bound.
        expect(s.length).toBeLessThanOrEqual(countMoves(parseAlg(alg, 3), 3, 'htm'));
        expect(s.length).toBeLessThanOrEqual(solveTwoPhase(start, { anyOrientation: any }).length);
      }),
      { numRuns: 40, seed: 16 },
    );
  }, 30_000);

  test('genetic (a few: about a second each): replayed', () => {
    fc.assert(
      fc.property(
        cubeScramble(3, { maxLength: 25, size: 'max' }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1000 }),
        (alg, any, seed) => {
          const start = stateOf(alg);
          replayed(start, solveGenetic(start, { anyOrientation: any, seed }), any);
        },
      ),
      { numRuns: 8, seed: 16 },
    );
  }, 30_000);
});
