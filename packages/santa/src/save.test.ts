import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SantaDataError } from '@puz/perm';
import { formatSubmission, type SolutionRow } from '@puz/perm/santa';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadSantaData, readSubmission, type SantaData } from './data.js';
import { SubmissionWriteError } from './errors.js';
import { checkSubmissionTarget, mergeIntoFile, readMergeTarget } from './save.js';
import { FIXTURE_DIR } from './test-support/data.js';

// The fixture's sample rows undo each scramble exactly: valid, and short.
let data: SantaData;
let sample: SolutionRow[];
beforeAll(() => {
  data = loadSantaData(FIXTURE_DIR);
  sample = readSubmission(join(FIXTURE_DIR, 'sample_submission.csv')).rows.map(({ id, moves }) => ({
    id,
    moves,
  }));
});
const row = (id: number) => sample.find((r) => r.id === id)!;
const padded = (r: SolutionRow): SolutionRow => ({ id: r.id, moves: ['-f0', 'f0', ...r.moves] });
const rowsOf = (file: string) => readSubmission(file).rows.map(({ id, moves }) => ({ id, moves }));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'puz-santa-save-'));
});
afterEach(() => {
  chmodSync(dir, 0o700);
  rmSync(dir, { recursive: true, force: true });
});

/** A directory no file can be created in: chmod 555, or (root ignores modes) sysfs's root. */
function readOnlyDir(): string {
  if (process.getuid?.() === 0) return '/sys';
  const ro = join(dir, 'ro');
  mkdirSync(ro, { mode: 0o555 });
  return ro;
}

const failure = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not throw');
};

describe('checkSubmissionTarget (issue 16: --out checked before solving)', () => {
  test.each([
    [
      'a missing directory',
      () => join(dir, 'nope', 's.csv'),
      /the directory .*nope does not exist \(ENOENT\)$/,
    ],
    [
      'a file as the directory',
      () => {
        writeFileSync(join(dir, 'f'), '');
        return join(dir, 'f', 's.csv');
      },
      /f is not a directory \(ENOTDIR\)$/,
    ],
    ['a read-only directory', () => join(readOnlyDir(), 's.csv'), /(permission denied|read-only)/],
    ['a directory as the file', () => dir, /it is a directory, not a regular file$/],
    ['a device', () => '/dev/full', /it is a device or special file, not a regular file$/],
  ])('%s is refused with a SubmissionWriteError', (_, target, message) => {
    const file = target();
    const error = failure(() => checkSubmissionTarget(file));
    expect(error).toBeInstanceOf(SubmissionWriteError);
    expect(error.message).toMatch(new RegExp(`^cannot write ${file}: `));
    expect(error.message).toMatch(message);
  });

  test('a new or existing file in a writable directory passes and leaves nothing behind', () => {
    checkSubmissionTarget(join(dir, 'new.csv'));
    writeFileSync(join(dir, 'old.csv'), 'id,moves\n');
    checkSubmissionTarget(join(dir, 'old.csv'));
    expect(readdirSync(dir)).toEqual(['old.csv']);
  });
});

describe('readMergeTarget', () => {
  test('a file with an unreadable row is refused, naming its line', () => {
    const file = join(dir, 's.csv');
    writeFileSync(file, 'id,moves\n0,f0\n1,f0 r1\n');
    const error = failure(() => readMergeTarget(file));
    expect(error).toBeInstanceOf(SantaDataError);
    expect(error.message).toMatch(
      /s\.csv, line 3: move 1 "f0 r1" is not a move name .*left unchanged/,
    );
    expect(readMergeTarget(join(dir, 'none.csv'))).toEqual([]);
  });
});

