import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  parseAlg,
  solvedFacelets,
} from '../index.js';
import { buildPairBound } from './pairs.js';
import { solveTpr } from './solve.js';

/*
 * solveTpr on short seeded scrambles, every phase run and the answer replayed: 10-20 s each on a
 * busy machine, so in test:e2e (the unit suite has a time budget).
 */
const cube = new CubeMoves(4);
const SOLVED = solvedFacelets(4);
const FACES = ['U', 'R', 'F', 'D', 'L', 'B'];
const SUFFIX = ['', "'", '2'];
/** The pairing bound, shallower than the solver's (built in about a second, not cached). */
const PAIRS = buildPairBound(7, 21);

function scramble(seed: number, length: number): string {
  const r = rng(seed);
  return Array.from(
    { length },
    () => `${FACES[r.int(6)]}${r.int(2) ? 'w' : ''}${SUFFIX[r.int(3)]}`,
  ).join(' ');
}

describe('solveTpr', () => {
  // bench/four-wca.bench.ts measures random states.
  it.each([1, 2, 3])(
    'solves a random-move scramble (seed %i) by TPR, in outer block turns, replayed',
    (seed) => {
      const start = applyMoves(SOLVED, parseAlg(scramble(seed, 12), 4), cube);
      const s = solveTpr(start, { pairs: PAIRS, fallback: false });
      expect(s.method).toBe('tpr');
      expect(applyMoves(start, s.moves, cube)).toBe(SOLVED);
      expect(s.length).toBe(countMoves(s.moves, 4, 'htm'));
      expect(s.length).toBeLessThanOrEqual(60);
      expect(s.phases).toHaveLength(4);
      expect(applyMoves(start, parseAlg(formatAlg(s.moves, 4), 4), cube)).toBe(SOLVED);
    },
    120_000,
  );
});
