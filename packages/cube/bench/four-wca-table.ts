import { pairFullTable } from '../src/four-wca/pairs.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four-wca-table.ts
 * Builds (or reads) the exact pairing table of the 4x4x4's last TPR phase and prints each level's
 * count and the time: the one-time cost of the table.
 */
const t0 = performance.now();
const t = pairFullTable({
  log: (line) => console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${line}`),
});
console.log(`depth ${t.depth}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
