import { availableParallelism } from 'node:os';
import { rng, SearchLimitError } from '@puz/perm';
import { hugePagesStatus, relaunchWithHugePages } from '@puz/perm/node';
import { applyMoves, CubeMoves, solvedFacelets } from '../src/index.js';
import {
  edgeTableOf,
  type OptimalTableChoice,
  optimalTables,
  prepareOptimal,
  randomFacelets3,
  solveOptimalParallel,
  solveTwoPhase,
} from '../src/three/index.js';

/*
 * pnpm --filter @puz/cube bench:optimal-random [--count 10] [--seed 2026] [--threads N] [--limit-s 240]
 *   [--table auto|huge|nx|nxp|phase1[,...]]   (auto: nxp, else nx, else huge, when cached; huge
 *   builds it, ~3 min once; nx builds it, tens of minutes once; nxp about an hour once)
 * Uniformly random positions (seeded) solved optimally on worker threads: for each, the optimal
 * length, time, nodes and threads. Every answer is replayed to the solved cube, and its length
 * checked against the two-phase solver's (1 s each): an optimal answer is never longer. With
 * several tables (e.g. --table huge,nx) each position is solved with each in turn, so the tables
 * meet the same machine load, and their optimal lengths must agree (a check of admissibility: a
 * bound that overestimated would let a longer answer through). A position still unsolved after
 * --limit-s seconds is reported as "≥ L (limit)", L being the length the complete search ruled
 * out below; its time counts as the limit in the median and mean, which are then lower bounds
 * (marked ≥). Exit 1 when any answer fails its checks.
 */
// Transparent huge pages for the tables (@puz/perm/node's huge-pages.ts), as `puz` gives the
// optimal solver; PUZ_NO_HUGE_PAGES=1 measures without them.
const relaunched = await relaunchWithHugePages();
if (relaunched !== undefined) process.exit(relaunched);
const hugePages = hugePagesStatus();
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
const tables = (tableAt >= 0 ? (args[tableAt + 1] as string) : 'auto').split(
  ',',
) as OptimalTableChoice[];
for (const table of tables)
  if (!['auto', 'huge', 'nx', 'nxp', 'phase1'].includes(table))
    throw new Error('--table is auto, huge, nx, nxp or phase1, or a comma-separated list of them');
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);
const gb = () => (process.resourceUsage().maxRSS / 1048576).toFixed(2);

const t = performance.now();
optimalTables({
  onBuild: ({ table, fraction }) => {
    if (fraction === 0) process.stdout.write(`building the ${table} table… `);
    if (fraction === 1) process.stdout.write('done\n');
  },
});
for (const table of tables) {
  const t1 = performance.now();
  let lastLine = 0;
  prepareOptimal({
    table,
    onHugeBuild: ({ depth, fraction }) => {
      if (performance.now() - lastLine < 10_000) return;
      lastLine = performance.now();
      console.log(
        `  building the ${table} table: layer ${depth}, ${(100 * fraction).toFixed(1)}% known`,
      );
    },
  });
  console.log(
    `${edgeTableOf({ table })} table ready in ${((performance.now() - t1) / 1000).toFixed(1)} s (peak RSS so far ${gb()} GB)`,
  );
}
console.log(
  `tables ready in ${((performance.now() - t) / 1000).toFixed(1)} s; ${count} random positions (seed ${seed}), ${threads} threads, limit ${limitS} s each; ${hugePages}`,
);
console.log('  #  table   optimal          time s           nodes  M nodes/s  threads  two-phase');

const r = rng(seed);
const times = tables.map((): number[] => []);
const nodeCounts = tables.map((): number[] => []);
const limited = tables.map(() => 0);
let failed = 0;
for (let i = 1; i <= count; i++) {
  const facelets = randomFacelets3(r);
  const twoPhase = solveTwoPhase(facelets, { targetLength: 0, budgetMs: 1000 });
  if (applyMoves(facelets, twoPhase.moves, cube) !== solved)
    throw new Error(`position ${i}: the two-phase answer does not solve it (a bug)`);
  const lengths = new Set<number>();
  for (const [k, table] of tables.entries()) {
    const row = (length: string, ms: number, nodes: number, note = '') =>
      console.log(
        `${String(i).padStart(3)}  ${edgeTableOf({ table }).padEnd(6)}  ${length.padEnd(14)}${(ms / 1000).toFixed(1).padStart(8)}  ${nodes.toLocaleString('en-US').padStart(14)}  ${(nodes / ms / 1000).toFixed(2).padStart(9)}  ${String(threads).padStart(7)}  ${String(twoPhase.length).padStart(9)}${note}`,
      );
    try {
      const s = await solveOptimalParallel(facelets, { threads, budgetMs: limitS * 1000, table });
      const replays = applyMoves(facelets, s.moves, cube) === solved;
      const notLonger = s.length <= twoPhase.length;
      if (!replays || !notLonger) failed++;
      lengths.add(s.length);
      (times[k] as number[]).push(s.ms);
      (nodeCounts[k] as number[]).push(s.stats.expanded);
      row(
        String(s.length),
        s.ms,
        s.stats.expanded,
        `${replays ? '' : '  ** does not solve **'}${notLonger ? '' : '  ** longer than two-phase **'}`,
      );
    } catch (error) {
      if (!(error instanceof SearchLimitError)) throw error;
      limited[k] = (limited[k] as number) + 1;
      (times[k] as number[]).push(limitS * 1000);
      (nodeCounts[k] as number[]).push(error.stats.expanded);
      row(`≥ ${error.stats.peakFrontier} (limit)`, error.stats.ms, error.stats.expanded);
    }
  }
  if (lengths.size > 1) {
    failed++;
    console.log(`  ** position ${i}: the tables disagree on the optimal length **`);
  }
}
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
for (const [k, table] of tables.entries()) {
  const ts = times[k] as number[];
  const mean = ts.reduce((a, b) => a + b, 0) / ts.length;
  const atLeast = (limited[k] as number) > 0 ? '≥ ' : '';
  console.log(
    `${edgeTableOf({ table })}: median ${atLeast}${(median(ts) / 1000).toFixed(1)} s, mean ${atLeast}${(mean / 1000).toFixed(1)} s, median nodes ${median(nodeCounts[k] as number[]).toLocaleString('en-US')}; ${ts.length - (limited[k] as number)} solved, ${limited[k]} stopped at the ${limitS} s limit`,
  );
}
if (tables.length > 1) {
  const ratios = (xs: number[][]) =>
    (xs[0] as number[]).map((x, i) => x / ((xs[1] as number[])[i] as number));
  console.log(
    `${tables[0]} / ${tables[1]} per position: median time ratio ${median(ratios(times)).toFixed(2)}, median node ratio ${median(ratios(nodeCounts)).toFixed(2)}`,
  );
}
console.log(`${failed} failed checks; peak RSS ${gb()} GB`);
process.exit(failed > 0 ? 1 : 0);
