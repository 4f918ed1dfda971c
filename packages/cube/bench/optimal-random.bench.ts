import { availableParallelism } from 'node:os';
import { rng, SearchLimitError } from '@puz/perm';
import { applyMoves, CubeMoves, solvedFacelets } from '../src/index.js';
import {
  type OptimalTableChoice,
  optimalTables,
  prepareOptimal,
  randomFacelets3,
  solveOptimalParallel,
  solveTwoPhase,
  usesHugeTable,
} from '../src/three/index.js';

/*
 * pnpm --filter @puz/cube bench:optimal-random [--count 10] [--seed 2026] [--threads N] [--limit-s 240]
 *   [--table auto|huge|phase1]   (auto: the huge table when it is cached; huge builds it, ~3 min once)
 * Uniformly random positions (seeded) solved optimally on worker threads: for each, the optimal
 * length, time, nodes and threads. Every answer is replayed to the solved cube, and its length
 * checked against the two-phase solver's (1 s each): an optimal answer is never longer. A position
 * still unsolved after --limit-s seconds is reported as "≥ L (limit)", L being the length the
 * complete search ruled out below; its time counts as the limit in the median and mean, which are
 * then lower bounds (marked ≥). Exit 1 when any answer fails its checks.
 */
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const n = Number(args[at + 1]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} takes a positive number`);
  return n;
};
const count = flag('--count', 10);
const seed = flag('--seed', 2026);
const threads = flag('--threads', availableParallelism());
const limitS = flag('--limit-s', 240);
const tableAt = args.indexOf('--table');
const table = (tableAt >= 0 ? args[tableAt + 1] : 'auto') as OptimalTableChoice;
if (!['auto', 'huge', 'phase1'].includes(table)) throw new Error('--table is auto, huge or phase1');
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);

const t = performance.now();
optimalTables({
  onBuild: (table, f) => {
    if (f === 0) process.stdout.write(`building the ${table} table… `);
    if (f === 1) process.stdout.write('done\n');
  },
});
let lastLine = 0;
prepareOptimal({
  table,
  onHugeBuild: (depth, done, total) => {
    if (performance.now() - lastLine < 10_000) return;
    lastLine = performance.now();
    console.log(
      `  building the huge table: layer ${depth}, ${((100 * done) / total).toFixed(1)}% known`,
    );
  },
});
console.log(
  `tables ready in ${((performance.now() - t) / 1000).toFixed(1)} s (${usesHugeTable({ table }) ? 'huge' : 'phase-1'} table); ${count} random positions (seed ${seed}), ${threads} threads, limit ${limitS} s each`,
);
console.log('  #  optimal          time s           nodes  M nodes/s  threads  two-phase');

const r = rng(seed);
const times: number[] = [];
let limited = 0;
let failed = 0;
for (let i = 1; i <= count; i++) {
  const facelets = randomFacelets3(r);
  const twoPhase = solveTwoPhase(facelets, { targetLength: 0, budgetMs: 1000 });
  if (applyMoves(facelets, twoPhase.moves, cube) !== solved)
    throw new Error(`position ${i}: the two-phase answer does not solve it (a bug)`);
  const row = (length: string, ms: number, nodes: number, note = '') =>
    console.log(
      `${String(i).padStart(3)}  ${length.padEnd(14)}${(ms / 1000).toFixed(1).padStart(8)}  ${nodes.toLocaleString('en-US').padStart(14)}  ${(nodes / ms / 1000).toFixed(2).padStart(9)}  ${String(threads).padStart(7)}  ${String(twoPhase.length).padStart(9)}${note}`,
    );
  try {
    const s = await solveOptimalParallel(facelets, { threads, budgetMs: limitS * 1000, table });
    const replays = applyMoves(facelets, s.moves, cube) === solved;
    const notLonger = s.length <= twoPhase.length;
    if (!replays || !notLonger) failed++;
    times.push(s.ms);
    row(
      String(s.length),
      s.ms,
      s.nodes,
      `${replays ? '' : '  ** does not solve **'}${notLonger ? '' : '  ** longer than two-phase **'}`,
    );
  } catch (error) {
    if (!(error instanceof SearchLimitError)) throw error;
    limited++;
    times.push(limitS * 1000);
    row(`≥ ${error.stats.peakFrontier} (limit)`, error.stats.ms, error.stats.expanded);
  }
}
const sorted = [...times].sort((a, b) => a - b);
const mid = sorted.length >> 1;
const median =
  sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const atLeast = limited > 0 ? '≥ ' : '';
console.log(
  `median ${atLeast}${(median / 1000).toFixed(1)} s, mean ${atLeast}${(mean / 1000).toFixed(1)} s; ${count - limited} solved, ${limited} stopped at the ${limitS} s limit; ${failed} failed checks`,
);
process.exit(failed > 0 ? 1 : 0);
