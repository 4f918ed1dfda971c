import { rng } from '@puz/perm';
import { hugePagesStatus, relaunchWithHugePages } from '@puz/perm/node';
import { cubieFromFacelets, solvedCubie } from '../src/three/cubie.js';
import {
  type OptimalTableChoice,
  optimalTables,
  prepareOptimal,
  randomFacelets3,
} from '../src/three/index.js';
import {
  nodeCount,
  onCheckpoint,
  search,
  setRoot,
  useTables,
} from '../src/three/optimal-search.js';
import { searchTables } from '../src/three/optimal-shared.js';
import { sameCubie } from '../src/three/sym.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/optimal-nodes.bench.ts
 *   [--count 4] [--seed 2026] [--max-bound 16] [--table nx] [--no-inverse] [--no-inverse-nx]
 * For comparing changes to the optimal search's bounds and inner loop on this noisy shared
 * machine: on one thread, seeded uniformly random positions are searched bound by bound from the
 * root's bound up to --max-bound (each bound searched in full unless it holds a solution), and the
 * nodes each bound took are printed. Node counts are deterministic, so they compare exactly across
 * commits; the node rate (M nodes/s) is the same work's speed, to be compared within one sitting.
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
const count = flag('--count', 4);
const seed = flag('--seed', 2026);
const maxBound = flag('--max-bound', 16);
const tableAt = args.indexOf('--table');
const table = (tableAt >= 0 ? args[tableAt + 1] : 'nx') as OptimalTableChoice;
const inverse = !args.includes('--no-inverse');
// With nxp: the inverse's bounds without the nx table's first lift (optimal-shared.ts).
const inverseNx = !args.includes('--no-inverse-nx');

const t0 = performance.now();
optimalTables();
prepareOptimal({ table, inverse, inverseNx });
useTables(searchTables({ table, inverse, inverseNx }));
console.log(
  `table ${table}, inverse ${inverse}${table === 'nxp' ? `, inverse nx ${inverseNx}` : ''}: ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${count} random positions (seed ${seed}), bounds up to ${maxBound}; ${hugePages}`,
);

const r = rng(seed);
let allNodes = 0;
let allMs = 0;
let allCpu = 0;
for (let i = 1; i <= count; i++) {
  const c = cubieFromFacelets(randomFacelets3(r));
  if (sameCubie(c, solvedCubie())) continue;
  const h0 = Math.max(setRoot(c), 1);
  onCheckpoint(() => {}, Number.POSITIVE_INFINITY);
  const per: string[] = [];
  const t = performance.now();
  const cpu0 = process.cpuUsage();
  let before = 0;
  let found = 0;
  for (let bound = h0; bound <= maxBound; bound++) {
    const hit = search(0, bound, -1);
    const n = nodeCount();
    per.push(`${bound}: ${(n - before).toLocaleString('en-US')}${hit ? ' (found)' : ''}`);
    before = n;
    if (hit) {
      found = bound;
      break;
    }
  }
  const ms = performance.now() - t;
  // CPU time as well as wall: on a loaded machine it is the steadier measure of the same work.
  const cpuUsed = process.cpuUsage(cpu0);
  const cpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
  const n = nodeCount();
  allNodes += n;
  allMs += ms;
  allCpu += cpuMs;
  console.log(
    `${String(i).padStart(3)}  root bound ${h0}${found ? `, solved in ${found}` : ''}: ${n.toLocaleString('en-US')} nodes, ${(ms / 1000).toFixed(2)} s, ${(n / ms / 1000).toFixed(2)} M nodes/s (${(n / cpuMs / 1000).toFixed(2)} per CPU s); per bound ${per.join(', ')}`,
  );
}
console.log(
  `total ${allNodes.toLocaleString('en-US')} nodes, ${(allMs / 1000).toFixed(2)} s, ${(allNodes / allMs / 1000).toFixed(2)} M nodes/s, ${(allNodes / allCpu / 1000).toFixed(2)} M per CPU s; peak RSS ${(process.resourceUsage().maxRSS / 1048576).toFixed(2)} GB`,
);
process.exit(0);
