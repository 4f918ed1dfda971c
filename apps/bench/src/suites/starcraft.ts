import { type Method, type Mode, replay, solveBuildOrder } from '@puz/starcraft';
import { expect, expectEqual, perSecond, repeat, speedRatio, timedRow } from '../measure.js';
import type { Row, Suite } from '../types.js';

/** Earliest finishing times under rules v1 (6.006 StarCraft Zero), in game seconds. */
const EARLIEST: Record<Mode, number> = { single: 229, batch: 75 };

export const starcraftSuite: Suite = {
  name: 'starcraft',
  description:
    "StarCraft Zero build orders: exact A* vs the seed's modified Dijkstra, single 229 s / batch 75 s",
  async run(ctx) {
    const rows: Row[] = [];
    const cases: [Mode, Method, number][] = ctx.quick
      ? [
          ['single', 'exact', 3],
          ['batch', 'exact', 3],
          ['single', 'seed', 1],
        ]
      : [
          ['single', 'exact', 5],
          ['batch', 'exact', 5],
          ['single', 'seed', 3],
          ['batch', 'seed', 1],
        ];
    const exact = new Map<Mode, Row>();
    for (const [mode, method, runs] of cases) {
      const { samples, result } = await repeat(runs, () => solveBuildOrder({ mode, method }));
      expect(result.found, `${mode} ${method}: no build order found`);
      // Replaying the orders checks every rule and the claimed finishing time.
      const replayed = replay(result.orders, { mode, time: result.time });
      expectEqual(replayed.time, result.time, `${mode} ${method}: replayed time`);
      if (method === 'exact') {
        expect(result.optimal, `${mode} exact: not optimal`);
        expectEqual(result.time, EARLIEST[mode], `${mode}: earliest time (s)`);
      } else expect(result.time >= EARLIEST[mode], `${mode} seed: beats the optimum`);
      const ms = samples.reduce((a, b) => a + b) / runs;
      const row = timedRow('starcraft', `${mode} ${method}`, samples, {
        'game s': result.time,
        expanded: result.stats.expanded,
        states: result.stats.states,
        'nodes/s': perSecond(result.stats.expanded, ms),
      });
      if (method === 'exact') exact.set(mode, row);
      else {
        const ours = exact.get(mode);
        if (ours) speedRatio(ours, row, `seed Dijkstra (${mode})`);
      }
      rows.push(row);
    }
    ctx.log(`starcraft: ${rows.length} rows`);
    return rows;
  },
};
