import { describe, expect, it } from 'vitest';
import { checkAgainstBfs, N, parityOf, SIZE } from '../test-support/pair-full-check.js';
import { evenIndex, evenPerm } from './pair-full.js';

describe('even permutation indices', () => {
  it('number the even permutations of 8 one to one', () => {
    const p = new Int8Array(N);
    const seen = new Set<string>();
    // Plain comparisons, one assertion each at the end (expect per element cost most of the time).
    let odd = 0;
    const misnumbered: number[] = [];
    for (let i = 0; i < SIZE; i++) {
      evenPerm(i, N, p, 0);
      odd += parityOf(p);
      if (evenIndex(p, 0, N) !== i) misnumbered.push(i);
      seen.add(p.join());
    }
    expect(odd).toBe(0);
    expect(misnumbered).toEqual([]);
    expect(seen.size).toBe(SIZE);
  });
});

describe('the full pairing table', () => {
  // Moves seed 1 here, seed 2 in pair-full.e2e.test.ts.
  it('agrees with a plain breadth-first search everywhere (moves seed 1)', () =>
    checkAgainstBfs(1));
});
