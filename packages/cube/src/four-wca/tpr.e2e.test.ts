import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
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
