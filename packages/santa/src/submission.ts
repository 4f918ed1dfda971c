import { csvBody, parseNonNegativeInt } from './csv.js';
import type { RowIssue } from './errors.js';

/** One solution: the puzzle id and its move names, in order (`-m` is m's inverse). */
export interface SolutionRow {
  id: number;
  moves: string[];
}

/** A submission row as read, with its 1-based line. */
export interface SubmissionRow extends SolutionRow {
  line: number;
}

/** A submission file as read: the usable rows, and every row that is not (by id). */
export interface Submission {
  file: string;
  rows: SubmissionRow[];
  issues: RowIssue[];
}

const HEADER = ['id', 'moves'] as const;

/** A move name a submission can hold (Kaggle's are like `f0`, `-r1`, `d2`). */
const MOVE_NAME = /^-?[A-Za-z0-9_]+$/;

/** `f0.-r1.d2` → `['f0', '-r1', 'd2']`; the empty string is the empty solution. */
export function splitMoves(text: string): string[] {
  const t = text.trim();
  return t === '' ? [] : t.split('.');
}

/**
 * Reads a submission (`id,moves`). A bad header or unreadable CSV throws `SantaDataError`; a bad
 * row (wrong field count, missing id, an empty or unwritable move name) is kept out of `rows` and reported in
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
    const empty = moves.indexOf('');
    if (empty >= 0) {
      issues.push({ id, line, message: `move ${empty + 1} is empty (a stray ".")` });
      continue;
    }
    // A name that could not be written back (`f0 r1`, `x;y`) is a damaged row, not a move: a
    // row read here must survive `writeSubmission`, or merging into the file would fail.
    const bad = moves.findIndex((m) => !MOVE_NAME.test(m));
    if (bad >= 0) {
      issues.push({
        id,
        line,
        message: `move ${bad + 1} "${(moves[bad] as string).slice(0, 40)}" is not a move name`,
      });
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
