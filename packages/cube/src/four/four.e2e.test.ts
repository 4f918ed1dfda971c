import { describe, it } from 'vitest';
import { checkFourSolve } from '../test-support/four-solve.js';

// The slow ones of four.test.ts's short scrambles (about 10 s: their centres take long searches).
describe('solveFour (e2e)', () => {
  it.each([1, 3])(
    'solves a random-move scramble (seed %i) in outer block turns, replayed',
    (seed) => checkFourSolve(seed),
    120_000,
  );
});
