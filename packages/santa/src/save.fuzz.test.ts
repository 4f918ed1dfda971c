import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SantaDataError } from '@puz/perm';
import { formatSubmission, parseSubmission, type SolutionRow } from '@puz/perm/santa';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { checkSolution } from './check.js';
import { loadSantaData, readSubmission } from './data.js';
import { SubmissionWriteError } from './errors.js';
import { mergeSubmissions } from './merge.js';
import { mergeIntoFile } from './save.js';
import { corrupted } from './test-support/corrupt.js';
import { FIXTURE_DIR } from './test-support/data.js';

// Issue 16: a merge or a save never leaves the file worse — no valid row lost, none replaced by
// a longer or an invalid one — whatever state the file and the new rows are in.
const data = loadSantaData(FIXTURE_DIR);
const sample = readSubmission(join(FIXTURE_DIR, 'sample_submission.csv')).rows.map(
  ({ id, moves }) => ({ id, moves }),
);
const dir = mkdtempSync(join(tmpdir(), 'puz-santa-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `r` made longer but still valid: its first move, undone, in front, `k` times. */
const padded = (r: SolutionRow, k = 1): SolutionRow => {
  const m = r.moves[0] ?? 'f0';
  const undo = m.startsWith('-') ? m.slice(1) : `-${m}`;
  return { id: r.id, moves: [...Array.from({ length: k }, () => [m, undo]).flat(), ...r.moves] };
};

/** Per puzzle a version of its sample row: itself, padded (valid, longer), broken, or nonsense. */
const variant = (r: SolutionRow): fc.Arbitrary<SolutionRow> =>
  fc.oneof(
    fc.constant<SolutionRow>(r),
    fc.integer({ min: 1, max: 3 }).map((k) => padded(r, k)),
    fc.constant<SolutionRow>({ id: r.id, moves: r.moves.slice(1) }),
    fc.constant<SolutionRow>({ id: r.id, moves: ['zz', ...r.moves] }),
  );
/** Some puzzles' rows (an id not in the data now and then), in any order. */
const rowSet: fc.Arbitrary<SolutionRow[]> = fc
  .tuple(
    fc.subarray(sample).chain((rows) => fc.tuple(...rows.map(variant))),
    fc.option(fc.constant<SolutionRow>({ id: 999, moves: ['f0'] })),
  )
  .map(([rows, extra]) => (extra ? [...rows, extra] : rows))
  .chain((rows) => fc.shuffledSubarray(rows, { minLength: rows.length }));

/** The shortest valid length per id among `rows`. */
function bestValid(rows: Iterable<SolutionRow>): Map<number, number> {
  const best = new Map<number, number>();
  for (const r of rows)
    if (checkSolution(data, r.id, r.moves).valid)
      best.set(r.id, Math.min(best.get(r.id) ?? Infinity, r.moves.length));
  return best;
}

/**
 * `after` keeps every id of `kept` and is, per id, no worse than the best valid row of `kept` and
 * `offered` (an invalid offered row may be left out; a valid one may not).
 */
function expectNoWorse(after: SolutionRow[], kept: SolutionRow[], offered: SolutionRow[]): void {
  const ids = new Set(after.map((r) => r.id));
  const best = bestValid(after);
  for (const [id, length] of bestValid([...kept, ...offered])) {
    expect(best.get(id), `id ${id}: no valid row left`).toBeDefined();
    expect(best.get(id)!, `id ${id}: longer`).toBeLessThanOrEqual(length);
  }
  for (const r of kept) expect(ids.has(r.id), `id ${r.id} dropped`).toBe(true);
}

describe('mergeSubmissions, fuzzed', () => {
  test('per id the shortest valid row of either side; no id dropped', () => {
    fc.assert(
      fc.property(rowSet, rowSet, (old, next) => {
        const merged = mergeSubmissions(old, next, data).rows;
        expect(new Set(merged.map((r) => r.id)).size).toBe(merged.length);
        expectNoWorse(merged, [...old, ...next], []);
      }),
      { numRuns: 300 },
    );
  });
});

describe('mergeIntoFile on a damaged file, fuzzed', () => {
  test('the file is refused as it is, or ends up no worse than it and the new rows', async () => {
    const start = formatSubmission(sample.map((r, i) => (i % 3 ? r : padded(r))));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(corrupted(start, 2), rowSet, async (damaged, fresh) => {
        const file = join(dir, `s${run++}.csv`);
        // Compared as bytes: a lone surrogate in `damaged` is written as U+FFFD.
        const bytes = Buffer.from(damaged, 'utf8');
        const text = bytes.toString('utf8');
        writeFileSync(file, bytes);
        try {
          await mergeIntoFile(file, fresh, data, { lockWaitMs: 5000 });
        } catch (error) {
          expect(
            error instanceof SantaDataError || error instanceof SubmissionWriteError,
            String(error),
          ).toBe(true);
          expect(readFileSync(file).equals(bytes)).toBe(true);
          return;
        }
        const written = readFileSync(file, 'utf8');
        const after = parseSubmission(written);
        expect(after.issues).toEqual([]);
        // Rewritten: one row per id. Left alone (nothing better): exactly as it was.
        if (!readFileSync(file).equals(bytes))
          expect(new Set(after.rows.map((r) => r.id)).size).toBe(after.rows.length);
        const before = parseSubmission(text).rows.map(({ id, moves }) => ({ id, moves }));
        expectNoWorse(
          after.rows.map(({ id, moves }) => ({ id, moves })),
          before,
          fresh,
        );
      }),
      { numRuns: 150 },
    );
    // No temporary file or lock is left behind.
    expect(readdirSync(dir).filter((f) => !/^s\d+\.csv$/.test(f))).toEqual([]);
    // Each run writes and fsyncs a file: ~1 s in all, but a busy disk has taken 5.
  }, 30_000);
});
