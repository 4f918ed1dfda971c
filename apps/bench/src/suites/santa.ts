import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_TOTALS } from '@puz/perm/santa';
import { loadSantaData, readSubmission, scoreSubmission, solvePuzzle } from '@puz/santa';
import { expectEqual, repeat, timedRow } from '../measure.js';
import type { Row, Suite } from '../types.js';
import { puzzlesByType, santaData, solveFamily } from './santa-common.js';

/** The sample submission's total on the final Kaggle data (1,220,590 moves): the one table's sum. */
const SAMPLE_TOTAL = Object.values(PUBLIC_TOTALS).reduce((a, t) => a + t.sample, 0);

export const santaSuite: Suite = {
  name: 'santa',
  description:
    'Santa 2023 integration: read + score the sample submission, solvePuzzle per type with checkSolution replays',
  async run(ctx) {
    const rows: Row[] = [];
    const { data, fixture } = santaData(ctx, ctx.quick);
    const expected = fixture
      ? (JSON.parse(readFileSync(join(data.dir, 'expected.json'), 'utf8')) as { total: number })
          .total
      : SAMPLE_TOTAL;
    const runs = ctx.quick ? 3 : 5;
    const load = await repeat(runs, () => loadSantaData(data.dir), { warmup: true });
    const score = await repeat(runs, () =>
      scoreSubmission(data, readSubmission(join(data.dir, 'sample_submission.csv'))),
    );
    expectEqual(score.result.total, expected, 'sample submission total');
    expectEqual(score.result.valid, data.puzzles.size, 'sample submission: every row valid');
    rows.push(
      timedRow(
        'santa',
        `load puzzles.csv + puzzle_info.csv (${data.puzzles.size} puzzles)`,
        load.samples,
        { types: load.result.types.size },
      ),
      timedRow('santa', 'read + replay + score the sample submission', score.samples, {
        total: score.result.total,
      }),
    );
    const groups = puzzlesByType(
      data,
      (t) => fixture || t === 'cube_2/2/2' || (!ctx.quick && t === 'cube_3/3/3'),
      (t) =>
        fixture
          ? Number.POSITIVE_INFINITY
          : ctx.quick
            ? 3
            : t === 'cube_3/3/3'
              ? 10
              : Number.POSITIVE_INFINITY,
    );
    const budgetMs = ctx.quick ? 200 : 500;
    rows.push(
      ...solveFamily(
        'santa',
        data,
        groups,
        (p) => solvePuzzle(p, data.types.get(p.type), { budgetMs }),
        ctx.log,
      ),
    );
    return rows;
  },
};
