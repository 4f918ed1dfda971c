import { lstatSync, mkdtempSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSubmission } from '@puz/santa';
import { fixtureDir } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 2: a submission given as a symbolic link (--out, or --in improved in place) was
 * replaced by a regular file — the atomic write renamed over the link — and the file it points at
 * never got the answers. Now the write goes through to the target and the link stays.
 *
 * These three run real `santa solve` / `santa improve` batches (piscina worker threads that load
 * the solvers from source under tsx, ~3-5 s each on a busy machine), so they are end-to-end
 * cases; santa-symlinks.test.ts keeps the refusal that comes before any solving.
 */

const fixture = fixtureDir('santa2023');
const scratch = scratchDir('puz-links-');

const sample = readSubmission(join(fixture, 'sample_submission.csv')).rows;
const row = (id: number) => sample.find((r) => r.id === id)!.moves;

/** A directory with `target` (holding `text`, unless undefined) and `link` pointing at it. */
function linked(name: string, text: string | undefined) {
  const dir = mkdtempSync(join(scratch, `${name}-`));
  const target = join(dir, 'real.csv');
  if (text !== undefined) writeFileSync(target, text);
  const link = join(dir, 'link.csv');
  symlinkSync('real.csv', link);
  return { target, link };
}

function expectLinkKept(link: string) {
  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(readlinkSync(link)).toBe('real.csv');
}

test('santa solve --out LINK writes the target, keeps the link and the rows already there', async () => {
  const { target, link } = linked('out', `id,moves\n9,${row(9).join('.')}\n`);
  const r = await puz(
    'santa',
    'solve',
    '--data',
    fixture,
    '--ids',
    '6-7',
    '--jobs',
    '1',
    '--out',
    link,
  );
  expect(r.code).toBe(0);
  expectLinkKept(link);
  expect(readSubmission(target).rows.map((x) => x.id)).toEqual([6, 7, 9]);
}, 60_000);

test('santa solve --out LINK to a file not there yet creates the target', async () => {
  const { target, link } = linked('dangling', undefined);
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
    link,
  );
  expect(r.code).toBe(0);
  expectLinkKept(link);
  expect(readSubmission(target).rows.map((x) => x.id)).toEqual([6]);
}, 60_000);

test('santa improve --in LINK (in place) improves the target and keeps the link', async () => {
  // Row 6 padded with a move and its inverse: any answer the solver finds is shorter.
  const padded = ['l', '-l', ...row(6)];
  const { target, link } = linked('improve', `id,moves\n6,${padded.join('.')}\n`);
  const r = await puz(
    'santa',
    'improve',
    '--data',
    fixture,
    '--in',
    link,
    '--ids',
    '6',
    '--jobs',
    '1',
    '--budget-ms',
    '50',
  );
  expect(r.code).toBe(0);
  expectLinkKept(link);
  const now = readSubmission(target).rows;
  expect(now).toHaveLength(1);
  expect(now[0]!.moves.length).toBeLessThan(padded.length);
}, 60_000);
