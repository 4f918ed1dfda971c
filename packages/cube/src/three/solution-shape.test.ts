import type { Solution } from '@puz/perm';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { solvedFacelets } from '../facelets.js';
import type { Move } from '../move.js';
import { type GeneticSolution, solveGenetic } from './genetic.js';
import type { OptimalSolution } from './optimal.js';
import type { TwoPhaseSolution } from './twophase.js';

/* The 3x3x3 engines answer in the repo's one `Solution` shape (issue 30), in WCA `Move`s. */

describe('3x3x3 result types', () => {
  test('each is a Solution<Move> with one spelling of nodes (stats.expanded) and time (ms)', () => {
    expectTypeOf<TwoPhaseSolution>().toMatchTypeOf<Solution<Move>>();
    expectTypeOf<OptimalSolution>().toMatchTypeOf<Solution<Move>>();
    expectTypeOf<GeneticSolution>().toMatchTypeOf<Solution<Move>>();
    expectTypeOf<OptimalSolution['optimal']>().toEqualTypeOf<true>();
    expectTypeOf<TwoPhaseSolution['optimal']>().toEqualTypeOf<false>();
    expectTypeOf<TwoPhaseSolution['stats']['probes']>().toEqualTypeOf<number>();
    // No second spelling left beside stats.expanded.
    expectTypeOf<OptimalSolution>().not.toHaveProperty('nodes');
    expectTypeOf<TwoPhaseSolution>().not.toHaveProperty('nodes');
    expectTypeOf<GeneticSolution>().not.toHaveProperty('generations');
  });

  test('the genetic solver fills the shape at run time (solved cube: no generations)', () => {
    const s = solveGenetic(solvedFacelets(3));
    expect(s).toMatchObject({ moves: [], length: 0, optimal: false, stats: { expanded: 0 } });
    expect(s.ms).toBeGreaterThanOrEqual(0);
  });
});
