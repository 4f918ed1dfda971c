import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadSantaData,
  parseIdRanges,
  readSubmission,
  scoreSubmission,
  solveBatch,
  writeSubmission,
} from '../src/index.js';

/*
 * The full Santa 2023 run: every puzzle (or --ids A-B) solved over --jobs worker threads with
 * --budget-ms a puzzle, the answers replayed, written to --out (default a scratch file; the run
 * never merges into an existing file), and a per-type table against the sample submission and
 * the public totals quoted in the data README (quoted, not measured here).
 *
 *   pnpm --filter @puz/santa bench:solve -- [--jobs 2] [--budget-ms N] [--ids 0-397] [--out F]
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const dir = process.env.PUZ_SANTA_DATA ?? resolve(here, '../../../../shared/data/santa2023');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const jobs = Number(arg('--jobs') ?? 2);
const budget = arg('--budget-ms');
const ids = arg('--ids');
const out = resolve(arg('--out') ?? join(here, '../../../.bench-santa-submission.csv'));

// Public per-type totals (Santa 2023 data README: replayed public final submissions).
const QUOTED: Record<string, { sample: number; best: number; k107: number }> = {
  'cube_2/2/2': { sample: 2275, best: 315, k107: 315 },
  'cube_3/3/3': { sample: 36661, best: 2429, k107: 2915 },
  'cube_4/4/4': { sample: 35320, best: 3920, k107: 6202 },
  'cube_5/5/5': { sample: 51254, best: 3370, k107: 6682 },
  'cube_6/6/6': { sample: 29288, best: 1899, k107: 4840 },
  'cube_7/7/7': { sample: 21947, best: 969, k107: 2581 },
  'cube_8/8/8': { sample: 28378, best: 1364, k107: 3730 },
  'cube_9/9/9': { sample: 34550, best: 1682, k107: 3606 },
  'cube_10/10/10': { sample: 50465, best: 2219, k107: 5995 },
  'cube_19/19/19': { sample: 102317, best: 6155, k107: 12576 },
  'cube_33/33/33': { sample: 372200, best: 16208, k107: 32220 },
  'wreath_6/6': { sample: 7888, best: 150, k107: 150 },
  'wreath_7/7': { sample: 7488, best: 128, k107: 128 },
  'wreath_12/12': { sample: 22108, best: 173, k107: 173 },
  'wreath_21/21': { sample: 22446, best: 176, k107: 193 },
  'wreath_33/33': { sample: 17228, best: 185, k107: 465 },
  'wreath_100/100': { sample: 22284, best: 351, k107: 351 },
  'globe_1/8': { sample: 2347, best: 496, k107: 1275 },
  'globe_1/16': { sample: 2403, best: 545, k107: 1282 },
  'globe_2/6': { sample: 2435, best: 113, k107: 297 },
  'globe_3/4': { sample: 29526, best: 469, k107: 1219 },
  'globe_6/4': { sample: 16090, best: 253, k107: 565 },
  'globe_6/8': { sample: 14992, best: 789, k107: 1845 },
  'globe_6/10': { sample: 14837, best: 831, k107: 1914 },
  'globe_3/33': { sample: 226350, best: 6361, k107: 12339 },
  'globe_8/25': { sample: 47513, best: 1914, k107: 3835 },
};

const data = loadSantaData(dir);
const t0 = performance.now();
let last = t0;
const result = await solveBatch({
  data,
  jobs,
  ...(ids ? { ids: parseIdRanges(ids) } : {}),
  ...(budget ? { budgetMs: Number(budget) } : {}),
  onResult: (r, done, total) => {
    const now = performance.now();
    const what = r.ok
      ? `${r.solution.type} id ${r.solution.id}: ${r.solution.moves.length} moves, ${(r.solution.ms / 1000).toFixed(1)} s`
      : `id ${r.id} FAILED: ${r.message}`;
    if (!r.ok || now - last > 10_000 || done === total) {
      console.error(`[${done}/${total} ${((now - t0) / 1000).toFixed(0)} s] ${what}`);
      last = now;
    }
  },
});
writeSubmission(
  out,
  result.solutions.map((s) => ({ id: s.id, moves: s.moves })),
);
const score = scoreSubmission(data, readSubmission(out));

const byType = new Map<string, { n: number; moves: number; ms: number; maxMs: number }>();
for (const s of result.solutions) {
  const t = byType.get(s.type) ?? { n: 0, moves: 0, ms: 0, maxMs: 0 };
  t.n++;
  t.moves += s.moves.length;
  t.ms += s.ms;
  t.maxMs = Math.max(t.maxMs, s.ms);
  byType.set(s.type, t);
}
console.log(
  `Santa 2023 full run: ${result.solutions.length} solved, ${result.failures.length} failed, ${jobs} jobs, budget ${budget ?? 'default'} ms, wall ${(result.ms / 1000).toFixed(0)} s; ${out} scores ${score.total} (${score.valid} valid)`,
);
console.log(
  '| type | solved | moves | sample (quoted) | 15th place (quoted) | best (quoted) | mean s | max s |',
);
console.log('|---|---|---|---|---|---|---|---|');
const sum = { moves: 0, sample: 0, k107: 0, best: 0 };
for (const [type, q] of Object.entries(QUOTED)) {
  const t = byType.get(type);
  if (!t) continue;
  sum.moves += t.moves;
  sum.sample += q.sample;
  sum.k107 += q.k107;
  sum.best += q.best;
  console.log(
    `| ${type} | ${t.n} | ${t.moves} | ${q.sample} | ${q.k107} | ${q.best} | ${(t.ms / t.n / 1000).toFixed(2)} | ${(t.maxMs / 1000).toFixed(1)} |`,
  );
}
console.log(
  `| total | ${result.solutions.length} | ${sum.moves} | ${sum.sample} | ${sum.k107} | ${sum.best} | | |`,
);
for (const f of result.failures) console.log(`id ${f.id}: ${f.message}`);
