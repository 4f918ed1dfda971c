// `puz solve 3x3x3 --budget-ms N`'s two-phase search thread: a solve per message, each answer
// posted back. The main thread stays free to take Ctrl-C, which sets the shared stop flag read here.
import { parentPort, workerData } from 'node:worker_threads';
import { SearchLimitError, SolveAbortedError } from '@puz/perm';
import { solveWca } from '@puz/puzzles';
import type {
  ThreadOptions,
  TwoPhaseReply,
  TwoPhaseRequest,
  TwoPhaseThreadData,
} from './twophase-thread.js';

const { stop } = workerData as TwoPhaseThreadData;
const flag = new Int32Array(stop);
// The solver reads `signal.aborted` as it searches, but this thread never returns to its event
// loop until the solve ends, so no abort() could reach it: the property reads the shared flag.
const signal = new AbortController().signal;
Object.defineProperty(signal, 'aborted', { get: () => Atomics.load(flag, 0) === 1 });

/** Through the registry (its WCA 3x3x3 `twophase`, answer replayed), as without a budget. */
function twoPhase(facelets: string, { budgetMs, maxLength, anyOrientation }: ThreadOptions) {
  const a = solveWca(3, facelets, {
    solver: 'twophase',
    budgetMs,
    anyOrientation: anyOrientation === true,
    ...(maxLength !== undefined ? { maxLength } : {}),
    signal,
  });
  const { length, ms, stats } = a.solution;
  return { moves: a.moves, length, ms, expanded: stats.expanded };
}

function solve({ facelets, options }: TwoPhaseRequest): TwoPhaseReply {
  try {
    return { type: 'solved', ...twoPhase(facelets, options) };
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof SearchLimitError)
      return { type: 'limit', message, stats: { ...error.stats } };
    if (error instanceof SolveAbortedError) return { type: 'aborted', message };
    return { type: 'bug', message: (error as Error).stack ?? message };
  }
}

parentPort?.on('message', (request: TwoPhaseRequest) => parentPort?.postMessage(solve(request)));
