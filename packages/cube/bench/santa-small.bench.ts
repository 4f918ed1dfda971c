import { writeFileSync } from 'node:fs';
import { apply } from '@puz/perm';
import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { parseAlg } from '../src/notation.js';
import {
  prepareSantaCube2,
  prepareSantaCube3,
  santaCubeMoves,
  solveSantaCube2,
  solveSantaCube3,
} from '../src/santa-family/index.js';

/*
 * Santa 2023 cube_2/2/2 (30 puzzles) and cube_3/3/3 (120): solve each, replay it with
 * santaCubeMoves, print totals and times.
 *   npx tsx --conditions=@puz/source bench/santa-small.bench.ts [--budget ms] [--out file.csv]
 * Data: $PUZ_SANTA_DATA or ../shared/data/santa2023 next to the repository.
 */

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const budget = Number(arg('--budget') ?? 1000);
const out = arg('--out');
const dir = realDataDir('santa2023')?.path;
if (!dir) {
  console.log('no Santa data (set PUZ_SANTA_DATA or put it in ../shared/data/santa2023)');
  process.exit(0);
}

const rows: string[] = [];
console.log(`data: ${dir}`);
console.log(`cube_2 table build: ${prepareSantaCube2().toFixed(0)} ms`);
console.log(`cube_3 tables (load/build): ${prepareSantaCube3().toFixed(0)} ms`);

for (const [type, n, solve, opts] of [
  ['cube_2/2/2', 2, solveSantaCube2, {}],
  ['cube_3/3/3', 3, solveSantaCube3, { budgetMs: budget }],
] as const) {
  const puzzles = readSantaPuzzlesIn(dir).filter((p) => p.type.startsWith(type));
  const cube = santaCubeMoves(n);
  let total = 0;
  let optimal = 0;
  let worst = 0;
  const t0 = performance.now();
  for (const p of puzzles) {
    const s = solve(p.initial, p.solution, { ...opts, wildcards: p.numWildcards });
    const perm = cube.permOf(parseAlg(s.moves.join('.'), n, { notation: 'santa' }));
    const end = s.moves.length ? apply(perm, p.initial) : p.initial;
    const wrong = end.filter((l, i) => l !== p.solution[i]).length;
    if (wrong > p.numWildcards) throw new Error(`puzzle ${p.id}: replay leaves ${wrong} wrong`);
    total += s.length;
    if (s.optimal) optimal++;
    worst = Math.max(worst, s.ms);
    rows.push(`${p.id},${s.moves.join('.')}`);
  }
  const ms = performance.now() - t0;
  console.log(
    `${type}: ${puzzles.length} puzzles, total ${total} moves (${(total / puzzles.length).toFixed(2)} each), ` +
      `${optimal} proven optimal, ${(ms / 1000).toFixed(1)} s (${(ms / puzzles.length).toFixed(0)} ms/puzzle, worst ${worst.toFixed(0)} ms), all replayed`,
  );
}
if (out) {
  writeFileSync(out, `id,moves\n${rows.join('\n')}\n`);
  console.log(`wrote ${out}`);
}
