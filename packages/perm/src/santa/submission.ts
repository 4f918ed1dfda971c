import { csvBody, parseNonNegativeInt } from './csv.js';
import { MOVE_NAME, moveSyntaxProblem, splitMoves } from './move-list.js';

/** One solution: the puzzle id and its move names, in order (`-m` is m's inverse). */
export interface SolutionRow {
  id: number;
  moves: string[];
}

/** A submission row as read, with its 1-based line. */
export interface SubmissionRow extends SolutionRow {
  line: number;
}

/** One bad row of a submission (or a puzzle it cannot be checked against), reported by id. */
export interface RowIssue {
  /** The puzzle id; `null` when the row has none that reads as one. */
  id: number | null;
  /** 1-based line in the submission file, when the issue comes from a row of it. */
  line?: number;
  message: string;
}

/** A submission file as read: the usable rows, and every row that is not (by id). */
export interface Submission {
  file: string;
  rows: SubmissionRow[];
  issues: RowIssue[];
}

const HEADER = ['id', 'moves'] as const;

/**
 * Reads a submission (`id,moves`). A bad header or unreadable CSV throws `SantaDataError`; a bad
 * row (wrong field count, missing id, moves Kaggle's metric cannot read: see move-list.ts) is kept out of `rows` and reported in
 * `issues` by id. Duplicate ids are kept in `rows` so the scorer can report the puzzle.
 */
export function parseSubmission(text: string, file = 'submission.csv'): Submission {
  const rows: SubmissionRow[] = [];
  const issues: RowIssue[] = [];
  for (const { fields, line } of csvBody(text, file, HEADER)) {
    const id = parseNonNegativeInt(fields[0] ?? '');
    if (id === null) {
      issues.push({
        id: null,
        line,
        message: `id "${fields[0] ?? ''}" is missing or not an integer`,
      });
      continue;
    }
    if (fields.length !== 2) {
      issues.push({ id, line, message: `expected 2 fields (id,moves), found ${fields.length}` });
      continue;
    }
    const moves = splitMoves(fields[1] as string);
    // A row the metric cannot read (`f0 r1`, ` f0`, `x;y`) is a damaged row, not moves: a row
    // read here must also survive `writeSubmission`, or merging into the file would fail.
    const problem = moveSyntaxProblem(moves);
    if (problem !== undefined) {
      issues.push({ id, line, message: problem });
      continue;
    }
    rows.push({ id, moves, line });
  }
  return { file, rows, issues };
}

/** The CSV text of a submission, sorted by id. Throws `RangeError` on an unwritable move name. */
export function formatSubmission(rows: Iterable<SolutionRow>): string {
  return `${[...submissionLines(rows)].join('')}`;
}

/** `id,moves` then one line per row, sorted by id; used by `writeSubmission` too. */
export function* submissionLines(rows: Iterable<SolutionRow>): Generator<string> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  yield 'id,moves\n';
  let previous = -1;
  for (const { id, moves } of sorted) {
    if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`id ${id} is not an integer`);
    if (id === previous) throw new RangeError(`id ${id} appears twice`);
    previous = id;
    for (const m of moves)
      if (!MOVE_NAME.test(m)) throw new RangeError(`id ${id}: bad move name "${m}"`);
    yield `${id},${moves.join('.')}\n`;
  }
}
