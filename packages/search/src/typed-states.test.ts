import { describe, expect, test } from 'vitest';
import { bfs, bidirectionalBfs, idastar } from './algorithms.js';
import type { SearchProblem } from './problem.js';

// States that are typed arrays: the closed sets key them by content, not by identity.
describe('typed-array states', () => {
  // Sorting 5 items by adjacent swaps: the states are Uint8Arrays compared by content.
  const sorting: SearchProblem<Uint8Array, number> = {
    start: Uint8Array.of(4, 3, 2, 1, 0),
    isGoal: (s) => s.every((v, i) => v === i),
    successors(s, push) {
      for (let i = 0; i + 1 < s.length; i++) {
        const t = s.slice();
        t[i] = s[i + 1]!;
        t[i + 1] = s[i]!;
        push(i, t);
      }
    },
  };

  test('duplicates are detected by content: BFS sees each of the 120 states once', () => {
    const result = bfs({ ...sorting, isGoal: () => false });
    expect(result.found).toBe(false);
    expect(result.stats.expanded).toBe(120);
  });

  test('reversing 5 items takes 10 adjacent swaps (the inversion count)', () => {
    expect(bfs(sorting).cost).toBe(10);
    expect(
      idastar(sorting, (s) => {
        let inversions = 0;
        for (let i = 0; i < s.length; i++)
          for (let j = i + 1; j < s.length; j++) if (s[i]! > s[j]!) inversions++;
        return inversions;
      }).cost,
    ).toBe(10);
    expect(bidirectionalBfs({ ...sorting, goals: [Uint8Array.of(0, 1, 2, 3, 4)] }).cost).toBe(10);
  });
});
