import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 6: an --out that fails at save time, after the solving, is an output that could
 * not be written (exit 74, the lost answers counted), not bad input (exit 2); and an immutable
 * --out, which passed the early check, is now caught by it, before any solving.
 */

const fixture = fixtureDir('santa2023');
const scratch = scratchDir('puz-save-fail-');

test('the --out directory removed mid-run: exit 74, the answers not saved are counted', async () => {
  const dir = join(scratch, 'gone');
  mkdirSync(dir);
  const run = puz(
    'santa',
    'solve',
    '--data',
    fixture,
    '--jobs',
    '1',
    '--budget-ms',
    '300',
    '--out',
    join(dir, 'out.csv'),
  );
  // The early check has passed by now (it runs before the first thread starts); every answer
  // arrives after this, and the save at the end finds no directory.
  setTimeout(() => rmSync(dir, { recursive: true, force: true }), 200);
  const r = await run;
  expect(r.stderr).toMatch(
    /^puz: cannot write .*out\.csv: the directory .* does not exist \(ENOENT\); the 12 answer\(s\) found by this run were not saved\n$/,
  );
  expect(r.code).toBe(74);
}, 60_000);

test('an immutable --out (chattr +i) is refused before solving, exit 2, the file unchanged', async () => {
  const out = join(scratch, 'immutable.csv');
  writeFileSync(out, 'id,moves\n');
  execFileSync('chattr', ['+i', out]);
  try {
    const t0 = performance.now();
    const r = await puz('santa', 'solve', '--data', fixture, '--jobs', '1', '--out', out);
    expect(r.stderr).toMatch(
      /^puz: cannot write .*immutable\.csv: the file refuses changes \(EPERM: read-only or immutable\)\n$/,
    );
    expect(r.code).toBe(2);
    expect(performance.now() - t0).toBeLessThan(5_000);
  } finally {
    execFileSync('chattr', ['-i', out]);
  }
  expect(readFileSync(out, 'utf8')).toBe('id,moves\n');
}, 30_000);
