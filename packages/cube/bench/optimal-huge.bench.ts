import { rng } from '@puz/perm';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../src/index.js';
import { scramble3 } from '../src/test-support/scramble3.js';
import { cubieFromFacelets } from '../src/three/cubie.js';
import { hugeTable, randomFacelets3, solveOptimal } from '../src/three/index.js';
import { mod3FromExact } from '../src/three/mod3-table.js';
import { rootEdgeDistances, setRoot, useTables } from '../src/three/optimal-search.js';
import { searchTables } from '../src/three/optimal-shared.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/optimal-huge.bench.ts [--count 2000]
 * Checks the huge table against the phase-1 table and measures what it buys (it is too big to
 * build in the test suite: ~3 min and 2.6 GB, so its checks live here):
 * 0. the two-bit table is the four-bit one's residues, byte for byte (each table read from the
 *    cache when it is there: a two-bit table built by an older puz checks the new builder);
 * 1. on --count random positions, each axis's huge distance is at least its phase-1 distance (the
 *    huge goal is the phase-1 goal with the middle edges in order) — with both distributions;
 * 2. on seeded scrambles of 11 to 15 moves, the optimal solver gives the same length with either
 *    table (every answer replayed), with nodes and time for each, and with the huge table the same
 *    length without the inverse's bounds (`inverse: false`), with its nodes.
 * Builds the huge table first if it is not cached (progress every 10 s). Exit 1 on any failure.
 */
const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args[at + 1]) : 2000;
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);

let t = performance.now();
let last = t;
hugeTable({
  onBuild: ({ depth, fraction }) => {
    if (performance.now() - last < 10_000) return;
    last = performance.now();
    console.log(
      `  building: layer ${depth}, ${(100 * fraction).toFixed(1)}% known, ${((last - t) / 1000).toFixed(0)} s`,
    );
  },
});
console.log(`huge table ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
{
  const { table, exact } = hugeTable();
  const derived = mod3FromExact(exact);
  let differ = 0;
  for (let i = 0; i < table.length; i++) if (derived[i] !== table[i]) differ++;
  console.log(
    `two-bit table = four-bit residues: ${differ} bytes differ${differ ? '  ** FAIL **' : ''}`,
  );
  if (differ) process.exitCode = 1;
}
const huge = searchTables({ table: 'huge' });
const small = searchTables({ table: 'phase1' });

let failures = process.exitCode ? 1 : 0;
const r = rng(5);
const hist = (m: number[]) =>
  m
    .map((n, d) => (n ? `${d}: ${n}` : ''))
    .filter(Boolean)
    .join(', ');
const hh = new Array<number>(21).fill(0);
const hs = new Array<number>(21).fill(0);
let below = 0;
for (let k = 0; k < count; k++) {
  const c = cubieFromFacelets(randomFacelets3(r));
  useTables(small);
  setRoot(c);
  const s = rootEdgeDistances();
  useTables(huge);
  setRoot(c);
  const h = rootEdgeDistances();
  for (let a = 0; a < 3; a++) {
    if ((h[a] as number) < (s[a] as number)) below++;
    const x = h[a] as number;
    const y = s[a] as number;
    hh[x] = (hh[x] as number) + 1;
    hs[y] = (hs[y] as number) + 1;
  }
}
const mean = (m: number[]) => m.reduce((a, n, d) => a + n * d, 0) / m.reduce((a, n) => a + n, 0);
console.log(`${count} random positions, 3 axes each:`);
console.log(`  phase-1 distance: mean ${mean(hs).toFixed(3)}  (${hist(hs)})`);
console.log(`  huge distance:    mean ${mean(hh).toFixed(3)}  (${hist(hh)})`);
console.log(`  huge below phase-1: ${below}${below ? '  ** FAIL **' : ''}`);
failures += below;

console.log(
  'scramble  moves  phase-1: s, nodes  huge: s, nodes  node ratio  time ratio  huge without the inverse: s, nodes',
);
const sr = rng(2027);
for (const n of [11, 12, 13, 13, 14, 14, 15]) {
  const alg = scramble3(sr, n);
  const state = applyMoves(solved, parseAlg(alg, 3), cube);
  const a = solveOptimal(state, { table: 'phase1' });
  t = performance.now();
  const b = solveOptimal(state, { table: 'huge' });
  const c = solveOptimal(state, { table: 'huge', inverse: false });
  const ok =
    a.length === b.length && c.length === b.length && applyMoves(state, b.moves, cube) === solved;
  if (!ok) failures++;
  console.log(
    `${String(n).padStart(8)}  ${String(b.length).padStart(5)}  ${(a.ms / 1000).toFixed(2).padStart(7)} ${a.stats.expanded.toLocaleString('en-US').padStart(12)}  ${(b.ms / 1000).toFixed(2).padStart(6)} ${b.stats.expanded.toLocaleString('en-US').padStart(11)}  ${(a.stats.expanded / b.stats.expanded).toFixed(1).padStart(10)}  ${(a.ms / b.ms).toFixed(1).padStart(10)}  ${(c.ms / 1000).toFixed(2).padStart(6)} ${c.stats.expanded.toLocaleString('en-US').padStart(11)}${ok ? '' : '  ** FAIL: lengths differ or no replay **'}`,
  );
}
process.exit(failures ? 1 : 0);
