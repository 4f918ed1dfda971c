import { lstatSync, mkdtempSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 2: a submission given as a symbolic link (--out, or --in improved in place) was
 * replaced by a regular file — the atomic write renamed over the link — and the file it points at
 * never got the answers. Now the write goes through to the target and the link stays: the solves
 * through links are in santa-symlinks.e2e.test.ts (real batches on worker threads); here, links
 * that cannot be followed are refused before any solving.
 */

const fixture = fixtureDir('santa2023');
const scratch = scratchDir('puz-links-');

test('links that point at each other are refused before any solving, exit 2', async () => {
  const dir = mkdtempSync(join(scratch, 'loop-'));
  symlinkSync('b.csv', join(dir, 'a.csv'));
  symlinkSync('a.csv', join(dir, 'b.csv'));
  const r = await puz(
    'santa',
    'solve',
    '--data',
    fixture,
    '--ids',
    '6',
    '--out',
    join(dir, 'a.csv'),
  );
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/a\.csv/);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(lstatSync(join(dir, 'a.csv')).isSymbolicLink()).toBe(true);
});
