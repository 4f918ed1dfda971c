import { astar, bfs, distanceTable, IdHeap, idastar, type SearchProblem } from '../src/index.js';

/*
 * pnpm --filter @puz/search bench: throughput of the building blocks, median of 5 runs.
 * These machines are shared and noisy: compare ratios within one run, not single times.
 */

function median(run: () => void, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}
const rate = (count: number, ms: number) =>
  `${Math.round((count / ms) * 1000).toLocaleString('en-US')}/s`;

// 1. BFS on 9 items sorted by adjacent swaps (362,880 states): typed-array states hashed by
//    content, against the same search with a string key per state.
const N = 9;
const sorting = (withKey: boolean): SearchProblem<Uint8Array, number> => ({
  start: Uint8Array.from({ length: N }, (_, i) => N - 1 - i),
  isGoal: () => false,
  successors(s, push) {
    for (let i = 0; i + 1 < N; i++) {
      const t = s.slice();
      t[i] = s[i + 1] as number;
      t[i + 1] = s[i] as number;
      push(i, t);
    }
  },
  ...(withKey ? { key: (s: Uint8Array) => s.join(',') } : {}),
});
const hashed = median(() => bfs(sorting(false)), 3);
const strings = median(() => bfs(sorting(true)), 3);
console.log(
  `BFS over 9! = 362,880 typed-array states: content-hashed ${hashed.toFixed(0)} ms (${rate(362880, hashed)}), string keys ${strings.toFixed(0)} ms; ratio ${(strings / hashed).toFixed(2)}x`,
);

// 2. distanceTable: God's algorithm over 2^22 bit strings under single flips.
const bits = 22;
const table = median(
  () =>
    distanceTable(1 << bits, (r, push) => {
      for (let b = 0; b < bits; b++) push(r ^ (1 << b));
    }),
  3,
);
console.log(
  `distanceTable over 2^22 = 4,194,304 ranks x 22 moves: ${table.toFixed(0)} ms (${rate(1 << bits, table)} states)`,
);

// 3. The heap: 1M pushes then 1M pops.
const heapMs = median(() => {
  const heap = new IdHeap();
  let x = 12345;
  for (let i = 0; i < 1_000_000; i++) {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    heap.push(i, (x >>> 8) & 1023, i & 7);
  }
  while (heap.size > 0) heap.pop();
});
console.log(
  `IdHeap: 1M push + 1M pop: ${heapMs.toFixed(0)} ms (${rate(2_000_000, heapMs)} operations)`,
);

// 4. A* and IDA* on the 8-puzzle (Manhattan distance), a fixed hard instance (31 moves).
const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const hard = Uint8Array.of(8, 6, 7, 2, 5, 4, 3, 0, 1);
const eight: SearchProblem<Uint8Array, number> = {
  start: hard,
  isGoal: (s) => s.every((v, i) => v === goal[i]),
  successors(s, push) {
    const z = s.indexOf(0);
    const r = Math.floor(z / 3);
    const c = z % 3;
    for (const [dr, dc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ] as const) {
      if (r + dr < 0 || r + dr > 2 || c + dc < 0 || c + dc > 2) continue;
      const t = s.slice();
      const w = (r + dr) * 3 + c + dc;
      t[z] = s[w] as number;
      t[w] = 0;
      push(w, t);
    }
  },
};
const manhattan = (s: Uint8Array) => {
  let d = 0;
  for (let i = 0; i < 9; i++) {
    const v = s[i] as number;
    if (v)
      d +=
        Math.abs(Math.floor(i / 3) - Math.floor((v - 1) / 3)) + Math.abs((i % 3) - ((v - 1) % 3));
  }
  return d;
};
const a = astar(eight, manhattan);
const aMs = median(() => astar(eight, manhattan));
const ida = idastar(eight, manhattan);
const idaMs = median(() => idastar(eight, manhattan));
console.log(
  `8-puzzle, 31 moves: A* ${a.cost} moves, ${a.stats.expanded.toLocaleString('en-US')} expanded, ${aMs.toFixed(0)} ms; IDA* ${ida.cost} moves, ${ida.stats.expanded.toLocaleString('en-US')} expanded, ${idaMs.toFixed(0)} ms`,
);
