import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 4 (resource-caps.test.ts has the rest): the two caps that a real `santa solve`
 * batch shows, on worker threads that load the solvers from source (~4-5 s each, busy machine).
 */

const fixture = fixtureDir('santa2023');
const scratch = scratchDir('puz-caps-');
const cores = availableParallelism();

describe('thread counts past the cores are capped, with a note', () => {
  test('santa solve --jobs 1000', async () => {
    const out = join(scratch, 'jobs.csv');
    const r = await puz(
      'santa',
      'solve',
      '--data',
      fixture,
      '--ids',
      '6-7',
      '--out',
      out,
      '--jobs',
      '1000',
    );
    expect(r.stderr).toBe(
      `puz: --jobs 1000: using ${cores}, the number of cores (more threads only share them)\n`,
    );
    expect(r.code).toBe(0);
  }, 60_000);
});

test('santa solve --time-limit-s 2147484 (past setTimeout range) does not stop every puzzle at once', async () => {
  const out = join(scratch, 'limit.csv');
  const r = await puz(
    'santa',
    'solve',
    '--data',
    fixture,
    '--ids',
    '6-8',
    '--out',
    out,
    '--jobs',
    '1',
    '--time-limit-s',
    '2147484',
    '--json',
  );
  expect(r.code).toBe(0);
  expect(JSON.parse(r.stdout)).toMatchObject({ solved: 3, failures: [] });
}, 60_000);
