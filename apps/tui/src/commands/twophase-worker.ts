// `puz solve 3x3x3 --budget-ms N`'s two-phase search thread: a solve per message, each answer
// posted back. The main thread stays free to take Ctrl-C, which sets the shared stop flag read here.
import { parentPort, workerData } from 'node:worker_threads';
import { solveTwoPhase, type TwoPhaseOptions } from '@puz/cube/three';
import { SearchLimitError, SolveAbortedError } from '@puz/perm';
import type { TwoPhaseReply, TwoPhaseRequest, TwoPhaseThreadData } from './twophase-thread.js';

const { stop } = workerData as TwoPhaseThreadData;
const flag = new Int32Array(stop);
// The solver reads `signal.aborted` as it searches, but this thread never returns to its event
// loop until the solve ends, so no abort() could reach it: the property reads the shared flag.
const signal = new AbortController().signal;
Object.defineProperty(signal, 'aborted', { get: () => Atomics.load(flag, 0) === 1 });

function solve({ facelets, options }: TwoPhaseRequest): TwoPhaseReply {
  try {
    const s = solveTwoPhase(facelets, { ...(options as TwoPhaseOptions), signal });
    return { type: 'solved', moves: s.moves, length: s.length, ms: s.ms, probes: s.probes };
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof SearchLimitError)
      return { type: 'limit', message, stats: { ...error.stats } };
    if (error instanceof SolveAbortedError) return { type: 'aborted', message };
    return { type: 'bug', message: (error as Error).stack ?? message };
  }
}

parentPort?.on('message', (request: TwoPhaseRequest) => parentPort?.postMessage(solve(request)));
