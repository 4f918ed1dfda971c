import {
  applyMoves,
  CubeMoves,
  formatAlg,
  isSolvedAnyOrientation,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import { solveTwoPhase } from '@puz/cube/three';
import { solve2x2x2 } from '@puz/cube/two';
import { InvalidStateError } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { solveWca } from './wca-orient.js';

const facelets = (n: 2 | 3, alg: string) =>
  applyMoves(solvedFacelets(n), parseAlg(alg, n), new CubeMoves(n));

// Scrambles that turn the whole cube too (rotations, wide turns, D/L/B on the 2x2x2).
const SCRAMBLES = ["x R U' D2 y F L' B2 z'", "Rw U2 F' y' D L2 B R'", "z2 B' D F2 L U R' x'"];

describe('solveWca: any orientation, through the registry', () => {
  test.each(SCRAMBLES)('2x2x2 %s: the same answer as @puz/cube/two, rotation first', (alg) => {
    const f = facelets(2, alg.replace(/Rw/g, 'R'));
    const s = solveWca(2, f);
    expect(formatAlg(s.moves, 2)).toBe(formatAlg(solve2x2x2(f).moves, 2));
    expect(applyMoves(f, s.moves, new CubeMoves(2))).toBe(solvedFacelets(2));
    expect(s.solution).toMatchObject({ solver: 'table', optimal: true });
  });

  test.each(SCRAMBLES)('3x3x3 %s: the same answer as solveTwoPhase, rotation first', (alg) => {
    const f = facelets(3, alg);
    const s = solveWca(3, f);
    expect(formatAlg(s.moves, 3)).toBe(formatAlg(solveTwoPhase(f).moves, 3));
    expect(applyMoves(f, s.moves, new CubeMoves(3))).toBe(solvedFacelets(3));
    expect(s.solution.length).toBeLessThanOrEqual(20);
  });

  test.each(SCRAMBLES)(
    '3x3x3 %s, anyOrientation: face turns only, the same answer as solveTwoPhase',
    (alg) => {
      const f = facelets(3, alg);
      const s = solveWca(3, f, { anyOrientation: true });
      expect(s.lead).toEqual([]);
      expect(formatAlg(s.moves, 3)).toBe(
        formatAlg(solveTwoPhase(f, { anyOrientation: true }).moves, 3),
      );
      const end = applyMoves(f, s.moves, new CubeMoves(3));
      expect(isSolvedAnyOrientation(end)).toBe(true);
      // These scrambles turn the centres: solved, but not to the standard orientation.
      expect(end).not.toBe(solvedFacelets(3));
    },
  );

  test('anyOrientation is for the 3x3x3 only', () => {
    expect(() => solveWca(2, facelets(2, 'R U'), { anyOrientation: true })).toThrow(
      InvalidStateError,
    );
  });

  test('a state no rotation and face turns reach is a typed error', () => {
    // A U sticker and an R sticker swapped between two corners: no corner has those colours.
    const f = [...solvedFacelets(2)];
    [f[0], f[4]] = [f[4] as string, f[0] as string];
    expect(() => solveWca(2, f.join(''))).toThrow(InvalidStateError);
  });
});
