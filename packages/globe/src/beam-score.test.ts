import { describe, expect, it } from 'vitest';
import { labelOccurrences } from './beam-match.js';
import { richScorer } from './beam-score.js';

describe('richScorer', () => {
  // One pair of globe_1/2 (w = 4): top wants A B C D, bottom E F G H.
  const want = Uint16Array.from([0, 1, 2, 3, 4, 5, 6, 7]);
  const w = 4;
  const scorer = richScorer(want, w, labelOccurrences(want, w), 2);

  it('is 0 at the solution, and turns are undone by the offsets', () => {
    expect(scorer.score(want, 0, 0, 0)).toBe(0);
    // Top turned by one (physical x holds want(x − 1)): offset 1 reads it as solved.
    const turned = Uint16Array.from([3, 0, 1, 2, 4, 5, 6, 7]);
    expect(scorer.score(turned, 0, 1, 0)).toBe(0);
    // At the wrong offset: 4 misplaced (2 each), all in their row, every neighbour pair right.
    expect(scorer.score(turned, 0, 0, 0)).toBe(4 * 2 + 4);
  });

  it('charges right-row-wrong-place and broken neighbour pairs', () => {
    // Swap A and C in the top row: 2 misplaced, both in the right row; pairs (C,B), (B,A),
    // (A,D) and (D,C) are all wrong.
    const s = Uint16Array.from([2, 1, 0, 3, 4, 5, 6, 7]);
    expect(scorer.score(s, 0, 0, 0)).toBe(2 * 2 + 2 + 4);
    // Swap A (top) with E (bottom): 2 misplaced in the wrong rows; 4 broken pairs.
    const t = Uint16Array.from([4, 1, 2, 3, 0, 5, 6, 7]);
    expect(scorer.score(t, 0, 0, 0)).toBe(2 * 2 + 0 + 4);
  });
});