describe('mergeIntoFile', () => {
  test('rows written by another writer meanwhile are kept (issue 16: the last writer won)', async () => {
    const file = join(dir, 's.csv');
    await mergeIntoFile(file, [row(0), padded(row(1))], data);
    // Another process improves id 1 and adds id 2 between our saves.
    writeFileSync(file, formatSubmission([row(0), row(1), row(2)]));
    const merged = await mergeIntoFile(file, [padded(row(2)), row(3)], data);
    expect(merged.improved).toEqual([3]);
    expect(rowsOf(file)).toEqual([row(0), row(1), row(2), row(3)]);
    expect(readdirSync(dir)).toEqual(['s.csv']);
  });

  test('many writers at once: every row is kept, the lock serialises them', async () => {
    const file = join(dir, 's.csv');
    await Promise.all(sample.map((r) => mergeIntoFile(file, [r], data)));
    expect(rowsOf(file)).toEqual(sample);
  });

  test('nothing better: the file is not rewritten', async () => {
    const file = join(dir, 's.csv');
    writeFileSync(file, formatSubmission([row(0)]));
    utimesSync(file, 1, 1);
    const merged = await mergeIntoFile(file, [padded(row(0))], data);
    expect(merged.improved).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe(formatSubmission([row(0)]));
  });

  test('a file given as a symbolic link: the rows go to its target and the link stays (issue 33)', async () => {
    // The atomic write renamed over the link: a regular file replaced it, the target never changed.
    // `puz santa solve --out LINK` end to end: apps/tui's santa-symlinks.e2e.test.ts.
    const target = join(dir, 'real.csv');
    writeFileSync(target, formatSubmission([row(0)]));
    const link = join(dir, 'link.csv');
    symlinkSync('real.csv', link);
    const merged = await mergeIntoFile(link, [row(1)], data);
    expect(merged.improved).toEqual([1]);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('real.csv');
    expect(rowsOf(target)).toEqual([row(0), row(1)]);
    // And a link to a file not there yet creates the target.
    symlinkSync('new.csv', join(dir, 'dangling.csv'));
    await mergeIntoFile(join(dir, 'dangling.csv'), [row(2)], data);
    expect(lstatSync(join(dir, 'dangling.csv')).isSymbolicLink()).toBe(true);
    expect(rowsOf(join(dir, 'new.csv'))).toEqual([row(2)]);
  });

  test('an id twice in the file: its best row is kept and written, even with nothing better (issue 33)', async () => {
    const file = join(dir, 'twice.csv');
    writeFileSync(file, `${formatSubmission([padded(row(6))])}6,${row(6).moves.join('.')}\n`);
    const merged = await mergeIntoFile(file, [], data);
    expect(merged.improved).toEqual([]);
    expect(rowsOf(file)).toEqual([row(6)]);
  });

  test('a 0-byte file is an empty submission (issue 33): merged into, not refused', async () => {
    const file = join(dir, 'zero.csv');
    writeFileSync(file, '');
    expect(readMergeTarget(file)).toEqual([]);
    await mergeIntoFile(file, [row(6)], data);
    expect(rowsOf(file)).toEqual([row(6)]);
  });

  test('a lock left by a killed writer is taken over once stale', async () => {
    const file = join(dir, 's.csv');
    mkdirSync(`${file}.lock`);
    const old = Date.now() / 1000 - 60;
    utimesSync(`${file}.lock`, old, old);
    await mergeIntoFile(file, [row(0)], data, { lockWaitMs: 5000 });
    expect(rowsOf(file)).toEqual([row(0)]);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  test('a live lock held too long: a SubmissionWriteError, the file untouched', async () => {
    const file = join(dir, 's.csv');
    writeFileSync(file, formatSubmission([row(1)]));
    mkdirSync(`${file}.lock`);
    const t0 = performance.now();
    await expect(mergeIntoFile(file, [row(0)], data, { lockWaitMs: 400 })).rejects.toThrow(
      /another writer has held .*s\.csv\.lock for over 0 s/,
    );
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(rowsOf(file)).toEqual([row(1)]);
  });

  test('an unreadable file is left as it is, and the rows are not written', async () => {
    const file = join(dir, 's.csv');
    writeFileSync(file, 'id,moves\n0,f0..r1\n');
    await expect(mergeIntoFile(file, [row(0)], data)).rejects.toThrow(SantaDataError);
    expect(readFileSync(file, 'utf8')).toBe('id,moves\n0,f0..r1\n');
    expect(readdirSync(dir)).toEqual(['s.csv']);
  });

  test('a missing directory is a SubmissionWriteError', async () => {
    await expect(mergeIntoFile(join(dir, 'nope', 's.csv'), [row(0)], data)).rejects.toThrow(
      SubmissionWriteError,
    );
  });
});
