import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSantaData, readSubmission, scoreSubmission } from '@puz/santa';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { puz, scratchDir } from './test-support/run.js';

// The test kit's generated Santa fixture: 12 puzzles of 4 types (fast and always there).
const fixture = fixtureDir('santa2023');
const data = loadSantaData(fixture);
const scratch = scratchDir('puz-santa-solve-');

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

  // Issue 16, case 3: a bad --out was found only at the first save — after solving everything, or
  // past 30 s as an uncaught ENOENT that lost every answer. It is now refused before solving
  // (all 12 fixture puzzles take ~10 s to solve; the refusal comes in well under that).
  test.each([
    [
      'a missing directory',
      () => join(scratch, 'nodir', 'x.csv'),
      /nodir does not exist \(ENOENT\)/,
    ],
    [
      'a file as its directory',
      () => {
        writeFileSync(join(scratch, 'plain'), '');
        return join(scratch, 'plain', 'x.csv');
      },
      /plain is not a directory \(ENOTDIR\)/,
    ],
    [
      'a read-only directory',
      () => {
        // Root ignores mode bits; sysfs refuses new files to everyone.
        if (process.getuid?.() === 0) return '/sys/puz-x.csv';
        const ro = join(scratch, 'ro');
        mkdirSync(ro, { mode: 0o555 });
        return join(ro, 'x.csv');
      },
      /permission denied|read-only/,
    ],
    ['a directory', () => scratch, /it is a directory, not a regular file/],
    ['a device (/dev/full)', () => '/dev/full', /it is a device or special file/],
  ])('--out in %s is refused before solving, exit 2, one line', async (_, target, message) => {
    const out = target();
    const t0 = performance.now();
    const r = await puz('santa', 'solve', '--data', fixture, '--out', out, '--jobs', '1');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^puz: cannot write ${out}: `));
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
    expect(performance.now() - t0).toBeLessThan(4000);
  });

  // Issue 16, case 9: `--ids 0-99999999999` answered after 5 s with "Set maximum size exceeded".
  test('--ids past the data is refused at once, naming the last id', async () => {
    const t0 = performance.now();
    const r = await puz(
      'santa',
      'solve',
      '--data',
      fixture,
      '--out',
      join(scratch, 'ids.csv'),
      '--ids',
      '0-99999999999',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `puz: --ids: id range "0-99999999999" goes past 11, the last id in ${fixture}/puzzles.csv\n`,
    );
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  test('an --out whose row could not be written back is refused, left unchanged', async () => {
    const out = join(scratch, 'bad-name.csv');
    writeFileSync(out, 'id,moves\n6,r.l l\n');
    const r = await puz('santa', 'solve', '--data', fixture, '--out', out, '--ids', '6');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2: move 2 "l l" is not a move name .*left unchanged/);
    expect(readFileSync(out, 'utf8')).toBe('id,moves\n6,r.l l\n');
    expect(readdirSync(scratch).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});

describe('puz santa improve', () => {
  const types = (file: string) =>
    new Map(readSubmission(file).rows.map((r) => [r.id, r.moves.length] as const));

  test('re-solves the chosen types with another seed; --out keeps only improvements', async () => {
    const first = join(scratch, 'first.csv');
    expect(
      (await puz('santa', 'solve', '--data', fixture, '--out', first, '--budget-ms', '0')).code,
    ).toBe(0);
    const better = join(scratch, 'better.csv');
    const r = await puz(
      'santa',
      'improve',
      '--data',
      fixture,
      '--in',
      first,
      '--out',
      better,
      '--types',
      'globe_1/8',
      '--budget-ms',
      '300',
      '--seed',
      '5',
      '--json',
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ seed: 5, solved: 3, in: first });
    const before = types(first);
    const after = types(better);
    const globes = [...data.puzzles.values()]
      .filter((p) => p.type === 'globe_1/8')
      .map((p) => p.id);
    for (const [id, length] of before) {
      // Every row is there, none longer; rows outside --types are copied as they were.
      expect(after.get(id)).toBeLessThanOrEqual(length);
      if (!globes.includes(id)) expect(after.get(id)).toBe(length);
    }
    const sum = (m: Map<number, number>) => globes.reduce((s, id) => s + (m.get(id) ?? 0), 0);
    expect(report.selectedMoves).toEqual({ before: sum(before), after: sum(after) });
    expect(scoreSubmission(data, readSubmission(better))).toMatchObject({ valid: 12, invalid: 0 });
    // In place (no --out): the file itself is improved, never made worse.
    const again = await puz(
      'santa',
      'improve',
      '--data',
      fixture,
      '--in',
      better,
      '--types',
      'wreath_6/6',
      '--budget-ms',
      '100',
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /the 3 puzzles chosen: [\d,]+ moves in .*better\.csv, [\d,]+ now .*seed \d+/,
    );
    for (const [id, length] of after) expect(types(better).get(id)).toBeLessThanOrEqual(length);
  }, 120_000);

  test('a missing --in or an unknown type is refused before any solving', async () => {
    const none = await puz(
      'santa',
      'improve',
      '--data',
      fixture,
      '--in',
      join(scratch, 'nope.csv'),
    );
    expect(none).toMatchObject({ code: 2 });
    expect(none.stderr).toMatch(/--in .*nope\.csv does not exist/);
    const first = join(scratch, 'first.csv');
    const bad = await puz(
      'santa',
      'improve',
      '--data',
      fixture,
      '--in',
      first,
      '--types',
      'cube_9/9/9',
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--types: "cube_9\/9\/9" not in the data \(its types: .*globe_1\/8/);
  });

  test('--polish shortens the rows of --in with the window optimiser, any type, replayed', async () => {
    const undo = join(scratch, 'undo.csv');
    writeFileSync(undo, readFileSync(join(fixture, 'sample_submission.csv')));
    const polished = join(scratch, 'polished.csv');
    const r = await puz(
      'santa',
      'improve',
      '--data',
      fixture,
      '--in',
      undo,
      '--out',
      polished,
      '--polish',
      '--budget-ms',
      '300',
      '--jobs',
      '2',
      '--json',
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ solved: 12, failures: [] });
    const before = types(undo);
    const after = types(polished);
    for (const [id, length] of before) expect(after.get(id)).toBeLessThanOrEqual(length);
    // wreath_6/6 id 6: the 24-move undo has a 4-move equivalent within one ball.
    expect(after.get(6)).toBe(4);
    expect(report.selectedMoves.after).toBeLessThan(report.selectedMoves.before);
    expect(scoreSubmission(data, readSubmission(polished))).toMatchObject({
      valid: 12,
      invalid: 0,
    });
  }, 120_000);

  test('--polish is refused with --queue or --budget-nodes; --polish-ball needs it', async () => {
    const undo = join(fixture, 'sample_submission.csv');
    const out = join(scratch, 'never.csv');
    const args = ['santa', 'improve', '--data', fixture, '--in', undo, '--out', out, '--polish'];
    const queue = await puz(...args, '--queue', 'redis://127.0.0.1:1');
    expect(queue).toMatchObject({ code: 2 });
    expect(queue.stderr).toMatch(/--polish .*--queue/);
    const nodes = await puz(...args, '--budget-nodes', '1000');
    expect(nodes).toMatchObject({ code: 2 });
    expect(nodes.stderr).toMatch(/--polish is bounded by --budget-ms/);
    const ball = await puz(
      'santa',
      'improve',
      '--data',
      fixture,
      '--in',
      undo,
      '--out',
      out,
      '--polish-ball',
      '99',
    );
    expect(ball).toMatchObject({ code: 2 });
    expect(ball.stderr).toMatch(/--polish-ball is for --polish/);
    expect(existsSync(out)).toBe(false);
  });
});
