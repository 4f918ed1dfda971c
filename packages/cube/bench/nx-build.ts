import { type NxKind, nxTable } from '../src/three/nx-table.js';

/*
 * tsx --conditions=@puz/source bench/nx-build.ts [nx|nxp]: builds (or loads) the nx table (or
 * the larger nxp table), with the time and the process's peak resident memory.
 */
const kind = (process.argv[2] ?? 'nx') as NxKind;
if (kind !== 'nx' && kind !== 'nxp') {
  console.error(`usage: nx-build.ts [nx|nxp] (not ${kind})`);
  process.exit(2);
}
const t0 = performance.now();
let last = 0;
nxTable(
  {
    onBuild: ({ depth, fraction }) => {
      const now = performance.now();
      if (now - last < 15_000 && fraction < 1) return;
      last = now;
      console.log(
        `  layer ${depth}: ${(100 * fraction).toFixed(2)}% known, ${((now - t0) / 1000).toFixed(0)} s`,
      );
    },
  },
  kind,
);
const { maxRSS } = process.resourceUsage();
console.log(
  `${kind} table ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; peak RSS ${(maxRSS / 1048576).toFixed(2)} GB`,
);
