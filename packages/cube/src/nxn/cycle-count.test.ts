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
    // Up to 7 positions, 2-4 colours (a centre orbit has 6 colours of 4; the rule is the same).
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (m, colours, seed) => {
          let x = seed;
          const rand = (k: number) => {
            x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
            return x % k;
          };
          const goal = Array.from({ length: m }, (_, i) => i % colours);
          const start = goal.slice();
          for (let i = m - 1; i > 0; i--) {
            const j = rand(i + 1);
            [start[i], start[j]] = [start[j] as number, start[i] as number];
          }
          const distance = bfs(start, goal);
          // Unreachable only for an odd permutation of all-different pieces (the parity stage
          // rules that out before any 3-cycle); the count assumes an even one.
          if (distance === Number.POSITIVE_INFINITY) expect(colours).toBeGreaterThanOrEqual(m);
          else expect(threeCyclesNeeded(goal, start)).toBe(distance);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('distinct pieces: the sum of floor(L/2) over the cycles', () => {
    // (0 1 2)(3 4)(5 6): 1 + 1 + 1.
    expect(threeCyclesNeeded([0, 1, 2, 3, 4, 5, 6], [1, 2, 0, 4, 3, 6, 5])).toBe(3);
    // A 5-cycle: 2.
    expect(threeCyclesNeeded([0, 1, 2, 3, 4], [1, 2, 3, 4, 0])).toBe(2);
    expect(threeCyclesNeeded([0, 1, 2], [0, 1, 2])).toBe(0);
  });

  test('a piece with no home among the positions is Infinity', () => {
    expect(threeCyclesNeeded([0, 0, 1], [0, 2, 1])).toBe(Number.POSITIVE_INFINITY);
  });
});
