import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { catalogOf, cubeUnits } from '../src/nxn/catalog.js';
import { type SantaCubeProgress, solveSantaCubeN } from '../src/nxn/index.js';

/*
 * tsx --conditions=@puz/source bench/nxn-stages.bench.ts [--types 4,19] [--limit K] [--ids 201,283]
 * Where an NxNxN answer's moves come from: the first run (budget 1 ms: deterministic) of each
 * Santa cube_N puzzle, with the moves so far after each stage (three, parity, anneal, multi,
 * pairs, wings, units, and a fallback's wing/centre) and the time. The answers are replayed by
 * the solver itself.
 * --catalogs: first, for each N, the time to get every unit's 3-cycle catalog (searched tables,
 * mapping, recipes; from the disk cache when there), their entries and bytes, and the process RSS.
 */

const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('--limit') ?? 1);
const types = (arg('--types') ?? '4,6,8,10').split(',').map(Number);
const ids = arg('--ids')?.split(',');

const rows = readSantaPuzzlesIn(dir)
  .filter((p) => p.type.startsWith('cube_'))
  .map((r) => ({
    ...r,
    n: Number(/^cube_(\d+)\//.exec(r.type)?.[1]),
  }));
if (process.argv.includes('--catalogs'))
  for (const n of types) {
    const t0 = performance.now();
    let entries = 0;
    let bytes = 0;
    const { units } = cubeUnits(n);
    units.forEach((_, u) => {
      const c = catalogOf(n, u);
      entries += c.count;
      for (const a of [c.pos, c.src, c.cost, c.start, c.moves]) bytes += a.byteLength;
    });
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    const mb = (x: number) => (x / 2 ** 20).toFixed(0);
    console.log(
      `cube_${n} catalogs: ${units.length} units, ${entries} entries, ${mb(bytes)} MB, ${s} s, rss ${mb(process.memoryUsage().rss)} MB`,
    );
  }
for (const n of types) {
  const mine = rows.filter((r) => r.n === n && (!ids || ids.includes(String(r.id))));
  for (const r of ids ? mine : mine.slice(0, limit)) {
    const stages = new Map<string, string>();
    let runs = 0;
    let last = performance.now();
    const sol = solveSantaCubeN(n, r.initial, r.solution, {
      wildcards: r.numWildcards,
      // PUZ_BUDGET_MS: the solve's budget (default 1 ms: the first run only, deterministic).
      budgetMs: Number(process.env.PUZ_BUDGET_MS ?? 1),
      // PUZ_SEED: offsets the annealing seeds (another deterministic first run).
      seed: Number(process.env.PUZ_SEED ?? 0),
      onProgress: (p) => {
        const { stage, best } = p as SantaCubeProgress;
        if (stage === 'anneal') runs++;
        const now = performance.now();
        // Each stage's moves so far and the seconds since the stage before (first run only).
        if (runs <= 1) stages.set(stage, `${best ?? 0} @${((now - last) / 1000).toFixed(1)}s`);
        last = now;
      },
    });
    const trail = [...stages].map(([s, b]) => `${s} ${b}`).join(', ');
    console.log(
      `${r.id} cube_${n}: ${sol.length} moves, ${(sol.ms / 1000).toFixed(1)} s (${trail})`,
    );
  }
}
