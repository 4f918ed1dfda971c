// Santa 2023 (Kaggle) data as text: the one reader of its CSV files (puzzles.csv, puzzle_info.csv,
// submissions), here at the bottom floor so that every package, its tests and benches read them
// the same way. Reading them from disk is @puz/perm/node's (`readSantaPuzzles`, ...).
export type { CsvRecord } from './csv.js';
export { csvBody, parseCsv, parseNonNegativeInt } from './csv.js';
export { MOVE_NAME, moveSyntaxProblem, NO_MOVES, splitMoves } from './move-list.js';
export type { PublicTotals } from './public-totals.js';
export { PUBLIC_TOTALS } from './public-totals.js';
export { parsePuzzleInfo } from './puzzle-info.js';
export type { SantaPuzzle } from './puzzles.js';
export { parsePuzzles } from './puzzles.js';
export type { RowIssue, SolutionRow, Submission, SubmissionRow } from './submission.js';
export { formatSubmission, parseSubmission, submissionLines } from './submission.js';
