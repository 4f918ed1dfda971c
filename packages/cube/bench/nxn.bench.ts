import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { solveSantaCubeN } from '../src/nxn/index.js';
import { santaCubeMoves } from '../src/santa-family/index.js';

/*
 * tsx --conditions=@puz/source bench/nxn.bench.ts [--types 4,5] [--limit K] [--budget-ms N]
 * Solves Santa 2023's cube_N puzzles (N >= 4) from puzzles.csv (PUZ_SANTA_DATA, else
 * ../shared/data/santa2023 beside the repository), replays every answer with the move
 * permutations, and prints per type: puzzles, total moves, mean and max time.
 */

const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('--limit') ?? Number.POSITIVE_INFINITY);
const only = arg('--types')?.split(',').map(Number);
const budget = arg('--budget-ms');

const rows = readSantaPuzzlesIn(dir)
  .filter((p) => p.type.startsWith('cube_'))
  .map((r) => ({ ...r, n: Number(/^cube_(\d+)\//.exec(r.type)?.[1]) }))
  .filter((r) => r.n >= 4 && (!only || only.includes(r.n)));

const sizes = [...new Set(rows.map((r) => r.n))].sort((a, b) => a - b);
let grand = 0;
for (const n of sizes) {
  const cube = santaCubeMoves(n);
  const mine = rows.filter((r) => r.n === n).slice(0, limit);
  let total = 0;
  let sumMs = 0;
  let maxMs = 0;
  for (const r of mine) {
    const sol = solveSantaCubeN(n, r.initial, r.solution, {
      wildcards: r.numWildcards,
      ...(budget ? { budgetMs: Number(budget) } : {}),
    });
    // Independent replay: Santa names through the geometric move permutations.
    let state = r.initial;
    for (const name of sol.moves) {
      const inverse = name.startsWith('-');
      const face = name[inverse ? 1 : 0] as string;
      const layer = Number(name.slice(inverse ? 2 : 1));
      const p = cube.perm({
        face: face.toUpperCase() as 'F',
        from: layer + 1,
        to: layer + 1,
        amount: inverse ? 3 : 1,
      });
      state = Array.from(p, (src) => state[src] as string);
    }
    const wrong = state.filter((s, i) => s !== r.solution[i]).length;
    if (wrong > r.numWildcards) throw new Error(`puzzle ${r.id}: ${wrong} stickers wrong`);
    total += sol.length;
    sumMs += sol.ms;
    maxMs = Math.max(maxMs, sol.ms);
    console.log(`  ${r.id} cube_${n}: ${sol.length} moves, ${sol.ms.toFixed(0)} ms`);
  }
  grand += total;
  console.log(
    `cube_${n}: ${mine.length} puzzles, ${total} moves, mean ${(sumMs / mine.length).toFixed(0)} ms, max ${maxMs.toFixed(0)} ms`,
  );
}
console.log(`total: ${grand} moves`);
