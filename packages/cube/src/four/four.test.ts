import { InvalidStateError, type Solution } from '@puz/perm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../index.js';
import type { Move } from '../move.js';
import { checkFourSolve, fourScramble } from '../test-support/four-solve.js';
import { cubieFromFacelets } from '../three/cubie.js';
import { PAIRING_ALGS } from './l2e.js';
import { CENTRES, MOVES, WING_FWD, WINGS } from './model.js';
import { joinedPairs } from './pairing.js';
import { type FourSolution, PLL_PARITY_ALG, solveFour } from './solve.js';
import { coordsOf, isReduced, reducedFacelets } from './state.js';
import { fourTables, UNSEEN } from './tables.js';

const cube = new CubeMoves(4);
const SOLVED = solvedFacelets(4);

describe('4x4x4 model', () => {
  it('has 36 outer block turns, 24 centres and 24 wing slots two to an edge', () => {
    expect(MOVES).toHaveLength(36);
    expect(new Set(CENTRES).size).toBe(24);
    expect(new Set(WINGS.flat()).size).toBe(48);
    for (const f of WING_FWD) expect(new Set(f).size).toBe(24);
  });

  it('reads the solved cube as every wing home and every centre on its face', () => {
    const { masks, pos } = coordsOf(SOLVED);
    expect(Array.from(pos)).toEqual([...Array(24).keys()]);
    expect(Array.from(masks)).toEqual([0xf, 0xf0, 0xf00, 0xf000, 0xf0000, 0xf00000]);
    expect(joinedPairs(pos)).toHaveLength(12);
  });

  it('tells the two wings of one colour pair apart after any moves', () => {
    const f = applyMoves(SOLVED, parseAlg(fourScramble(7), 4), cube);
    const { pos } = coordsOf(f);
    expect(new Set(pos).size).toBe(24);
  });
});

describe('4x4x4 tables', () => {
  it('are exact distances: zero only at the goals, every real state reached', () => {
    const t = fourTables();
    expect(t.p1.filter((d) => d === 0)).toHaveLength(1);
    expect(t.p1.every((d) => d !== UNSEEN)).toBe(true);
    expect(t.p3c.every((d) => d !== UNSEEN)).toBe(true);
    // Three pairs joined: C(12, 3) sets of edges.
    expect(t.p3t.filter((d) => d === 0)).toHaveLength(220);
  });
});

describe('the algorithms the solver appends', () => {
  it('PLL parity: a reduced cube whose 3x3x3 has one edge swap', () => {
    const f = applyMoves(SOLVED, parseAlg(PLL_PARITY_ALG, 4), cube);
    expect(isReduced(f)).toBe(true);
    const c = cubieFromFacelets(reducedFacelets(f));
    const moved = Array.from(c.ep).filter((p, i) => p !== i);
    expect(moved).toHaveLength(2);
  });

  it('pairing algorithms keep the centres and split exactly two pairs', () => {
    for (const alg of PAIRING_ALGS) {
      const f = applyMoves(SOLVED, parseAlg(alg, 4), cube);
      for (const i of CENTRES) expect(f[i]).toBe(SOLVED[i]);
      expect(joinedPairs(coordsOf(f).pos)).toHaveLength(10);
    }
  });
});

describe('solveFour', () => {
  it('answers in the shared Solution shape (WCA moves, one node count)', () => {
    expectTypeOf<FourSolution>().toMatchTypeOf<Solution<Move>>();
    expectTypeOf<FourSolution['optimal']>().toEqualTypeOf<false>();
  });

  it('answers the solved cube with no moves', () => {
    expect(solveFour(SOLVED).length).toBe(0);
  });

  // A short scramble, every phase run; seeds 1 (about 10 s) and 3 (15 s on the loaded
  // 2026-11-27 machine) are in four.e2e.test.ts. The bench (bench/four.bench.ts) measures random
  // states.
  it.each([2])(
    'solves a random-move scramble (seed %i) in outer block turns, replayed',
    (seed) => checkFourSolve(seed),
    120_000,
  );

  it('refuses states no moves reach, by class', () => {
    // One wing turned over in place (its two stickers swapped).
    const [a, b] = WINGS[0] as [number, number];
    const bad = [...SOLVED];
    bad[a] = SOLVED[b] as string;
    bad[b] = SOLVED[a] as string;
    expect(() => solveFour(bad.join(''))).toThrow(InvalidStateError);
    expect(() => solveFour(SOLVED.slice(1))).toThrow(InvalidStateError);
  });
});
