import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSantaData, readSubmission, scoreSubmission } from '@puz/santa';
import { fixtureDir } from '@puz/test-kit';
import { afterAll, describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

// The test kit's generated Santa fixture: 12 puzzles of 4 types (fast and always there).
const fixture = fixtureDir('santa2023');
const data = loadSantaData(fixture);
const scratch = mkdtempSync(join(tmpdir(), 'puz-santa-solve-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function puz(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('puz santa solve', () => {
  test('solves every puzzle on 2 workers, writes a valid submission, prints the table', async () => {
    const out = join(scratch, 'all.csv');
    const r = await puz('santa', 'solve', '--data', fixture, '--out', out, '--jobs', '2');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^total +12 +12 /m);
    expect(r.stdout).toMatch(/12 of 12 solved/);
    const score = scoreSubmission(data, readSubmission(out));
    expect(score).toMatchObject({ valid: 12, invalid: 0 });
    expect(r.stdout).toContain(`score ${score.total.toLocaleString('en-US')}`);
  }, 120_000);

  test('--out is merged: a shorter saved row is kept, other ids are added; --json', async () => {
    const out = join(scratch, 'merge.csv');
    // id 6 (wreath_6/6) saved with the fixture's undo; the solver's answer is no longer.
    const sample = readSubmission(join(fixture, 'sample_submission.csv'));
    const six = sample.rows.find((row) => row.id === 6)!;
    writeFileSync(out, `id,moves\n6,${six.moves.join('.')}\n`);
    const r = await puz(
      'santa',
      'solve',
      '--data',
      fixture,
      '--out',
      out,
      '--ids',
      '6-7',
      '--json',
    );
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ solved: 2, failures: [], file: { valid: 2 } });
    const rows = readSubmission(out).rows;
    expect(rows.map((row) => row.id)).toEqual([6, 7]);
    expect(rows[0]!.moves.length).toBeLessThanOrEqual(six.moves.length);
  }, 120_000);

  test('an unreadable --out is refused and left as it was; bad options exit 2', async () => {
    const out = join(scratch, 'bad.csv');
    writeFileSync(out, 'id,moves\n6,f0..r1\n');
    const before = readFileSync(out, 'utf8');
    const r = await puz('santa', 'solve', '--data', fixture, '--out', out, '--ids', '6');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unreadable row.*left unchanged/);
    expect(readFileSync(out, 'utf8')).toBe(before);

    const missing = join(scratch, 'none.csv');
    for (const args of [
      ['--ids', '5-x'],
      ['--ids', '400'],
      ['--jobs', '0'],
      ['--budget-ms', 'soon'],
    ]) {
      const bad = await puz('santa', 'solve', '--data', fixture, '--out', missing, ...args);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(existsSync(missing)).toBe(false);
    const noData = await puz('santa', 'solve', '--data', join(scratch, 'nowhere'));
    expect(noData.code).toBe(2);
    expect(noData.stderr).toMatch(/puzzles\.csv/);
  });
});
