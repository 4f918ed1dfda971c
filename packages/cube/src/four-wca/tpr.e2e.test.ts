import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../index.js';
import { expectFourAnswer, fourStart } from '../test-support/four-solve.js';
import { M3 } from './model3.js';
import { get2 } from './pair-full.js';
import { symIndex } from './pair-sym.js';
import { pairSymTable, symDistance } from './pair-sym-table.js';
import { buildPairBound, moveTau, pairBound } from './pairs.js';
import { solveTpr } from './solve.js';

/*
 * The exact pairing table (symmetry-reduced; built once by the global setup, under a minute, then
 * cached), then solveTpr on short seeded scrambles, every phase run and the answer replayed:
 * seconds each on a busy machine, so in test:e2e (the unit suite has a time budget).
 */
/** The depth-7 hash (built in about a second, not cached), to check the full table against. */
const PAIRS = buildPairBound(7, 21);

describe('the exact pairing table (symmetry-reduced, built once, then cached)', () => {
  it('agrees with the breadth-first hash to 7 moves and bounds longer random walks', () => {
    const full = pairSymTable();
    expect(full.depth).toBe(13);
    expect(full.depth).toBeGreaterThanOrEqual(9);
    const r = rng(5);
    for (let trial = 0; trial < 300; trial++) {
      let tau = Int8Array.from({ length: 12 }, (_, i) => i);
      const n = 1 + r.int(16);
      for (let k = 0; k < n; k++) {
        const next = new Int8Array(12);
        moveTau(tau, 0, M3[r.int(M3.length)] as number, next, 0);
        tau = next;
      }
      const d = symDistance(full, tau, 0);
      expect(get2(full.sym, symIndex(tau, 0))).toBe(d % 3);
      expect(d).toBeLessThanOrEqual(Math.min(n, full.depth));
      const h = pairBound(PAIRS, tau, 0);
      if (h <= 7) expect(d).toBe(h);
      else expect(d).toBeGreaterThanOrEqual(8);
    }
  }, 1_200_000);
});

describe('solveTpr', () => {
  // bench/four-wca.bench.ts measures random states.
  it.each([1, 2, 3])(
    'solves a random-move scramble (seed %i) by TPR, in outer block turns, replayed',
    (seed) => {
      const start = fourStart(seed, 12);
      const s = solveTpr(start, { pairs: pairSymTable(), fallback: false });
      expect(s.method).toBe('tpr');
      expectFourAnswer(start, s, 60);
      expect(s.stats.expanded).toBe(s.stats.phaseNodes.reduce((a, b) => a + b, 0));
      expect(s.stats.phaseMs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(s.ms);
    },
    240_000,
  );
});

/*
 * A 120-move random scramble whose middle phase found no end within three moves of its bound:
 * about one random state in 50. The last phase then had nothing to start from, and the staged
 * fallback answered with 73 moves; now the middle phase goes deeper while it has no end.
 */
const NO_EARLY_ENDS =
  "Lw2 Fw Fw R' F Bw Rw Bw Rw2 F' Fw2 Lw Bw' F' B2 U2 Bw R2 U2 B' D Rw Lw2 U2 B' U L2 U' L' " +
  "Lw Rw2 L Dw2 Lw' Dw' F Rw Bw2 B2 Rw2 R2 Uw' Fw' Lw' R U' Uw Lw' Uw B2 Dw' Bw L Dw' B' " +
  "Bw2 D L' Dw Dw2 F2 Rw' D' L' Fw F2 R' D2 F Fw' D' Lw' Rw2 Dw' B' B2 B2 F' Uw' Fw2 R R2 " +
  "D' B2 Lw U' Dw2 B2 Uw R' F R' Lw2 D' L' Lw2 Uw Lw' Dw' Dw' D' Rw' L' Fw' R' B Bw' L' F2 " +
  "Lw Uw' L' Uw2 L2 Dw Dw' U' D' B2 R";

describe('solveTpr, a middle phase with no early ends', () => {
  it('goes deeper instead of falling back to the staged reduction', () => {
    const start = applyMoves(solvedFacelets(4), parseAlg(NO_EARLY_ENDS, 4), new CubeMoves(4));
    const s = solveTpr(start, { pairs: pairSymTable(), fallback: false });
    expect(s.method).toBe('tpr');
    expectFourAnswer(start, s, 50);
  }, 240_000);
});
