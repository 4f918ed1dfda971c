import { readSantaPuzzlesIn, readSantaSubmission } from '@puz/perm/node';
import { shortenWindows } from '@puz/search';
import { realDataDir } from '@puz/test-kit';
import { globePuzzle, parseGlobeType } from '../src/index.js';

/*
 * pnpm --filter @puz/globe exec tsx --conditions=@puz/source bench/window.bench.ts SUBMISSION [type-filter]
 * [maxBall] [ms]: runs the window optimiser (@puz/search shortenWindows) on every globe answer of
 * a Santa submission and prints per type the moves before and after and the time; every
 * shortened answer is replayed against the goal with its wildcards.
 */
const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const [file, filter, ballArg, msArg] = process.argv.slice(2);
if (!file) throw new Error('usage: window.bench.ts SUBMISSION [type-filter] [maxBall] [ms]');
const submission = readSantaSubmission(file);
for (const issue of submission.issues) console.log(`skipped: ${issue.message}`);
const answers = new Map(submission.rows.map((r) => [r.id, r.moves]));
const totals = new Map<string, { before: number; after: number; ms: number }>();
for (const { id, type, solution, initial, numWildcards: wildcards } of readSantaPuzzlesIn(
  dir,
).filter((p) => p.type.startsWith('globe_'))) {
  if (filter && !type.includes(filter)) continue;
  const moves = answers.get(id);
  if (!moves) continue;
  const { a, b } = parseGlobeType(type);
  const puzzle = globePuzzle(a, b);
  const t0 = performance.now();
  const r = shortenWindows(puzzle, initial, solution, moves, {
    wildcards,
    ...(ballArg ? { maxBall: Number(ballArg) } : {}),
    ...(msArg ? { timeLimitMs: Number(msArg) } : {}),
  });
  const ms = performance.now() - t0;
  const end = puzzle.replay(initial, r.moves);
  const wrong = end.filter((x, i) => x !== solution[i]).length;
  if (wrong > wildcards) throw new Error(`${id}: the shortened answer leaves ${wrong} wrong`);
  const t = totals.get(type) ?? { before: 0, after: 0, ms: 0 };
  t.before += moves.length;
  t.after += r.moves.length;
  t.ms += ms;
  totals.set(type, t);
  console.log(
    `${id} ${type} ${moves.length} -> ${r.moves.length} (${r.replaced} windows, ${r.passes} passes, ${r.balls} balls) ${ms.toFixed(0)} ms`,
  );
}
let before = 0;
let after = 0;
for (const [type, t] of totals) {
  before += t.before;
  after += t.after;
  console.log(`${type}: ${t.before} -> ${t.after} in ${(t.ms / 1000).toFixed(1)} s`);
}
console.log(`total: ${before} -> ${after}`);
