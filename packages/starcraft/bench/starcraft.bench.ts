import { type Method, type Mode, solveBuildOrder } from '../src/index.js';

/*
 * pnpm --filter @puz/starcraft bench: rules v1 in both modes, by the exact A* over (state, time)
 * and by the seed's modified Dijkstra; median of a few runs (quote ratios: machines are shared).
 */
const cases: [Mode, Method, number][] = [
  ['single', 'exact', 5],
  ['batch', 'exact', 5],
  ['single', 'seed', 3],
  ['batch', 'seed', 1],
];

for (const [mode, method, runs] of cases) {
  const ms: number[] = [];
  let last = solveBuildOrder({ mode, method });
  ms.push(last.ms);
  for (let i = 1; i < runs; i++) {
    last = solveBuildOrder({ mode, method });
    ms.push(last.ms);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)] as number;
  console.log(
    `${mode.padEnd(6)} ${method.padEnd(5)} time ${last.time} s${last.optimal ? ' (optimal)' : ''}, ` +
      `${last.stats.expanded.toLocaleString('en-US')} expanded, ${last.stats.generated.toLocaleString('en-US')} generated, ` +
      `${last.stats.states.toLocaleString('en-US')} nodes, median ${median.toFixed(0)} ms over ${runs}`,
  );
}
