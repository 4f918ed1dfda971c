import { join } from 'node:path';
import { PUBLIC_TOTALS } from '@puz/perm/santa';
import {
  checkPuzzleSolution,
  loadSantaData,
  readSubmission,
  type SantaData,
  type SantaPuzzle,
} from '@puz/santa';
import { fixtureDir } from '@puz/test-kit';
import { expect, quotedRow, timedRow } from '../measure.js';
import { type Row, type RunContext, SkipSuite } from '../types.js';

/** The data to use: the real files, or in quick mode the fixture (skips the suite otherwise). */
export function santaData(
  ctx: RunContext,
  allowFixture: boolean,
): { data: SantaData; fixture: boolean } {
  if (ctx.santaData) return { data: loadSantaData(ctx.santaData), fixture: false };
  if (allowFixture) return { data: loadSantaData(fixtureDir('santa2023')), fixture: true };
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
    // The one Santa CSV reader (@puz/perm's, through @puz/santa); a missing file is no sample.
    for (const { id, moves } of readSubmission(join(data.dir, 'sample_submission.csv')).rows)
      out.set(id, moves.length);
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
    const whole = puzzles.length === PUBLIC_TOTALS[type]?.puzzles;
    const row = timedRow(suite, `${type} x${puzzles.length} (per puzzle)`, times, {
      moves,
      ...(optimal ? { optimal } : {}),
      ...(sampleMoves ? { 'sample moves': sampleMoves } : {}),
    });
    if (sampleMoves)
      row.ratios = [{ vs: 'sample submission', value: sampleMoves / moves, what: 'moves' }];
    rows.push(row);
    const q = PUBLIC_TOTALS[type];
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
