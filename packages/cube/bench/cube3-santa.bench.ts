import { apply } from '@puz/perm';
import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { parseAlg } from '../src/notation.js';
import { prepareSantaCube3, santaCubeMoves, solveSantaCube3 } from '../src/santa-family/index.js';

/*
 * Santa 2023 cube_3/3/3 only, a slice of the puzzles, with the solver's knobs exposed, so that
 * settings can be compared on the same puzzles in one sitting:
 *   npx tsx --conditions=@puz/source bench/cube3-santa.bench.ts [--budget ms] [--share x]
 *     [--from i] [--to j] [--step k]
 * --from/--to/--step pick puzzles by position among the 120 (default all). Every answer replayed.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const budget = Number(arg('--budget') ?? 5000);
const share = arg('--share');
const from = Number(arg('--from') ?? 0);
const to = Number(arg('--to') ?? 120);
const step = Number(arg('--step') ?? 1);
const dir = realDataDir('santa2023')?.path;
if (!dir) {
  console.log('no Santa data (set PUZ_SANTA_DATA or put it in ../shared/data/santa2023)');
  process.exit(0);
}
console.log(`cube_3 tables (load/build): ${prepareSantaCube3({ full: true }).toFixed(0)} ms`);
const all = readSantaPuzzlesIn(dir).filter((p) => p.type.startsWith('cube_3/3/3'));
const puzzles = all.slice(from, to).filter((_, i) => i % step === 0);
const cube = santaCubeMoves(3);
let total = 0;
let optimal = 0;
const t0 = performance.now();
for (const p of puzzles) {
  const s = solveSantaCube3(p.initial, p.solution, {
    budgetMs: budget,
    wildcards: p.numWildcards,
    ...(share !== undefined ? { sliceShare: Number(share) } : {}),
  });
  const perm = cube.permOf(parseAlg(s.moves.join('.'), 3, { notation: 'santa' }));
  const end = s.moves.length ? apply(perm, p.initial) : p.initial;
  const wrong = end.filter((l, i) => l !== p.solution[i]).length;
  if (wrong > p.numWildcards) throw new Error(`puzzle ${p.id}: replay leaves ${wrong} wrong`);
  total += s.length;
  if (s.optimal) optimal++;
  console.log(`${p.id} ${s.length}${s.optimal ? ' optimal' : ''} ${s.ms.toFixed(0)} ms`);
}
const ms = performance.now() - t0;
console.log(
  `cube_3: ${puzzles.length} puzzles, total ${total} moves, ${optimal} proven optimal, ` +
    `${(ms / 1000).toFixed(1)} s, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB, all replayed`,
);
