import type { RowIssue, Submission, SubmissionRow } from '@puz/perm/santa';
import { checkPuzzleSolution } from './check.js';
import type { SantaData } from './data.js';

/** One puzzle's line of a score report. */
export interface PuzzleScore {
  id: number;
  type: string;
  valid: boolean;
  /** Moves in its row (0 when it has none). */
  length: number;
}

/** Totals for one puzzle type. `moves` counts valid solutions only. */
export interface TypeScore {
  puzzles: number;
  valid: number;
  invalid: number;
  moves: number;
}

/**
 * A submission scored against the data. Every puzzle of puzzles.csv is `valid` or `invalid`
 * (a bad, missing or duplicated row makes it invalid); `total` is the moves of the valid ones,
 * Kaggle's score when `invalid` is 0. `errors` lists every problem, by id, sorted.
 */
export interface ScoreReport {
  total: number;
  valid: number;
  invalid: number;
  byType: Record<string, TypeScore>;
  puzzles: PuzzleScore[];
  errors: RowIssue[];
}

/** Replays and scores every row of `submission`; never throws on a bad row. */
export function scoreSubmission(data: SantaData, submission: Submission): ScoreReport {
  const errors: RowIssue[] = [...submission.issues];
  const reported = new Set<number>();
  for (const issue of submission.issues) if (issue.id !== null) reported.add(issue.id);

  const byId = new Map<number, SubmissionRow[]>();
  for (const row of submission.rows) {
    if (!data.puzzles.has(row.id)) {
      errors.push({
        id: row.id,
        line: row.line,
        message: `no puzzle with id ${row.id} in puzzles.csv`,
      });
      continue;
    }
    const list = byId.get(row.id);
    if (list) list.push(row);
    else byId.set(row.id, [row]);
  }

  const report: ScoreReport = { total: 0, valid: 0, invalid: 0, byType: {}, puzzles: [], errors };
  for (const puzzle of data.puzzles.values()) {
    const rows = byId.get(puzzle.id) ?? [];
    let valid = false;
    let length = 0;
    const row = rows[0];
    if (rows.length > 1) {
      errors.push({
        id: puzzle.id,
        line: rows[1]?.line,
        message: `id ${puzzle.id} has ${rows.length} rows (lines ${rows.map((r) => r.line).join(', ')}); keep one`,
      });
    } else if (!row) {
      if (!reported.has(puzzle.id))
        errors.push({ id: puzzle.id, message: `no row for puzzle ${puzzle.id} (${puzzle.type})` });
    } else {
      const check = checkPuzzleSolution(puzzle, data.types.get(puzzle.type), row.moves);
      length = check.length;
      valid = check.valid;
      if (!check.valid)
        errors.push({ id: puzzle.id, line: row.line, message: check.message ?? 'invalid' });
    }
    let t = report.byType[puzzle.type];
    if (!t) {
      t = { puzzles: 0, valid: 0, invalid: 0, moves: 0 };
      report.byType[puzzle.type] = t;
    }
    t.puzzles++;
    if (valid) {
      t.valid++;
      t.moves += length;
      report.valid++;
      report.total += length;
    } else {
      t.invalid++;
      report.invalid++;
    }
    report.puzzles.push({ id: puzzle.id, type: puzzle.type, valid, length });
  }
  errors.sort((a, b) => (a.id ?? -1) - (b.id ?? -1) || (a.line ?? 0) - (b.line ?? 0));
  return report;
}
