import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '@puz/perm';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test, vi } from 'vitest';
import { santaScoreCommand } from './commands/santa.js';

import { scratchDir } from './test-support/run.js';

// The test kit's generated Santa fixture: 12 puzzles of 4 types, sample total 167 (fast and always there).
const fixture = fixtureDir('santa2023');
const sample = join(fixture, 'sample_submission.csv');
const scratch = scratchDir('puz-santa-cli-');

describe('puz santa score', () => {
  test('--json: one line with the total, counts, per-type totals and no errors; exit 0', () => {
    const { stdout, code } = santaScoreCommand({ data: fixture, submission: sample, json: true });
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n')).toHaveLength(1);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ total: 167, valid: 12, invalid: 0, errors: [] });
    expect(out.byType['cube_2/2/2']).toEqual({ puzzles: 3, valid: 3, invalid: 0, moves: 40 });
    expect(Object.keys(out.byType)).toHaveLength(4);
  });

  test('text: a row per type and a total; the submission defaults to the sample', () => {
    const { stdout, code } = santaScoreCommand({ data: fixture });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^cube_2\/2\/2 +3 +3 +0 +40$/m);
    expect(stdout).toMatch(/^total +12 +12 +0 +167$/m);
    expect(stdout).toMatch(/all 12 solutions valid: score 167/);
  });

  test('$PUZ_SANTA_DATA stands in for --data', () => {
    vi.stubEnv('PUZ_SANTA_DATA', fixture);
    try {
      expect(santaScoreCommand({ json: true }).code).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('bad rows: exit 1, each reported by id', () => {
    const file = join(scratch, 'bad.csv');
    const text = readFileSync(sample, 'utf8')
      .replace(/^3,.*$/m, '3,f0.xx')
      .replace(/^5,.*\n/m, '');
    writeFileSync(file, text);
    const json = santaScoreCommand({ data: fixture, submission: file, json: true });
    expect(json.code).toBe(1);
    const out = JSON.parse(json.stdout);
    expect(out).toMatchObject({ valid: 10, invalid: 2 });
    expect(out.errors.map((e: { id: number }) => e.id)).toEqual([3, 5]);
    expect(out.errors[0].message).toMatch(/unknown move "xx"/);
    const { stdout, code } = santaScoreCommand({ data: fixture, submission: file });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^id 3 \(line 5\): unknown move "xx"/m);
    expect(stdout).toMatch(/^id 5: no row for puzzle 5/m);
  });

  test.each([
    [{ data: '/no/such/dir' }, /puzzles\.csv: cannot read it/],
    [{ data: fixture, submission: '/no/such.csv' }, /no such\.csv|such\.csv: cannot read it/],
    [{ data: fixture, submission: join(fixture, 'puzzles.csv') }, /header is/],
  ])('an unusable file is a UsageError: %j', (options, message) => {
    expect(() => santaScoreCommand(options)).toThrow(UsageError);
    expect(() => santaScoreCommand(options)).toThrow(message);
  });

  test('no data directory at all is a UsageError', () => {
    vi.stubEnv('PUZ_SANTA_DATA', '');
    try {
      expect(() => santaScoreCommand({})).toThrow(/pass --data DIR/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  // Issue 16, case 6: `--submission /dev/zero` grew to ~16 GB and died; now capped at 64 MiB.
  test.each(['/dev/zero', '/dev/full'])(
    '--submission %s is refused at the cap, at once',
    (file) => {
      const t0 = performance.now();
      expect(() => santaScoreCommand({ data: fixture, submission: file })).toThrow(UsageError);
      expect(() => santaScoreCommand({ data: fixture, submission: file })).toThrow(
        `${file}: cannot read it (larger than 64 MiB: is it the right file?)`,
      );
      expect(performance.now() - t0).toBeLessThan(10_000);
    },
  );

  // Issue 33, class 3: Kaggle's metric splits the moves on "." and looks each part up as written,
  // so a space anywhere, or no moves at all, fails the submission there: it must fail here too.
  const row6 = 'l.l.-r.-r.-l.-r.-l.r.l.r';
  test.each([
    ['a space after the comma', ` ${row6}`, /move 1 " l" is not a move name \(.*no spaces\)/],
    ['a trailing space', `${row6} `, /move 10 "r " is not a move name/],
    ['a space beside a dot', row6.replace('.-r', '. -r'), /move 3 " -r" is not a move name/],
    ['a tab', `${row6}\t`, /move 10 "r\t" is not a move name/],
    ['no moves', '', /no moves: Kaggle's metric refuses an empty move list/],
    ['a double minus', row6.replace('-r', '--r'), /move 3 "--r" is not a move name/],
  ])("moves the metric refuses: %s (exit 1, the row's id named)", (_, moves, message) => {
    const file = join(scratch, 'kaggle-rules.csv');
    writeFileSync(file, readFileSync(sample, 'utf8').replace(/^6,.*$/m, `6,${moves}`));
    const json = santaScoreCommand({ data: fixture, submission: file, json: true });
    expect(json.code).toBe(1);
    const out = JSON.parse(json.stdout);
    expect(out).toMatchObject({ valid: 11, invalid: 1 });
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatchObject({ id: 6 });
    expect(out.errors[0].message).toMatch(message);
  });
});
