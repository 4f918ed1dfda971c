import { join } from 'node:path';
import { readPuzzles, realDataDir } from '@puz/test-kit';
import { type SantaCubeProgress, solveSantaCubeN } from '../src/nxn/index.js';

/*
 * tsx --conditions=@puz/source bench/nxn-stages.bench.ts [--types 4,19] [--limit K] [--ids 201,283]
 * Where an NxNxN answer's moves come from: the first run (budget 1 ms: deterministic) of each
 * Santa cube_N puzzle, with the moves so far after each stage (three, parity, anneal, multi,
 * pairs, wings, units, and a fallback's wing/centre) and the time. The answers are replayed by
 * the solver itself.
 */

const dir = realDataDir('santa2023', ['puzzles.csv'])?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('--limit') ?? 1);
const types = (arg('--types') ?? '4,6,8,10').split(',').map(Number);
const ids = arg('--ids')?.split(',');

const rows = readPuzzles(join(dir, 'puzzles.csv'), 'cube_').map((r) => ({
  ...r,
  n: Number(/^cube_(\d+)\//.exec(r.type)?.[1]),
}));
for (const n of types) {
  const mine = rows.filter((r) => r.n === n && (!ids || ids.includes(String(r.id))));
  for (const r of ids ? mine : mine.slice(0, limit)) {
    const stages = new Map<string, number>();
    let runs = 0;
    const sol = solveSantaCubeN(n, r.initial, r.solution, {
      wildcards: r.wildcards,
      budgetMs: 1,
      onProgress: (p) => {
        const { stage, best } = p as SantaCubeProgress;
        if (stage === 'anneal') runs++;
        if (runs <= 1) stages.set(stage, best ?? 0);
      },
    });
    const trail = [...stages].map(([s, b]) => `${s} ${b}`).join(', ');
    console.log(
      `${r.id} cube_${n}: ${sol.length} moves, ${(sol.ms / 1000).toFixed(1)} s (${trail})`,
    );
  }
}
