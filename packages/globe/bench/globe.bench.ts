import { readSantaPuzzlesIn } from '@puz/perm/node';
import { PUBLIC_TOTALS } from '@puz/perm/santa';
import { realDataDir } from '@puz/test-kit';
import { globeMoves, parseGlobeType, solveGlobe } from '../src/index.js';

/*
 * pnpm --filter @puz/globe bench [type-filter]: solves every globe puzzle of Santa 2023's
 * puzzles.csv ($PUZ_SANTA_DATA, else ../shared/data/santa2023 beside the checkout), replays each
 * answer independently, and prints per type the count, total moves and mean/max time.
 * `pnpm --filter @puz/globe bench 3/33` runs only the types whose name contains `3/33`.
 * Budgets: $PUZ_GLOBE_BUDGET_MS (below), or $PUZ_GLOBE_BUDGET_NODES for a clock-free run.
 */

const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const filter = process.argv[2];
// Search budget per puzzle: $PUZ_GLOBE_BUDGET_MS, else 2 s (10 s for globe_3/33 and 8/25).
const envBudget = process.env.PUZ_GLOBE_BUDGET_MS
  ? Number(process.env.PUZ_GLOBE_BUDGET_MS)
  : undefined;
// $PUZ_GLOBE_BUDGET_NODES: greedy variants per puzzle instead of time (reproducible anywhere).
const budgetNodes = process.env.PUZ_GLOBE_BUDGET_NODES
  ? Number(process.env.PUZ_GLOBE_BUDGET_NODES)
  : undefined;
/** Kaggle's sample submission's move totals (the repository's one table of them). */
const sample: Record<string, number> = Object.fromEntries(
  Object.entries(PUBLIC_TOTALS).map(([type, t]) => [type, t.sample]),
);

const rows: { type: string; moves: number; ms: number }[] = [];
let invalid = 0;
for (const { id, type, solution, initial, numWildcards: wildcards } of readSantaPuzzlesIn(
  dir,
).filter((p) => p.type.startsWith('globe_'))) {
  if (filter && !type.includes(filter)) continue;
  const { a, b } = parseGlobeType(type);
  const budgetMs = envBudget ?? (initial.length > 200 ? 10_000 : 2_000);
  const r = solveGlobe(a, b, initial, solution, {
    wildcards,
    budgetMs,
    ...(budgetNodes !== undefined ? { budgetNodes } : {}),
  });
  // Independent replay with the generated moves.
  const moves = globeMoves(a, b, { inverses: true });
  let s = initial;
  for (const m of r.moves) {
    const p = moves.get(m)!;
    s = s.map((_, i) => s[p[i]!]!);
  }
  const wrong = s.filter((x, i) => x !== solution[i]).length;
  if (wrong > wildcards) invalid++;
  rows.push({ type, moves: r.length, ms: r.ms });
  console.log(`${id} ${type} ${r.length} moves ${r.ms.toFixed(0)} ms ${wrong}/${wildcards} wrong`);
}
console.log('\ntype          n   moves  sample  mean ms  max ms');
let total = 0;
let totalSample = 0;
for (const type of [...new Set(rows.map((r) => r.type))]) {
  const rs = rows.filter((r) => r.type === type);
  const moves = rs.reduce((s, r) => s + r.moves, 0);
  const mean = rs.reduce((s, r) => s + r.ms, 0) / rs.length;
  const max = Math.max(...rs.map((r) => r.ms));
  total += moves;
  totalSample += sample[type] ?? 0;
  console.log(
    `${type.padEnd(12)} ${String(rs.length).padStart(2)} ${String(moves).padStart(7)} ${String(sample[type] ?? '').padStart(7)} ${mean.toFixed(0).padStart(8)} ${max.toFixed(0).padStart(7)}`,
  );
}
console.log(`total           ${String(total).padStart(7)} ${String(totalSample).padStart(7)}`);
console.log(invalid ? `${invalid} INVALID answers` : `all ${rows.length} answers valid`);
if (invalid) process.exitCode = 1;
