import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPuzzleSolution, loadSantaData, type SantaData, type SantaPuzzle } from '@puz/santa';
import { santaFixtures } from '../data.js';
import { expect, quotedRow, timedRow } from '../measure.js';
import { type Row, type RunContext, SkipSuite } from '../types.js';

/**
 * Public per-type move totals (Santa 2023 data README: replayed public final submissions):
 * the sample submission, 15th place (k-harada) and the best of the public solutions.
 */
export const QUOTED: Record<string, { sample: number; k107: number; best: number }> = {
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

/** Puzzles per type in the full data (to tell when a run covered a whole type). */
export const TYPE_COUNTS: Record<string, number> = {
  'cube_2/2/2': 30,
  'cube_3/3/3': 120,
  'cube_4/4/4': 60,
  'cube_5/5/5': 35,
  'cube_6/6/6': 12,
  'cube_7/7/7': 5,
  'cube_8/8/8': 5,
  'cube_9/9/9': 5,
  'cube_10/10/10': 5,
  'cube_19/19/19': 4,
  'cube_33/33/33': 3,
  'wreath_6/6': 20,
  'wreath_7/7': 15,
  'wreath_12/12': 10,
  'wreath_21/21': 5,
  'wreath_33/33': 3,
  'wreath_100/100': 1,
  'globe_1/8': 10,
  'globe_1/16': 5,
  'globe_2/6': 5,
  'globe_3/4': 15,
  'globe_6/4': 5,
  'globe_6/8': 5,
  'globe_6/10': 5,
  'globe_3/33': 8,
  'globe_8/25': 2,
};

/** The data to use: the real files, or in quick mode the fixture (skips the suite otherwise). */
export function santaData(
  ctx: RunContext,
  allowFixture: boolean,
): { data: SantaData; fixture: boolean } {
  if (ctx.santaData) return { data: loadSantaData(ctx.santaData), fixture: false };
  if (allowFixture) return { data: loadSantaData(santaFixtures(ctx.root)), fixture: true };
  throw new SkipSuite(
    'no Santa 2023 data (--data DIR, $PUZ_SANTA_DATA or ../shared/data/santa2023)',
  );
}

/** The first `limit` puzzles of each type accepted by `pick`, grouped by type in file order. */
export function puzzlesByType(
  data: SantaData,
  pick: (type: string) => boolean,
  limit: (type: string) => number,
): Map<string, SantaPuzzle[]> {
  const out = new Map<string, SantaPuzzle[]>();
  for (const p of data.puzzles.values()) {
    if (!pick(p.type) || limit(p.type) <= 0) continue;
    const list = out.get(p.type) ?? [];
    if (list.length < limit(p.type)) list.push(p);
    out.set(p.type, list);
  }
  return out;
}

/** Replays an answer against puzzle_info.csv (Kaggle's rule, wildcards included). */
export function checkAnswer(data: SantaData, p: SantaPuzzle, moves: readonly string[]): void {
  const verdict = checkPuzzleSolution(p, data.types.get(p.type), moves);
  expect(verdict.valid, `Santa id ${p.id} (${p.type}): ${verdict.message ?? 'invalid'}`);
}

/** Sample-submission move counts by id, when the data directory has sample_submission.csv. */
export function sampleLengths(data: SantaData): Map<number, number> {
  const out = new Map<number, number>();
  try {
    const text = readFileSync(join(data.dir, 'sample_submission.csv'), 'utf8');
    for (const line of text.trim().split('\n').slice(1)) {
      const comma = line.indexOf(',');
      out.set(Number(line.slice(0, comma)), line.slice(comma + 1).split('.').length);
    }
  } catch {}
  return out;
}

/**
 * Solves every picked puzzle with `solve`, replays each answer against puzzle_info.csv, and makes
 * one row per type: time per puzzle (min/median/max), total moves, and moves against the sample
 * submission on the same ids (measured) and, when the whole type ran, the public totals (quoted).
 */
export function solveFamily(
  suite: string,
  data: SantaData,
  groups: Map<string, SantaPuzzle[]>,
  solve: (p: SantaPuzzle) => { moves: readonly string[]; optimal?: boolean },
  log: (line: string) => void,
): Row[] {
  const rows: Row[] = [];
  const sample = sampleLengths(data);
  for (const [type, puzzles] of groups) {
    const times: number[] = [];
    let moves = 0;
    let sampleMoves = 0;
    let optimal = 0;
    for (const p of puzzles) {
      const t0 = performance.now();
      const answer = solve(p);
      times.push(performance.now() - t0);
      checkAnswer(data, p, answer.moves);
      moves += answer.moves.length;
      sampleMoves += sample.get(p.id) ?? 0;
      if (answer.optimal) optimal++;
    }
    const whole = puzzles.length === TYPE_COUNTS[type] && QUOTED[type] !== undefined;
    const row = timedRow(suite, `${type} x${puzzles.length} (per puzzle)`, times, {
      moves,
      ...(optimal ? { optimal } : {}),
      ...(sampleMoves ? { 'sample moves': sampleMoves } : {}),
    });
    if (sampleMoves)
      row.ratios = [{ vs: 'sample submission', value: sampleMoves / moves, what: 'moves' }];
    rows.push(row);
    const q = QUOTED[type];
    if (whole && q) {
      row.ratios = [
        ...(row.ratios ?? []),
        { vs: 'best public (quoted)', value: q.best / moves, what: 'moves' },
      ];
      rows.push(
        quotedRow(
          suite,
          `${type} public totals`,
          { sample: q.sample, '15th place': q.k107, best: q.best },
          'Santa 2023 README',
        ),
      );
    }
    log(`${suite}: ${type} ${puzzles.length} puzzles, ${moves} moves`);
  }
  return rows;
}
