import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSubmission } from '@puz/santa';
import { fixtureDir } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 9 (summaries.test.ts has the rest): the summaries of two real `santa` batches,
 * each on a worker thread that loads the solvers from source (~4 s each on a busy machine).
 */

const fixture = fixtureDir('santa2023');
const scratch = scratchDir('puz-summaries-');

const sample = readSubmission(join(fixture, 'sample_submission.csv')).rows;
const row = (id: number) => sample.find((r) => r.id === id)!.moves.join('.');

test('santa solve --out a 0-byte file (touch, mktemp) is an empty submission, not a bad one', async () => {
  const out = join(scratch, 'zero.csv');
  writeFileSync(out, '');
  const r = await puz(
    'santa',
    'solve',
    '--data',
    fixture,
    '--ids',
    '6',
    '--jobs',
    '1',
    '--out',
    out,
  );
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(readSubmission(out).rows.map((x) => x.id)).toEqual([6]);
}, 60_000);

test('santa improve --in with an id twice: the duplicate is resolved, the summary counts it once', async () => {
  const file = join(scratch, 'twice.csv');
  // Id 6 twice: a longer valid row (the sample's, padded) and the sample's own.
  writeFileSync(file, `id,moves\n6,l.-l.${row(6)}\n7,${row(7)}\n6,${row(6)}\n`);
  const r = await puz(
    'santa',
    'improve',
    '--data',
    fixture,
    '--in',
    file,
    '--ids',
    '6',
    '--jobs',
    '1',
    '--budget-ms',
    '50',
    '--json',
  );
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout);
  const now = readSubmission(file).rows;
  expect(now.map((x) => x.id)).toEqual([6, 7]);
  const six = now.find((x) => x.id === 6)!.moves.length;
  // "before" is the row a merge keeps of the two (the shorter), not both rows added up.
  expect(out.selectedMoves).toEqual({ before: row(6).split('.').length, after: six });
}, 60_000);
