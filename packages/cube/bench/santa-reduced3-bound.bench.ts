import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { santaCube3LowerBound, solveSantaCube3 } from '../src/santa-family/index.js';
import { slicePhase1 } from '../src/santa-small/slice-phase1.js';

/*
 * The odd cubes' reduced 3x3 (issue 28, item 6): an odd Santa cube's corners, middle edges and
 * fixed centres are a cube_3/3/3 whose layers 0, 1, 2 are the big cube's 0, (N−1)/2, N−1, and the
 * NxNxN solver's first stage solves it with solveSantaCube3 (nxn/corner-stage.ts). For each odd
 * Santa cube: that 3x3 read from the puzzle, solved at the given budget, and the lower bound
 * lower-bound.ts proves for it within its budget; then the totals (answers, bounds, gap).
 *   npx tsx --conditions=@puz/source bench/santa-reduced3-bound.bench.ts [--solve-ms 3000]
 *     [--bound-ms 5000] [--types 5,7,9,19,33]
 * The reduced 3x3 is solved exactly (a big cube's wildcards are spent by the later stages), so
 * its bound is a real one for wildcard puzzles too.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const solveMs = Number(arg('--solve-ms') ?? 3000);
const boundMs = Number(arg('--bound-ms') ?? 5000);
const types = (arg('--types') ?? '5,7,9,19,33').split(',').map(Number);
const dir = realDataDir('santa2023')?.path;
if (!dir) {
  console.log('needs the Santa data (PUZ_SANTA_DATA or ../shared/data/santa2023)');
  process.exit(0);
}
slicePhase1();
/** The 54 stickers of the reduced 3x3, in cube_3's order (face, row, column). */
const reduced = (n: number, stickers: readonly string[]) => {
  const layers = [0, (n - 1) / 2, n - 1] as const;
  return Array.from({ length: 54 }, (_, i) => {
    const face = Math.floor(i / 9);
    const r = layers[Math.floor((i % 9) / 3)] as number;
    const c = layers[i % 3] as number;
    return stickers[face * n * n + r * n + c] as string;
  });
};
let answers = 0;
let bounds = 0;
let count = 0;
let optimal = 0;
const gaps = new Map<number, number>();
for (const p of readSantaPuzzlesIn(dir)) {
  const n = Number(/^cube_(\d+)\//.exec(p.type)?.[1]);
  if (!types.includes(n)) continue;
  const initial = reduced(n, p.initial);
  const goal = reduced(n, p.solution);
  const sol = solveSantaCube3(initial, goal, { budgetMs: solveMs });
  const b = santaCube3LowerBound(initial, goal, { budgetMs: boundMs });
  // A finished bound search is a shortest answer: the solver's can be no shorter.
  if (sol.length < b.bound) throw new Error(`${p.id}: answer ${sol.length} below bound ${b.bound}`);
  const gap = sol.length - b.bound;
  answers += sol.length;
  bounds += b.bound;
  count++;
  if (b.optimal || gap === 0) optimal++;
  gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  console.log(
    `${p.id} cube_${n}: reduced 3x3 answer ${sol.length}, bound ${b.bound}${b.optimal ? ' (optimal found)' : ''}, gap ${gap}, ${b.readings} reading(s), ${(b.nodes / 1e6).toFixed(1)} M nodes`,
  );
}
const hist = [...gaps].sort((a, b) => a[0] - b[0]);
console.log(
  `${count} odd cubes: reduced 3x3 answers ${answers}, proven bounds ${bounds}, gap ${answers - bounds} (${(answers / Math.max(count, 1)).toFixed(2)} vs ${(bounds / Math.max(count, 1)).toFixed(2)} a puzzle); answers proven shortest: ${optimal}; gaps ${hist.map(([g, k]) => `${g}:${k}`).join(' ')}`,
);
