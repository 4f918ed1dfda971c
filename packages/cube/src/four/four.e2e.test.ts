import { describe, it } from 'vitest';
import { checkFourSolve } from '../test-support/four-solve.js';

// The slow one of four.test.ts's short scrambles (about 10 s: its centres take long searches).
describe('solveFour (e2e)', () => {
  it('solves a random-move scramble (seed 1) in outer block turns, replayed', () => {
    checkFourSolve(1);
  }, 120_000);
});
