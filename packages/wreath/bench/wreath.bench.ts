import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readSantaPuzzlesIn, readSantaSubmission } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { parseWreathType, solveWreath } from '../src/index.js';

/*
 * pnpm --filter @puz/wreath bench [--budget MS] [--limit MS]: solves every wreath puzzle of
 * Santa 2023's puzzles.csv ($PUZ_SANTA_DATA or ../shared/data/santa2023) with a per-puzzle budget,
 * replays each answer (solveWreath does), and prints per-type totals of moves and time next to the
 * sample submission's. A puzzle the solver gives up on is counted as failed and left out of ours.
 */

const dir = realDataDir('santa2023')?.path;
if (!dir) {
  console.log('no Santa data (puzzles.csv); set PUZ_SANTA_DATA');
  process.exit(0);
}
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const budgetMs = arg('--budget', 2000);
const timeLimitMs = arg('--limit', 60_000);

const sample = new Map<number, number>();
const submission = join(dir, 'sample_submission.csv');
if (existsSync(submission))
  for (const { id, moves } of readSantaSubmission(submission).rows) sample.set(id, moves.length);

interface Total {
  puzzles: number;
  solved: number;
  moves: number;
  ms: number;
  sample: number;
  optimal: number;
}
const totals = new Map<string, Total>();
for (const { id, type, solution, initial, numWildcards } of readSantaPuzzlesIn(dir)) {
  if (!type.startsWith('wreath_')) continue;
  const t =
    totals.get(type) ??
    ({ puzzles: 0, solved: 0, moves: 0, ms: 0, sample: 0, optimal: 0 } satisfies Total);
  totals.set(type, t);
  t.puzzles++;
  t.sample += sample.get(id) ?? 0;
  const t0 = performance.now();
  try {
    const s = solveWreath(parseWreathType(type), initial, solution, {
      wildcards: numWildcards,
      budgetMs,
      timeLimitMs,
      seed: 1,
    });
    t.solved++;
    t.moves += s.length;
    if (s.optimal) t.optimal++;
  } catch (e) {
    console.log(`id ${id}: ${(e as Error).message}`);
  }
  t.ms += performance.now() - t0;
}

const pad = (x: string | number, w: number) => String(x).padStart(w);
console.log(`wreath solver, budget ${budgetMs} ms/puzzle (limit ${timeLimitMs} ms), data ${dir}`);
console.log(
  `${'type'.padEnd(15)}${pad('puzzles', 8)}${pad('solved', 8)}${pad('optimal', 8)}${pad('moves', 8)}${pad('sample', 8)}${pad('time s', 9)}`,
);
let all = { puzzles: 0, solved: 0, moves: 0, ms: 0, sample: 0, optimal: 0 };
for (const [type, t] of totals) {
  console.log(
    `${type.padEnd(15)}${pad(t.puzzles, 8)}${pad(t.solved, 8)}${pad(t.optimal, 8)}${pad(t.moves, 8)}${pad(t.sample, 8)}${pad((t.ms / 1000).toFixed(1), 9)}`,
  );
  all = {
    puzzles: all.puzzles + t.puzzles,
    solved: all.solved + t.solved,
    moves: all.moves + t.moves,
    ms: all.ms + t.ms,
    sample: all.sample + t.sample,
    optimal: all.optimal + t.optimal,
  };
}
console.log(
  `${'total'.padEnd(15)}${pad(all.puzzles, 8)}${pad(all.solved, 8)}${pad(all.optimal, 8)}${pad(all.moves, 8)}${pad(all.sample, 8)}${pad((all.ms / 1000).toFixed(1), 9)}`,
);
