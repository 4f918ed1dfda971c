import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDir, readPuzzleInfo, SAMPLE_PUZZLE_INFO } from '@puz/test-kit';
import { afterAll, describe, expect, test } from 'vitest';
import { SantaDataError } from '../errors.js';
import {
  MAX_DATA_BYTES,
  readSantaPuzzleInfo,
  readSantaPuzzles,
  readSantaPuzzlesIn,
  readSantaSubmission,
} from './santa-files.js';

const fixture = fixtureDir('santa2023');
const dir = mkdtempSync(join(tmpdir(), 'puz-santa-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The error a read throws, as `line: message`. */
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(SantaDataError);
    return `${(error as SantaDataError).line}: ${(error as Error).message}`;
  }
  throw new Error('it was read');
};

describe('the Santa files, read from disk', () => {
  test('puzzles.csv: the fixture, 3 puzzles of each of its 4 types', () => {
    const rows = readSantaPuzzles(join(fixture, 'puzzles.csv'));
    expect(rows).toHaveLength(12);
    expect(rows[1]).toMatchObject({ id: 1, type: 'cube_2/2/2', numWildcards: 2, line: 3 });
    expect(rows[1]?.initial).toHaveLength(24);
    expect(rows.filter((p) => p.type.startsWith('globe_'))).toHaveLength(3);
    // A data directory: its puzzles.csv, the same rows.
    expect(readSantaPuzzlesIn(fixture)).toEqual(rows);
  });

  test("puzzle_info.csv: the same moves as the test kit's independent, unchecked reader", () => {
    const checked = readSantaPuzzleInfo(SAMPLE_PUZZLE_INFO);
    const plain = readPuzzleInfo(SAMPLE_PUZZLE_INFO);
    expect([...checked.keys()]).toEqual([...plain.keys()]);
    for (const [type, puzzle] of checked) {
      const moves = plain.get(type) as Map<string, number[]>;
      expect(puzzle.moveNames.filter((m) => !m.startsWith('-'))).toEqual([...moves.keys()]);
      for (const [name, images] of moves) expect([...(puzzle.perm(name) ?? [])]).toEqual(images);
    }
  });

  test('a submission: every row of the fixture sample, none refused', () => {
    const s = readSantaSubmission(join(fixture, 'sample_submission.csv'));
    expect(s.issues).toEqual([]);
    expect(s.rows.map((r) => r.id)).toEqual([...Array(12).keys()]);
    expect(s.rows[0]?.moves.slice(0, 3)).toEqual(['-d1', 'd0', 'f0']);
  });

  test('a missing file, a directory and a bad line are SantaDataErrors naming file and line', () => {
    const missing = join(dir, 'nope.csv');
    expect(refusal(() => readSantaPuzzles(missing))).toBe(
      `0: ${missing}: cannot read it (no such file)`,
    );
    expect(refusal(() => readSantaSubmission(dir))).toBe(
      `0: ${dir}: cannot read it (is a directory)`,
    );
    const bad = join(dir, 'puzzles.csv');
    writeFileSync(
      bad,
      '\ufeffid,puzzle_type,solution_state,initial_state,num_wildcards\n0,t,A;B,B;A,x\n',
    );
    expect(refusal(() => readSantaPuzzles(bad))).toBe(
      `2: ${bad}, line 2: id 0: num_wildcards "x" is not an integer`,
    );
    expect(MAX_DATA_BYTES).toBe(64 << 20);
  });
});
