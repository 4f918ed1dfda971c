import { centrePairTable } from '../src/four-wca/centre-pair.js';
import { pairFullTable } from '../src/four-wca/pairs.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four-wca-table.ts
 * Builds (or reads) the tables of the 4x4x4's last TPR phase, the exact pairing table and the
 * centre-pair table, and prints each level's count and the time: their one-time cost.
 */
let t0 = performance.now();
const log = (line: string) =>
  console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${line}`);
const t = pairFullTable({ log });
console.log(`pairing: depth ${t.depth}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
t0 = performance.now();
const cp = centrePairTable({ log });
console.log(`centre-pair: depth ${cp.depth}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
