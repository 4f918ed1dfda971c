import { PermPuzzle } from '@puz/perm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shortProbe } from './probe.js';
import { probeMoves } from './probe-moves.js';

/*
 * The probe against a brute-force twin: plain BFS from the goal over label lists gives every
 * state's true distance; the probe's answer must replay, be exactly that long, and "no answer"
 * must mean every answer is longer than what it says it ruled out.
 */

/** Distances from `goal` (as `;`-joined labels) up to `depth`, by BFS over every move. */
function bfsDistances(puzzle: PermPuzzle, goal: readonly string[], depth: number) {
  const dist = new Map<string, number>([[goal.join(';'), 0]]);
  let frontier = [goal as string[]];
  for (let d = 1; d <= depth; d++) {
    const next: string[][] = [];
    for (const s of frontier)
      for (const m of puzzle.moveNames) {
        const t = puzzle.replay(s, [m]);
        const key = t.join(';');
        if (dist.has(key)) continue;
        dist.set(key, d);
        next.push(t);
      }
    frontier = next;
  }
  return dist;
}

/** Cycles (lists of positions) as one permutation of `size`: position c[k] takes c[k+1]'s label. */
function cycles(size: number, ...cs: number[][]): number[] {
  const p = Array.from({ length: size }, (_, i) => i);
  for (const c of cs) for (let k = 0; k < c.length; k++) p[c[k]!] = c[(k + 1) % c.length]!;
  return p;
}

/** A 3x3 grid whose four 2x2 blocks turn (the "rotation puzzle"), 9 distinct tiles. */
const grid = new PermPuzzle({
  name: 'grid',
  moves: [
    ['a', cycles(9, [0, 3, 4, 1])],
    ['b', cycles(9, [1, 4, 5, 2])],
    ['c', cycles(9, [3, 6, 7, 4])],
    ['d', cycles(9, [4, 7, 8, 5])],
  ],
});

/**
 * Moves that test the pruning: `h` is `r` twice (so `r r` is a single move), `s` and `t` turn
 * disjoint rings (they commute), `x` crosses them, and `r2` duplicates `h`.
 */
const rings = new PermPuzzle({
  name: 'rings',
  moves: [
    ['r', cycles(12, [0, 1, 2, 3, 4, 5])],
    ['h', cycles(12, [0, 2, 4], [1, 3, 5])],
    ['r2', cycles(12, [0, 2, 4], [1, 3, 5])],
    ['s', cycles(12, [6, 7, 8])],
    ['t', cycles(12, [9, 10, 11])],
    ['x', cycles(12, [5, 6], [0, 9])],
  ],
});

const tiles = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe.each([
  ['grid, distinct tiles', grid, tiles(9)],
  ['grid, repeated colours', grid, ['A', 'A', 'A', 'B', 'B', 'B', 'C', 'C', 'C']],
  ['rings (duplicates, powers, commuting moves)', rings, tiles(12)],
])('%s', (_, puzzle, goal) => {
  const depth = 7;
  const dist = bfsDistances(puzzle, goal, depth);

  test('answers are shortest, replay, and "none" means longer than ruled out', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...puzzle.moveNames), { maxLength: 9 }),
        fc.integer({ min: 1, max: 40_000 }),
        (scramble, budgetNodes) => {
          const start = puzzle.replay(goal, scramble);
          const truth = dist.get(start.join(';'));
          const r = shortProbe(puzzle, start, goal, { maxDepth: depth, budgetNodes });
          if (r.moves) {
            expect(puzzle.check(start, goal, r.moves).valid).toBe(true);
            expect(r.moves.length).toBe(truth);
            expect(r.ruledOut).toBe(r.moves.length);
          } else if (truth !== undefined) expect(truth).toBeGreaterThan(r.ruledOut);
        },
      ),
      { numRuns: 300, seed: 33 },
    );
  });

  test('budgetNodes (or maxWork, its old spelling) bounds the work: spent, no answer', () => {
    const [deep] = [...dist].find(([, d]) => d === depth) ?? [];
    expect(deep).toBeDefined();
    const start = (deep as string).split(';');
    expect(shortProbe(puzzle, start, goal, { maxDepth: depth }).moves).toHaveLength(depth);
    for (const budget of [{ budgetNodes: 50 }, { maxWork: 50 }]) {
      const r = shortProbe(puzzle, start, goal, { maxDepth: depth, ...budget });
      expect(r.moves).toBeUndefined();
      expect(r.ruledOut).toBeLessThan(depth);
    }
  });

  test('with work enough, every state within the depth is answered', () => {
    let k = 0;
    for (const [key, d] of dist) {
      // Every state within 1 move, and every 1000th of the others.
      if (k++ % 1000 !== 0 && d > 1) continue;
      // maxWork: the old spelling of budgetNodes, honoured for one release.
      const r = shortProbe(puzzle, key.split(';'), goal, { maxDepth: depth, maxWork: 3e5 });
      expect(r.moves?.length).toBe(d);
    }
  });
});

test('moves are kept once per distinct permutation; pairs that shorten or commute are pruned', () => {
  const m = probeMoves(rings);
  // r2 equals h and -r2 equals -h, x is its own inverse: r2, -r2 and -x are dropped.
  expect(m.names).toEqual(['r', '-r', 'h', '-h', 's', '-s', 't', '-t', 'x']);
  const at = (a: string, b: string) => m.prune[m.names.indexOf(a) * m.count + m.names.indexOf(b)];
  expect(at('r', 'r')).toBe(1); // r r is h
  expect(at('r', '-r')).toBe(1); // the identity
  expect(at('h', 'r')).toBe(1); // powers of one cycle commute, r first
  expect(at('r', 'h')).toBe(0); // r^3: not a move of this puzzle
  expect(at('t', 's')).toBe(1); // commute, s first
  expect(at('s', 't')).toBe(0);
  expect(at('x', 'x')).toBe(1); // x is its own inverse
  expect(at('r', 'x')).toBe(0);
});

test('a start equal to the goal is answered with no moves; a foreign start with none', () => {
  const goal = tiles(9);
  expect(shortProbe(grid, goal, goal).moves).toEqual([]);
  const wrong = ['z', ...goal.slice(1)];
  expect(shortProbe(grid, wrong, goal, { maxDepth: 4 }).moves).toBeUndefined();
});
