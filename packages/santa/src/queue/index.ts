export type { QueueAddress } from './connection.js';
export {
  checkQueueReachable,
  parseQueueUrl,
  QUEUE_NAME,
  QUEUE_PREFIX,
} from './connection.js';
export type { QueueBatchResult, QueueSolveOptions, QueueStats } from './coordinator.js';
export { solveOnQueue } from './coordinator.js';
export { QueueUnreachableError, QueueUrlError } from './errors.js';
export type { JobMoves, JobSettings, PuzzleJobData } from './job.js';
export {
  INLINE_MOVES_MAX,
  jobPuzzle,
  movesDigest,
  puzzleJobId,
  puzzleJobs,
  seededJobs,
} from './job.js';
export type { QueueWorkerEvent, QueueWorkerOptions } from './run-worker.js';
export { runQueueWorker } from './run-worker.js';
