import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 9: summaries that were quiet or wrong. Nothing to do must not look like
 * everything done (exit 0, no word), and a file must be named for what it is. The two cases that
 * run a real batch (worker threads) are in summaries.e2e.test.ts.
 */

const fixture = fixtureDir('santa2023');
const scratch = scratchDir('puz-summaries-');

describe('nothing to do is said, exit 2', () => {
  test.each([
    ['empty', ''],
    ['only comments and blank lines', '# none yet\n\n   \n'],
  ])('an %s --scrambles-file', async (_, text) => {
    const file = join(scratch, `scrambles-${text.length}.txt`);
    writeFileSync(file, text);
    const r = await puz('solve', '2x2x2', '--scrambles-file', file);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^puz: the scrambles file .* has no scramble \(/);
  });

  test('santa solve with --ids and --types that select nothing: no file written', async () => {
    const out = join(scratch, 'never.csv');
    const r = await puz(
      'santa',
      'solve',
      '--data',
      fixture,
      '--types',
      'wreath_6/6',
      '--ids',
      '0-1',
      '--out',
      out,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('puz: no puzzle is selected: --ids 0-1 has none of --types wreath_6/6\n');
    expect(() => readFileSync(out)).toThrow(/ENOENT/);
  });
});

test('santa improve --in DIR says it is not a submission file (not "cannot write")', async () => {
  const r = await puz('santa', 'improve', '--data', fixture, '--in', scratch);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/--in .* is not a submission file \(a directory/);
});
