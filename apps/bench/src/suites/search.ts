import { astar, bfs, distanceTable, IdHeap, idastar, type SearchProblem } from '@puz/search';
import { expect, expectEqual, perSecond, repeat, speedRatio, timedRow } from '../measure.js';
import { micro } from '../micro.js';
import type { Row, Suite } from '../types.js';
import { EIGHT_HARD, eightPuzzle, manhattan, replayEight } from './eight-puzzle.js';

/** 9 items sorted by adjacent swaps: 9! states, every one reachable. */
function sorting(n: number, withKey: boolean): SearchProblem<Uint8Array, number> {
  return {
    start: Uint8Array.from({ length: n }, (_, i) => n - 1 - i),
    isGoal: () => false,
    successors(s, push) {
      for (let i = 0; i + 1 < n; i++) {
        const t = s.slice();
        t[i] = s[i + 1] as number;
        t[i + 1] = s[i] as number;
        push(i, t);
      }
    },
    ...(withKey ? { key: (s: Uint8Array) => s.join(',') } : {}),
  };
}

const binomial = (n: number, k: number): number => {
  let x = 1;
  for (let i = 1; i <= k; i++) x = (x * (n - k + i)) / i;
  return Math.round(x);
};

export const searchSuite: Suite = {
  name: 'search',
  description:
    'search building blocks: BFS (hashed vs string keys), distanceTable, IdHeap, A*/IDA* on the 8-puzzle',
  async run(ctx) {
    const rows: Row[] = [];
    const n = ctx.quick ? 8 : 9;
    const states = n === 8 ? 40_320 : 362_880;
    const runs = ctx.quick ? 3 : 5;
    const hashed = await repeat(runs, () => bfs(sorting(n, false)));
    const keyed = await repeat(runs, () => bfs(sorting(n, true)));
    for (const [r, label] of [
      [hashed, 'typed-array states, content-hashed'],
      [keyed, 'string key per state'],
    ] as const)
      expectEqual(r.result.stats.expanded, states, `BFS over ${n}!: states expanded (${label})`);
    const h = timedRow('search', `BFS ${n}! states, content-hashed`, hashed.samples, {
      states,
      'nodes/s': perSecond(states, hashed.samples[0] as number),
    });
    const k = timedRow('search', `BFS ${n}! states, string keys`, keyed.samples, { states });
    speedRatio(h, k, 'string keys');
    rows.push(h, k);

    const bits = ctx.quick ? 18 : 22;
    const table = await repeat(runs, () =>
      distanceTable(1 << bits, (r, push) => {
        for (let b = 0; b < bits; b++) push(r ^ (1 << b));
      }),
    );
    // Bit strings under single flips: C(bits, d) strings at distance d.
    expectEqual(
      table.result.counts,
      Array.from({ length: bits + 1 }, (_, d) => binomial(bits, d)),
      `distanceTable 2^${bits}: distance distribution`,
    );
    rows.push(
      timedRow('search', `distanceTable 2^${bits} ranks x ${bits} moves`, table.samples, {
        ranks: 1 << bits,
        'ranks/s': perSecond(1 << bits, table.samples[0] as number),
      }),
    );

    const hard = eightPuzzle(EIGHT_HARD);
    const a = await repeat(runs, () => astar(hard, manhattan), { warmup: true });
    const ida = await repeat(runs, () => idastar(hard, manhattan), { warmup: true });
    expectEqual(a.result.cost, 31, '8-puzzle A* cost');
    expectEqual(ida.result.cost, 31, '8-puzzle IDA* cost');
    for (const [r, who] of [
      [a.result, 'A*'],
      [ida.result, 'IDA*'],
    ] as const)
      expect(replayEight(EIGHT_HARD, r.moves), `8-puzzle ${who}: the moves do not solve it`);
    rows.push(
      timedRow('search', '8-puzzle 31 moves, A* Manhattan', a.samples, {
        moves: a.result.cost,
        expanded: a.result.stats.expanded,
      }),
      timedRow('search', '8-puzzle 31 moves, IDA* Manhattan', ida.samples, {
        moves: ida.result.cost,
        expanded: ida.result.stats.expanded,
      }),
    );

    let x = 12345;
    rows.push(
      ...(await micro(
        'search',
        [
          {
            name: 'IdHeap 1,000 push + 1,000 pop',
            fn: () => {
              const heap = new IdHeap();
              for (let i = 0; i < 1000; i++) {
                x = (Math.imul(x, 1103515245) + 12345) | 0;
                heap.push(i, (x >>> 8) & 1023, i & 7);
              }
              while (heap.size > 0) heap.pop();
            },
          },
        ],
        ctx.quick ? { rounds: 3, timeMs: 100 } : { rounds: 5, timeMs: 400 },
      )),
    );
    ctx.log(`search: ${rows.length} rows`);
    return rows;
  },
};
