import { centrePairTable } from '../src/four-wca/centre-pair.js';
import { pairSymTable } from '../src/four-wca/pair-sym-table.js';
import { pairFullTable } from '../src/four-wca/pairs.js';
import { solveTpr } from '../src/four-wca/solve.js';
import { tprTables } from '../src/four-wca/tables.js';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../src/index.js';

/*
 * PUZ_CACHE_DIR=$(mktemp -d) pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four-wca-table.ts [--full]
 * The one-time cost of solveTpr on an empty table cache, table by table: the TPR centre tables,
 * the centre-pair table, the symmetry-reduced exact pairing table (each level's count and time),
 * then a first solve (which builds what else it reads: @puz/cube/four's phase-1 table and the
 * 3x3x3's). --full: also the unreduced 60 MB pairing table (pair-full.ts, minutes), for comparison.
 */
let t0 = performance.now();
const s = () => ((performance.now() - t0) / 1000).toFixed(1);
const log = (line: string) => console.log(`${s()} s: ${line}`);
tprTables();
console.log(`TPR centre tables: ${s()} s`);
t0 = performance.now();
const cp = centrePairTable({ log });
console.log(`centre-pair: depth ${cp.depth}, ${s()} s`);
t0 = performance.now();
const ps = pairSymTable({ log });
console.log(`pairing (symmetry-reduced): depth ${ps.depth}, ${s()} s`);
t0 = performance.now();
const cube = new CubeMoves(4);
solveTpr(applyMoves(solvedFacelets(4), parseAlg("Rw U2 2R' F Uw' B2 r D L2 Fw R' 2U F2", 4), cube));
console.log(`first solve (its other tables): ${s()} s`);
if (process.argv.includes('--full')) {
  t0 = performance.now();
  const full = pairFullTable({ log });
  console.log(`pairing (unreduced, pair-full.ts): depth ${full.depth}, ${s()} s`);
}
