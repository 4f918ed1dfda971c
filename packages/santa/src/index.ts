export type { BatchResult, SolveBatchOptions } from './batch.js';
export { santaWorker, solveBatch } from './batch.js';
export { checkPuzzleSolution, checkSolution } from './check.js';
export type { CsvRecord } from './csv.js';
export { parseCsv } from './csv.js';
export type { SantaData } from './data.js';
export {
  loadSantaData,
  MAX_DATA_BYTES,
  readDataFile,
  readSubmission,
  resolveDataDir,
} from './data.js';
export type { RowIssue } from './errors.js';
export { SantaDataError, SubmissionWriteError } from './errors.js';
export type { IdRangeOptions } from './ids.js';
export { MAX_SELECTED_IDS, parseIdRanges } from './ids.js';
export type { MergeResult } from './merge.js';
export { mergeSubmissions } from './merge.js';
export { moveSyntaxProblem, NO_MOVES, splitMoves } from './move-list.js';
export type { PublicTotals } from './public-totals.js';
export { PUBLIC_TOTALS } from './public-totals.js';
export { parsePuzzleInfo } from './puzzle-info.js';
export type { SantaPuzzle } from './puzzles.js';
export { parsePuzzles } from './puzzles.js';
export { solvers } from './registry.js';
export type { MergeIntoFileOptions } from './save.js';
export { checkSubmissionTarget, mergeIntoFile, readMergeTarget } from './save.js';
export type { PuzzleScore, ScoreReport, TypeScore } from './score.js';
export { scoreSubmission } from './score.js';
export type { PuzzleSolution, SolvePuzzleOptions } from './solvers.js';
export { SolveError, solveCost, solvePuzzle } from './solvers.js';
export type { SolutionRow, Submission, SubmissionRow } from './submission.js';
export { formatSubmission, parseSubmission } from './submission.js';
export { compareTypes, parseSantaType } from './type-name.js';
export type { SolveTask, SolveTaskResult } from './worker.js';
export { writeSubmission } from './write.js';
