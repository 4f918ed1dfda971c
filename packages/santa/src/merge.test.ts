import type { SolutionRow } from '@puz/perm/santa';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadSantaData, readSubmission, type SantaData } from './data.js';
import { mergeSubmissions } from './merge.js';
import { FIXTURE_DIR } from './test-support/data.js';

// The fixture's puzzles are small and its sample rows undo each scramble exactly.
let data: SantaData;
let sample: SolutionRow[];
beforeAll(() => {
  data = loadSantaData(FIXTURE_DIR);
  sample = readSubmission(`${FIXTURE_DIR}/sample_submission.csv`).rows.map(({ id, moves }) => ({
    id,
    moves,
  }));
});

const row = (id: number) => sample.find((r) => r.id === id)!;
/** The same solution padded with a move and its inverse: valid, two moves longer. */
const padded = (r: SolutionRow): SolutionRow => ({ id: r.id, moves: ['-f0', 'f0', ...r.moves] });
const broken = (r: SolutionRow): SolutionRow => ({ id: r.id, moves: r.moves.slice(1) });

describe('mergeSubmissions', () => {
  test('keeps the shorter valid solution, whichever side it is on', () => {
    const old = [padded(row(0)), row(3)];
    const next = [row(0), padded(row(3))];
    const merged = mergeSubmissions(old, next, data);
    expect(merged.rows).toEqual([row(0), row(3)]);
    expect(merged.improved).toEqual([0]);
    expect(merged.issues).toEqual([]);
  });

  test('a better solution is never replaced by a worse or invalid one', () => {
    const merged = mergeSubmissions([row(0), row(3)], [broken(row(0)), padded(row(3))], data);
    expect(merged.rows).toEqual([row(0), row(3)]);
    expect(merged.improved).toEqual([]);
    expect(merged.issues).toEqual([
      { id: 0, message: expect.stringMatching(/^new row: not solved/) },
    ]);
  });

  test('a tie keeps the old row; ids on one side only are kept', () => {
    const same = { id: 0, moves: [...row(0).moves] };
    const merged = mergeSubmissions([same, row(4)], [row(0), row(5)], data);
    expect(merged.rows.map((r) => r.id)).toEqual([0, 4, 5]);
    expect(merged.improved).toEqual([5]);
  });

  test('an id with no valid row keeps its old row and is reported', () => {
    const merged = mergeSubmissions([broken(row(6))], [{ id: 6, moves: ['nope'] }], data);
    expect(merged.rows).toEqual([broken(row(6))]);
    expect(merged.issues.map((i) => i.message)).toEqual([
      expect.stringMatching(/^old row: not solved/),
      expect.stringMatching(/^new row: unknown move "nope"/),
    ]);
  });

  test('merging a submission with itself changes nothing', () => {
    const merged = mergeSubmissions(sample, sample, data);
    expect(merged.rows).toEqual(sample);
    expect(merged.improved).toEqual([]);
  });
});
