import { rng } from '@puz/perm';
import { expect } from 'vitest';
import { solveFour } from '../four/solve.js';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  parseAlg,
  solvedFacelets,
} from '../index.js';

const cube = new CubeMoves(4);
const SOLVED = solvedFacelets(4);
const FACES = ['U', 'R', 'F', 'D', 'L', 'B'];
const SUFFIX = ['', "'", '2'];

/** A random-move 4x4x4 scramble (outer and wide turns), seeded. */
export function fourScramble(seed: number, length = 50): string {
  const r = rng(seed);
  return Array.from(
    { length },
    () => `${FACES[r.int(6)]}${r.int(2) ? 'w' : ''}${SUFFIX[r.int(3)]}`,
  ).join(' ');
}

/**
 * solveFour on a short seeded scramble (every phase runs: centres off their faces, pairs split,
 * PLL parity possible), its answer checked: replayed, counted in outer block turns, in the shared
 * Solution shape, and still solving once spelled in WCA notation and read back.
 */
export function checkFourSolve(seed: number): void {
  const start = fourStart(seed, 14);
  const s = solveFour(start);
  expectFourAnswer(start, s, 100);
  // The repo's one Solution shape: never proven shortest, nodes spelled stats.expanded.
  expect(s.stats.expanded).toBeGreaterThan(0);
  expect(s.nodes).toBe(s.stats.expanded);
}

/** The 4x4x4 facelets after `fourScramble(seed, length)` from solved. */
export function fourStart(seed: number, length: number): string {
  return applyMoves(SOLVED, parseAlg(fourScramble(seed, length), 4), cube);
}

/**
 * A 4x4x4 answer from `start` checked: it solves, its length is its outer-block-turn count (at
 * most `maxLength`), four phases, not claimed shortest, and it still solves once spelled in WCA
 * notation and read back.
 */
export function expectFourAnswer(
  start: string,
  s: {
    moves: Parameters<typeof applyMoves>[1];
    length: number;
    phases: readonly unknown[];
    optimal: boolean;
  },
  maxLength: number,
): void {
  expect(applyMoves(start, s.moves, cube)).toBe(SOLVED);
  expect(s.length).toBe(countMoves(s.moves, 4, 'htm'));
  expect(s.length).toBeLessThanOrEqual(maxLength);
  expect(s.phases).toHaveLength(4);
  expect(s.optimal).toBe(false);
  expect(applyMoves(start, parseAlg(formatAlg(s.moves, 4), 4), cube)).toBe(SOLVED);
}
