import type { SolveProgress } from '@puz/perm';
import { expect, test } from 'vitest';
import { bfs } from '../algorithms.js';
import { PackedTree } from '../packed-tree.js';
import { type PackedGraph, packedBidirectionalBfs } from './packed-bidirectional.js';

/*
 * Arrangements of 6 tokens (3 bits each, packed) under a few permutations: the packed search must
 * find the same number of moves as plain BFS, and its moves must lead to the goal.
 */
const N = 6;
const pack = (xs: readonly number[]) => xs.reduceRight((code, x) => code * 8 + x, 0);
const unpack = (code: number) => Array.from({ length: N }, (_, i) => Math.floor(code / 8 ** i) % 8);

function graphOf(perms: readonly (readonly number[])[]): PackedGraph {
  const inverses = perms.map((p) => {
    const q = new Array<number>(p.length);
    for (const [i, x] of p.entries()) q[x] = i;
    return q;
  });
  const step = (code: number, p: readonly number[]) => {
    const xs = unpack(code);
    return pack(p.map((from) => xs[from] as number));
  };
  return {
    moves: perms.length,
    successors(code, out) {
      for (const [m, p] of perms.entries()) out[m] = step(code, p);
    },
    predecessors(code, out) {
      for (const [m, q] of inverses.entries()) out[m] = step(code, q);
    },
  };
}

const swap01 = [1, 0, 2, 3, 4, 5];
const rotate = [1, 2, 3, 4, 5, 0];
const cycle3 = [1, 2, 0, 3, 4, 5];
const identity = [0, 1, 2, 3, 4, 5];

test.each([
  [
    [swap01, rotate],
    [5, 4, 3, 2, 1, 0],
  ],
  [
    [swap01, rotate],
    [0, 1, 2, 3, 4, 5],
  ],
  [
    [swap01, rotate, cycle3],
    [2, 0, 1, 5, 3, 4],
  ],
  [
    [rotate, cycle3],
    [1, 2, 0, 4, 3, 5],
  ],
])('finds as few moves as BFS (%#)', (perms, target) => {
  const graph = graphOf(perms);
  const start = pack(identity);
  const goal = pack(target);
  const result = packedBidirectionalBfs(start, [goal], graph);
  const plain = bfs<number, number>({
    start,
    isGoal: (s) => s === goal,
    successors(s, push) {
      const out = new Float64Array(perms.length);
      graph.successors(s, out);
      for (const [m, next] of out.entries()) push(m, next);
    },
  });
  expect(result.status).toBe(plain.found ? 'found' : 'unreachable');
  expect(result.moves.length).toBe(plain.found ? plain.moves.length : 0);
  let state = start;
  const out = new Float64Array(perms.length);
  for (const m of result.moves) {
    graph.successors(state, out);
    state = out[m] as number;
  }
  if (plain.found) expect(state).toBe(goal);
});

test('an unreachable goal (odd, with even moves only) and the state limit', () => {
  const graph = graphOf([cycle3, [0, 1, 2, 4, 5, 3]]);
  const odd = pack([1, 0, 2, 3, 4, 5]);
  expect(packedBidirectionalBfs(pack(identity), [odd], graph).status).toBe('unreachable');
  const far = packedBidirectionalBfs(
    pack(identity),
    [pack([5, 4, 3, 2, 1, 0])],
    graphOf([swap01, rotate]),
    {
      stateLimit: 10,
    },
  );
  expect(far.status).toBe('limit');
  // Each level is reported in the shared SolveProgress shape, depths growing.
  const levels: SolveProgress[] = [];
  const found = packedBidirectionalBfs(
    pack(identity),
    [pack([5, 4, 3, 2, 1, 0])],
    graphOf([swap01, rotate]),
    {
      onLevel: (p) => levels.push(p),
    },
  );
  expect(found.status).toBe('found');
  expect(levels.length).toBeGreaterThan(0);
  for (let i = 1; i < levels.length; i++) {
    expect(levels[i]!.depth).toBe(levels[i - 1]!.depth + 1);
    expect(levels[i]!.expanded).toBeGreaterThanOrEqual(levels[i - 1]!.expanded);
  }
  expect(levels.at(-1)!.ms).toBeGreaterThanOrEqual(0);
});

test('a start among the goals takes no moves; an aborted signal throws', () => {
  const graph = graphOf([swap01, rotate]);
  expect(packedBidirectionalBfs(pack(identity), [1, pack(identity)], graph).moves).toEqual([]);
  expect(() =>
    packedBidirectionalBfs(pack(identity), [pack([5, 4, 3, 2, 1, 0])], graph, {
      signal: AbortSignal.abort(),
    }),
  ).toThrow(/cancelled/);
});

test('PackedTree finds what it stored, across growth, and walks paths back', () => {
  const tree = new PackedTree();
  tree.add(2 ** 52 + 7, -1, 0, 0);
  let added = 0;
  for (let i = 1; i < 20_000; i++) if (tree.add(i * 7919, i - 1, i & 255, i) === i) added++;
  expect(added).toBe(19_999);
  expect(tree.add(7919 * 5, 0, 0, 0)).toBe(-1);
  expect(tree.find(2 ** 52 + 7)).toBe(0);
  expect(tree.find(7919 * 20_000)).toBe(-1);
  expect(tree.pathTo(3)).toEqual([1, 2, 3]);
});
