import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, fixtureDir } from '@puz/test-kit';

/*
 * Test data: the Kaggle files when found ($PUZ_SANTA_DATA, or ../shared/data/santa2023 next to
 * the checkout), else the test kit's generated fixture (tools/scripts/make-santa-fixture.ts).
 */

export const FIXTURE_DIR = fixtureDir('santa2023');

/** The sample submission's move totals by type, from the data README (every row valid). */
const KAGGLE_SAMPLE: Record<string, number> = {
  'cube_2/2/2': 2275,
  'cube_3/3/3': 36661,
  'cube_4/4/4': 35320,
  'cube_5/5/5': 51254,
  'cube_6/6/6': 29288,
  'cube_7/7/7': 21947,
  'cube_8/8/8': 28378,
  'cube_9/9/9': 34550,
  'cube_10/10/10': 50465,
  'cube_19/19/19': 102317,
  'cube_33/33/33': 372200,
  'wreath_6/6': 7888,
  'wreath_7/7': 7488,
  'wreath_12/12': 22108,
  'wreath_21/21': 22446,
  'wreath_33/33': 17228,
  'wreath_100/100': 22284,
  'globe_1/8': 2347,
  'globe_1/16': 2403,
  'globe_2/6': 2435,
  'globe_3/4': 29526,
  'globe_6/4': 16090,
  'globe_6/8': 14992,
  'globe_6/10': 14837,
  'globe_3/33': 226350,
  'globe_8/25': 47513,
};

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
      total: 1_220_590,
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
