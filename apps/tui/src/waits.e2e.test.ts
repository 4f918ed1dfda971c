import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 10: waits without end or word. A FIFO nobody writes to, given as an input file,
 * blocked for ever; `puz maze bigDots.txt` searched over a minute without a word. Both now end
 * with one line saying why and what to do.
 */

const scratch = scratchDir('puz-waits-');

test('--state-file a FIFO with no writer: exit 2 after 5 s, naming it', async () => {
  const fifo = join(scratch, 'state.fifo');
  execFileSync('mkfifo', [fifo]);
  const t0 = performance.now();
  const r = await puz('solve', '2x2x2', '--state-file', fifo);
  expect(r.stderr).toBe(
    `puz: the state file ${fifo} is a FIFO that nothing wrote to within 5 s: start its writer first, or give a regular file\n`,
  );
  expect(r.code).toBe(2);
  expect(performance.now() - t0).toBeLessThan(15_000);
}, 30_000);

// The other FIFO: `santa score --submission` reads through the same capped reader; its
// own words name the file as a submission that cannot be read.
test('santa score --submission a FIFO with no writer: exit 2 after 5 s, naming it', async () => {
  const fifo = join(scratch, 'submission.fifo');
  execFileSync('mkfifo', [fifo]);
  const t0 = performance.now();
  const r = await puz('santa', 'score', '--data', fixtureDir('santa2023'), '--submission', fifo);
  expect(r.stderr).toBe(
    `puz: ${fifo}: cannot read it (the file ${fifo} is a FIFO that nothing wrote to within 5 s: start its writer first, or give a regular file)\n`,
  );
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(performance.now() - t0).toBeLessThan(15_000);
}, 30_000);

test('puz maze with a time limit (--budget-ms, default 20 s) stops with a word, exit 1', async () => {
  const t0 = performance.now();
  const r = await puz('maze', join(fixtureDir('cs440'), 'bigDots.txt'), '--budget-ms', '300');
  expect(r.stderr).toMatch(
    /^puz: the maze search stopped at its time limit of 0\.3 s \([\d,]+ expanded\): raise it with --budget-ms, or trade optimality for speed/,
  );
  expect(r.code).toBe(1);
  expect(performance.now() - t0).toBeLessThan(15_000);
}, 30_000);
