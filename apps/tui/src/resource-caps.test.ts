import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 4: options that asked for unbounded resources. Thread counts are capped at the
 * cores (with a note), a time limit past setTimeout's range no longer fires at once, and a
 * scramble line of megabytes is refused as that line's bad input instead of taking gigabytes.
 * The two `santa solve` batches (worker threads) are in resource-caps.e2e.test.ts.
 */

const scratch = scratchDir('puz-caps-');
const cores = availableParallelism();

describe('thread counts past the cores are capped, with a note', () => {
  test('solve 3x3x3 --solver optimal --threads 200', async () => {
    const r = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      'R U',
      '--solver',
      'optimal',
      '--threads',
      '200',
      '--json',
    );
    expect(r.stderr).toBe(
      `puz: --threads 200: using ${cores}, the number of cores (more threads only share them)\n`,
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ length: 2, optimal: true });
  }, 60_000);
});

test("a scramble line of megabytes is that line's bad input (exit 2); the other lines are solved", async () => {
  const file = join(scratch, 'huge.txt');
  writeFileSync(file, `${'R '.repeat(600_000)}\nR U\n`);
  const r = await puz('solve', '2x2x2', '--scrambles-file', file, '--json');
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(
    /^puz: .*huge\.txt, line 1: a scramble of 1,199,999 characters; at most 1,048,576 are read/,
  );
  const lines = r.stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ line: 1, code: 2 });
  expect(lines[0].scramble.length).toBeLessThan(300);
  expect(lines[1]).toMatchObject({ puzzle: '2x2x2', length: 2 });
}, 60_000);
