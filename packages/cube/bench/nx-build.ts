import { nxTable } from '../src/three/nx-table.js';

/*
 * tsx --conditions=@puz/source bench/nx-build.ts: builds (or loads) the nx table, with the time
 * and the process's peak resident memory.
 */
const t0 = performance.now();
let last = 0;
nxTable({
  onBuild: ({ depth, fraction }) => {
    const now = performance.now();
    if (now - last < 15_000 && fraction < 1) return;
    last = now;
    console.log(
      `  layer ${depth}: ${(100 * fraction).toFixed(2)}% known, ${((now - t0) / 1000).toFixed(0)} s`,
    );
  },
});
const { maxRSS } = process.resourceUsage();
console.log(
  `nx table ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; peak RSS ${(maxRSS / 1048576).toFixed(2)} GB`,
);
