import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { threeCyclesNeeded } from './cycle-count.js';

/** The true fewest 3-cycles from `start` to `goal` (labels), by breadth-first search. */
function bfs(start: number[], goal: number[]): number {
  const key = (a: number[]) => a.join(',');
  const target = key(goal);
  let frontier = [start];
  const seen = new Set([key(start)]);
  for (let d = 0; ; d++) {
    if (frontier.some((s) => key(s) === target)) return d;
    const next: number[][] = [];
    const m = start.length;
    for (const s of frontier)
      for (let i = 0; i < m; i++)
        for (let j = 0; j < m; j++)
          for (let k = 0; k < m; k++) {
            if (i === j || j === k || i === k) continue;
            const t = s.slice();
            t[j] = s[i] as number;
            t[k] = s[j] as number;
            t[i] = s[k] as number;
            const h = key(t);
            if (!seen.has(h)) {
              seen.add(h);
              next.push(t);
            }
          }
    if (next.length === 0) return Number.POSITIVE_INFINITY;
    frontier = next;
  }
}

describe('threeCyclesNeeded', () => {
  test('is the breadth-first distance in 3-cycles for small arrangements with equal pieces', () => {
    // Up to 7 positions, 2-7 colours (a centre orbit has 6 colours of 4; the rule is the same),
    // colours uneven so that some pieces are unique and some are not (Santa's odd label patterns).
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (m, colours, seed) => {
          let x = seed;
          const rand = (k: number) => {
            x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
            return x % k;
          };
          const goal = Array.from({ length: m }, (_, i) => Math.min(i, rand(colours)));
          const start = goal.slice();
          for (let i = m - 1; i > 0; i--) {
            const j = rand(i + 1);
            [start[i], start[j]] = [start[j] as number, start[i] as number];
          }
          expect(threeCyclesNeeded(goal, start)).toBe(bfs(start, goal));
        },
      ),
      { numRuns: 200 },
    );
  });

  test('distinct pieces: the sum of floor(L/2) over the cycles', () => {
    // (0 1 2)(3 4)(5 6): 1 + 1 + 1.
    expect(threeCyclesNeeded([0, 1, 2, 3, 4, 5, 6], [1, 2, 0, 4, 3, 6, 5])).toBe(3);
    // A 5-cycle: 2.
    expect(threeCyclesNeeded([0, 1, 2, 3, 4], [1, 2, 3, 4, 0])).toBe(2);
    expect(threeCyclesNeeded([0, 1, 2], [0, 1, 2])).toBe(0);
  });

  test('an odd permutation: Infinity with all pieces different, two 3-cycles with an equal pair at home', () => {
    expect(threeCyclesNeeded([0, 1, 2, 3], [1, 0, 2, 3])).toBe(Number.POSITIVE_INFINITY);
    // Swap 0 and 1; pieces 2 and 2 at home may swap to make it even.
    expect(threeCyclesNeeded([0, 1, 2, 2], [1, 0, 2, 2])).toBe(2);
    // With an equal piece of a swapped colour at home the swap is one 3-cycle.
    expect(threeCyclesNeeded([0, 1, 0], [1, 0, 0])).toBe(1);
  });

  test('a piece with no home among the positions is Infinity', () => {
    expect(threeCyclesNeeded([0, 0, 1], [0, 2, 1])).toBe(Number.POSITIVE_INFINITY);
  });
});
