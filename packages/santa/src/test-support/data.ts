import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_TOTALS } from '@puz/perm/santa';
import { dataDir, fixtureDir } from '@puz/test-kit';

/*
 * Test data: the Kaggle files when found ($PUZ_SANTA_DATA, or ../shared/data/santa2023 next to
 * the checkout), else the test kit's generated fixture (tools/scripts/make-santa-fixture.ts).
 */

export const FIXTURE_DIR = fixtureDir('santa2023');

/** The sample submission's move totals by type (every row valid): the one table, PUBLIC_TOTALS. */
const KAGGLE_SAMPLE: Record<string, number> = Object.fromEntries(
  Object.entries(PUBLIC_TOTALS).map(([type, t]) => [type, t.sample]),
);
const KAGGLE_SAMPLE_TOTAL = Object.values(KAGGLE_SAMPLE).reduce((a, b) => a + b, 0);

export interface TestData {
  dir: string;
  /** `kaggle` for the real files, `fixture` for the generated stand-in. */
  kind: 'kaggle' | 'fixture';
  sample: string;
  puzzles: number;
  /** The sample submission's known total and per-type totals. */
  total: number;
  byType: Record<string, number>;
}

export function testData(): TestData {
  const { path: dir, source } = dataDir('santa2023', [
    'puzzles.csv',
    'puzzle_info.csv',
    'sample_submission.csv',
  ]);
  if (source !== 'fixture')
    return {
      dir,
      kind: 'kaggle',
      sample: join(dir, 'sample_submission.csv'),
      puzzles: 398,
      total: KAGGLE_SAMPLE_TOTAL,
      byType: KAGGLE_SAMPLE,
    };
  const expected = JSON.parse(readFileSync(join(FIXTURE_DIR, 'expected.json'), 'utf8')) as {
    total: number;
    byType: Record<string, number>;
  };
  return {
    dir: FIXTURE_DIR,
    kind: 'fixture',
    sample: join(FIXTURE_DIR, 'sample_submission.csv'),
    puzzles: 12,
    ...expected,
  };
}
