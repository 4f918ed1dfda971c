import { join, resolve } from 'node:path';
import { PUBLIC_TOTALS } from '@puz/perm/santa';
import { realDataDir, repoRoot } from '@puz/test-kit';
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

const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const jobs = Number(arg('--jobs') ?? 2);
const budget = arg('--budget-ms');
const ids = arg('--ids');
const out = resolve(arg('--out') ?? join(repoRoot(), '.bench-santa-submission.csv'));

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
for (const [type, q] of Object.entries(PUBLIC_TOTALS)) {
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
