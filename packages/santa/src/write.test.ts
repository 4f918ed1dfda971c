import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSubmission, parseSubmission, type SolutionRow } from '@puz/perm/santa';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SubmissionWriteError } from './errors.js';
import { writeSubmission } from './write.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'puz-santa-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const rows: SolutionRow[] = [
  { id: 2, moves: ['f0', '-r1'] },
  { id: 0, moves: [] },
  { id: 1, moves: ['d2'] },
];

describe('writeSubmission', () => {
  test('writes id,moves sorted by id, and reads back', () => {
    const file = join(dir, 'submission.csv');
    writeSubmission(file, rows);
    const text = readFileSync(file, 'utf8');
    expect(text).toBe('id,moves\n0,\n1,d2\n2,f0.-r1\n');
    expect(text).toBe(formatSubmission(rows));
    expect(parseSubmission(text).rows.map(({ id, moves }) => ({ id, moves }))).toEqual(
      [...rows].sort((a, b) => a.id - b.id),
    );
    expect(readdirSync(dir)).toEqual(['submission.csv']);
  });

  test('a failure part-way leaves the old file intact and no temporary file', () => {
    const file = join(dir, 'submission.csv');
    writeFileSync(file, 'id,moves\n0,f0\n');
    // Thousands of good rows are written before the bad one is reached.
    const many: SolutionRow[] = Array.from({ length: 20_000 }, (_, id) => ({ id, moves: ['f0'] }));
    many.push({ id: 20_000, moves: ['f0,oops'] });
    expect(() => writeSubmission(file, many)).toThrow(/bad move name "f0,oops"/);
    expect(readFileSync(file, 'utf8')).toBe('id,moves\n0,f0\n');
    expect(readdirSync(dir)).toEqual(['submission.csv']);
  });

  test('a write into a missing directory is a SubmissionWriteError naming it', () => {
    const file = join(dir, 'nope', 's.csv');
    expect(() => writeSubmission(file, rows)).toThrow(SubmissionWriteError);
    expect(() => writeSubmission(file, rows)).toThrow(
      `cannot write ${file}: the directory ${join(dir, 'nope')} does not exist (ENOENT)`,
    );
  });

  test.each([
    [
      [
        { id: 1, moves: [] },
        { id: 1, moves: [] },
      ],
      /id 1 appears twice/,
    ],
    [[{ id: -1, moves: [] }], /not an integer/],
  ])('refuses %j', (bad, message) => {
    const file = join(dir, 's.csv');
    expect(() => writeSubmission(file, bad)).toThrow(message);
    expect(readdirSync(dir)).toEqual([]);
  });
});
