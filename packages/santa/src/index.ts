export { MAX_DATA_BYTES, readDataFile } from '@puz/perm/node';
// The CSV reader lives in @puz/perm (@puz/perm/santa, @puz/perm/node); exported here as before.
export type {
  CsvRecord,
  RowIssue,
  SantaPuzzle,
  SolutionRow,
  Submission,
  SubmissionRow,
} from '@puz/perm/santa';
export {
  formatSubmission,
  moveSyntaxProblem,
  NO_MOVES,
  parseCsv,
  parsePuzzleInfo,
  parsePuzzles,
  parseSubmission,
  splitMoves,
} from '@puz/perm/santa';
export type { BatchResult, SolveBatchOptions } from './batch.js';
export { santaWorker, solveBatch } from './batch.js';
export { checkPuzzleSolution, checkSolution } from './check.js';
export type { SantaData } from './data.js';
export { loadSantaData, readSubmission, resolveDataDir } from './data.js';
export { SubmissionWriteError } from './errors.js';
export type { IdRangeOptions } from './ids.js';
export { MAX_SELECTED_IDS, parseIdRanges } from './ids.js';
export type { MergeResult } from './merge.js';
export { mergeSubmissions } from './merge.js';
export type { PolishOptions } from './polish.js';
export { ballCap, POLISH_BUDGET_MS, polishPuzzle } from './polish.js';
export { solvers } from './registry.js';
export type { MergeIntoFileOptions } from './save.js';
export { checkSubmissionTarget, mergeIntoFile, readMergeTarget } from './save.js';
export type { PuzzleScore, ScoreReport, TypeScore } from './score.js';
export { scoreSubmission } from './score.js';
export type { PuzzleSolution, SolvePuzzleOptions } from './solvers.js';
export { SolveError, solveCost, solvePuzzle } from './solvers.js';
export { compareTypes, parseSantaType } from './type-name.js';
export type { SolveTask, SolveTaskResult } from './worker.js';
export { writeSubmission } from './write.js';
