import { rng } from '@puz/perm';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '../src/index.js';
import { scramble3 } from '../src/test-support/scramble3.js';
import { cubieFromFacelets } from '../src/three/cubie.js';
import { cachedHugeTable, nxTable, randomFacelets3, solveOptimal } from '../src/three/index.js';
import { type NxKind, nxTableCached } from '../src/three/nx-table.js';
import { inverseRootDistances } from '../src/three/optimal-inverse.js';
import { rootEdgeDistances, setRoot, useTables } from '../src/three/optimal-search.js';
import type { SearchTables } from '../src/three/optimal-search-tables.js';
import { searchTables } from '../src/three/optimal-shared.js';
import { inverseCubie } from '../src/three/views.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/optimal-nx.bench.ts [--count 500]
 *   [--table nx|nxp]
 * Checks the nx table, or the nxp table (nx-table.ts; too big to build in the test suite), and
 * measures its bounds (below, "nx" is the table checked; with nxp, each axis's nxp distance must
 * also be at least its nx distance when the nx table is cached):
 * 1. on --count random positions, each axis's nx distance is at least its phase-1 distance (the nx
 *    goal is the phase-1 goal with the U corners in the U layer) — with the distributions of the
 *    phase-1, nx and (when cached) huge tables;
 * 2. the inverse's bounds on the same positions: each axis's value (its phase-1 distance P lifted
 *    by the nx residue, optimal-inverse.ts) is at least P and at most the inverse's exact nx
 *    distance D (read as the root distance of the inverse position), and equal to D when D − P ≤ 2;
 * 3. on seeded scrambles of 11 to 14 moves, the optimal solver gives the same length with the nx
 *    table as with the phase-1 table, every answer replayed, with nodes and time for each.
 * Builds the nx table first if it is not cached. Exit 1 on any failure.
 */
const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args[at + 1]) : 500;
const tableAt = args.indexOf('--table');
const kind = (tableAt >= 0 ? args[tableAt + 1] : 'nx') as NxKind;
if (kind !== 'nx' && kind !== 'nxp') throw new Error('--table is nx or nxp');
const cube = new CubeMoves(3);
const solved = solvedFacelets(3);

const t = performance.now();
nxTable({}, kind);
console.log(`${kind} table ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const nx = searchTables({ table: kind });
const base = kind === 'nxp' && nxTableCached() ? searchTables({ table: 'nx' }) : undefined;
const small = searchTables({ table: 'phase1' });
const huge = cachedHugeTable() ? searchTables({ table: 'huge' }) : undefined;

let failures = 0;
const hist = (m: number[]) =>
  m
    .map((n, d) => (n ? `${d}: ${n}` : ''))
    .filter(Boolean)
    .join(', ');
const mean = (m: number[]) => m.reduce((a, n, d) => a + n * d, 0) / m.reduce((a, n) => a + n, 0);
const hists = {
  phase1: new Array<number>(21).fill(0),
  nx: new Array<number>(21).fill(0),
  huge: new Array<number>(21).fill(0),
  base: new Array<number>(21).fill(0),
};
const axes = (tables: SearchTables, c: ReturnType<typeof cubieFromFacelets>) => {
  useTables(tables);
  setRoot(c);
  return rootEdgeDistances();
};
const bump = (m: number[], d: number) => {
  m[d] = (m[d] as number) + 1;
};
let below = 0;
let belowBase = 0;
let liftWrong = 0;
let liftExact = 0;
const r = rng(5);
for (let k = 0; k < count; k++) {
  const c = cubieFromFacelets(randomFacelets3(r));
  const s = axes(small, c);
  const x = axes(nx, c);
  const lifted = inverseRootDistances();
  const inv = inverseCubie(c);
  const ps = axes(small, inv);
  const ds = axes(nx, inv);
  for (let a = 0; a < 3; a++) {
    const l = lifted[a] as number;
    const p = ps[a] as number;
    const d = ds[a] as number;
    if (l < p || l > d || (d - p <= 2 && l !== d)) liftWrong++;
    if (l === d) liftExact++;
  }
  const h = huge ? axes(huge, c) : [];
  const b = base ? axes(base, c) : [];
  for (let a = 0; a < 3; a++) {
    if ((x[a] as number) < (s[a] as number)) below++;
    if (base && (x[a] as number) < (b[a] as number)) belowBase++;
    if (base) bump(hists.base, b[a] as number);
    bump(hists.phase1, s[a] as number);
    bump(hists.nx, x[a] as number);
    if (huge) bump(hists.huge, h[a] as number);
  }
}
console.log(`${count} random positions, 3 axes each:`);
console.log(`  phase-1 distance: mean ${mean(hists.phase1).toFixed(3)}  (${hist(hists.phase1)})`);
if (huge)
  console.log(`  huge distance:    mean ${mean(hists.huge).toFixed(3)}  (${hist(hists.huge)})`);
if (base)
  console.log(`  nx distance:      mean ${mean(hists.base).toFixed(3)}  (${hist(hists.base)})`);
console.log(
  `  ${kind} distance:${kind === 'nx' ? ' ' : ''}     mean ${mean(hists.nx).toFixed(3)}  (${hist(hists.nx)})`,
);
console.log(`  ${kind} below phase-1: ${below}${below ? '  ** FAIL **' : ''}`);
failures += below;
if (base) {
  console.log(`  nxp below nx: ${belowBase}${belowBase ? '  ** FAIL **' : ''}`);
  failures += belowBase;
}
console.log(
  `  the inverse's lifted bounds: ${liftExact} of ${3 * count} axes exact, ${liftWrong} wrong${liftWrong ? '  ** FAIL **' : ''}`,
);
failures += liftWrong;

console.log(`scramble  moves  phase-1: s, nodes  ${kind}: s, nodes  node ratio`);
const sr = rng(2027);
for (const n of [11, 12, 13, 13, 14]) {
  const alg = scramble3(sr, n);
  const state = applyMoves(solved, parseAlg(alg, 3), cube);
  const a = solveOptimal(state, { table: 'phase1' });
  const b = solveOptimal(state, { table: kind });
  const ok = a.length === b.length && applyMoves(state, b.moves, cube) === solved;
  if (!ok) failures++;
  console.log(
    `${String(n).padStart(8)}  ${String(b.length).padStart(5)}  ${(a.ms / 1000).toFixed(2).padStart(7)} ${a.stats.expanded.toLocaleString('en-US').padStart(12)}  ${(b.ms / 1000).toFixed(2).padStart(6)} ${b.stats.expanded.toLocaleString('en-US').padStart(11)}  ${(a.stats.expanded / b.stats.expanded).toFixed(1).padStart(10)}${ok ? '' : '  ** FAIL: lengths differ or no replay **'}`,
  );
}
process.exit(failures ? 1 : 0);
