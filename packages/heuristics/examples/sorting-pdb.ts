// Sort 8 items by adjacent swaps with A*, guided by a pattern database over the first 5 items.
import { maxOf, misplacedStickers, PatternDatabase } from '@puz/heuristics';
import { partialCount, rankPartial, unrankPartial } from '@puz/perm';
import { astar, type SearchProblem } from '@puz/search';

const N = 8;
const TRACKED = 5; // the abstraction: where items 0..4 are; the others are not told apart
const where = (p: Uint8Array) => Array.from({ length: TRACKED }, (_, item) => p.indexOf(item));

const pdb = PatternDatabase.load({
  name: 'example-sort8-first5',
  version: 1,
  size: partialCount(N, TRACKED), // 8·7·6·5·4 = 6720 placements
  goals: [rankPartial([0, 1, 2, 3, 4], N)],
  rank: (p: Uint8Array) => rankPartial(where(p), N),
  neighbors(r, push) {
    const slots = unrankPartial(N, TRACKED, r);
    for (let i = 0; i + 1 < N; i++) {
      // Swapping slots i and i+1 moves whichever tracked items sit there.
      push(
        rankPartial(
          slots.map((s) => (s === i ? i + 1 : s === i + 1 ? i : s)),
          N,
        ),
      );
    }
  },
});

const problem: SearchProblem<Uint8Array, number> = {
  start: Uint8Array.of(7, 6, 5, 4, 3, 2, 1, 0),
  isGoal: (p) => p.every((v, i) => v === i),
  successors(p, push) {
    for (let i = 0; i + 1 < N; i++) {
      const q = p.slice();
      [q[i], q[i + 1]] = [p[i + 1] as number, p[i] as number];
      push(i, q);
    }
  },
};

const h = maxOf((p: Uint8Array) => pdb.lookup(p), misplacedStickers([0, 1, 2, 3, 4, 5, 6, 7], 2));
// A* keeps a closed set: adjacent swaps commute, so IDA* would revisit states endlessly here.
const result = astar(problem, h);
console.log(`${result.cost} swaps (${pdb.source} table), ${result.stats.expanded} expanded`); // 28 swaps
