import { availableParallelism } from 'node:os';
import { rng } from '@puz/perm';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../src/index.js';
import { scramble3 } from '../src/test-support/scramble3.js';
import {
  type OptimalSolution,
  type OptimalTableChoice,
  optimalTables,
  prepareOptimal,
  solveOptimal,
  solveOptimalParallel,
} from '../src/three/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/optimal-iterations.bench.ts [--threads N]
 *   [--table auto|huge|phase1]
 * The same 15- and 16-move positions (seeded) solved single-threaded and on worker threads, in one
 * run: time, nodes, nodes per second, and (single-threaded) the nodes each IDA* bound took, read
 * from the progress reports (to the nearest 65,536). For comparing changes to the search on fixed
 * work: these machines are noisy, so quote ratios.
 */
const args = process.argv.slice(2);
const at = args.indexOf('--threads');
const threads = at >= 0 ? Number(args[at + 1]) : availableParallelism();
const tableAt = args.indexOf('--table');
const table = (tableAt >= 0 ? args[tableAt + 1] : 'auto') as OptimalTableChoice;
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);
optimalTables();
prepareOptimal({ table });
console.log(`table: ${table}`);

const line = (label: string, s: OptimalSolution, extra = '') =>
  console.log(
    `  ${label}: ${s.length} moves, ${(s.ms / 1000).toFixed(2)} s, ${s.stats.expanded.toLocaleString('en-US')} nodes, ${(s.stats.expanded / s.ms / 1000).toFixed(2)} M nodes/s${extra}`,
  );

const r = rng(2026);
for (const n of [15, 16]) {
  const alg = scramble3(r, n);
  const state = applyMoves(solved, parseAlg(alg, 3), cube);
  console.log(`${n}-move scramble ${alg}`);
  const perBound: string[] = [];
  let bound = -1;
  let before = 0;
  let last = 0;
  const s = solveOptimal(state, {
    table,
    progressIntervalMs: 0,
    onProgress: (p) => {
      if (p.depth !== bound) {
        if (bound >= 0) perBound.push(`${bound}: ${(last - before).toLocaleString('en-US')}`);
        before = last;
        bound = p.depth;
      }
      last = p.expanded;
    },
  });
  perBound.push(`${bound}: ${(s.stats.expanded - before).toLocaleString('en-US')} (found)`);
  line('1 thread', s, `; nodes per bound ${perBound.join(', ')}`);
  const p = await solveOptimalParallel(state, { threads, table });
  if (applyMoves(state, p.moves, cube) !== solved || p.length !== s.length)
    throw new Error('the parallel answer does not solve the position or is not as short');
  line(`${threads} threads`, p, ` (${(s.ms / p.ms).toFixed(2)}x)`);
}
process.exit(0);
