import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SantaDataError } from '@puz/perm';
import { formatSubmission, parseCsv, parseSubmission } from '@puz/perm/santa';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { corrupted } from './test-support/corrupt.js';
import { FIXTURE_DIR } from './test-support/data.js';

// Issue 16: the Santa CSV reader under random damage never crashes and never makes up a row.
const sampleText = readFileSync(join(FIXTURE_DIR, 'sample_submission.csv'), 'utf8');

/** Runs `f`; a `SantaDataError` (the reader's one way to refuse a file) counts as an answer. */
function readOrRefuse<T>(f: () => T): T | SantaDataError {
  try {
    return f();
  } catch (error) {
    if (error instanceof SantaDataError) return error;
    throw error;
  }
}

describe('the CSV reader, fuzzed', () => {
  test('any text: records or a SantaDataError with a line inside the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const out = readOrRefuse(() => parseCsv(text, 'f.csv'));
        const lines = text.split(/\r\n|\r|\n/).length;
        if (out instanceof SantaDataError) {
          expect(out.line).toBeGreaterThanOrEqual(1);
          expect(out.line).toBeLessThanOrEqual(lines);
          return;
        }
        const starts = out.map((r) => r.line);
        expect([...starts].sort((a, b) => a - b)).toEqual(starts);
        for (const r of out) expect(r.fields.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseSubmission, fuzzed with damaged copies of a valid file', () => {
  test('never throws but SantaDataError; every row read is one that can be written back', () => {
    fc.assert(
      fc.property(corrupted(sampleText), (text) => {
        const out = readOrRefuse(() => parseSubmission(text, 's.csv'));
        if (out instanceof SantaDataError) {
          expect(out.message).toMatch(/^s\.csv(, line \d+)?: /);
          return;
        }
        for (const row of out.rows) {
          expect(Number.isSafeInteger(row.id) && row.id >= 0).toBe(true);
          // Every move a name (the ones that are not, asserted at once: an expect a move cost
          // more than the parse).
          expect(row.moves.filter((m) => !/^-?[A-Za-z0-9_]+$/.test(m))).toEqual([]);
        }
        for (const issue of out.issues) expect(issue.message).not.toBe('');
        // What was read survives a write and a re-read unchanged (one row per id, as written).
        const byId = new Map(out.rows.map((r) => [r.id, { id: r.id, moves: r.moves }]));
        const rows = [...byId.values()].sort((a, b) => a.id - b.id);
        const again = parseSubmission(formatSubmission(rows));
        expect(again.issues).toEqual([]);
        expect(again.rows.map(({ id, moves }) => ({ id, moves }))).toEqual(rows);
      }),
      { numRuns: 400 },
    );
  });

  test('an undamaged file reads in full', () => {
    const out = parseSubmission(sampleText);
    expect(out.issues).toEqual([]);
    expect(out.rows).toHaveLength(12);
  });
});
