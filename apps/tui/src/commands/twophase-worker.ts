// `puz solve 3x3x3 --budget-ms N`'s two-phase search thread: one solve, its answer posted back.
// The main thread stays free to take Ctrl-C, which sets the shared stop flag read here.
import { parentPort, workerData } from 'node:worker_threads';
import { solveTwoPhase, type TwoPhaseOptions } from '@puz/cube/three';
import { SearchLimitError, SolveAbortedError } from '@puz/perm';
import type { TwoPhaseReply, TwoPhaseRequest } from './twophase-thread.js';

const { facelets, options, stop } = workerData as TwoPhaseRequest;
const flag = new Int32Array(stop);
// The solver reads `signal.aborted` as it searches, but this thread never returns to its event
// loop until the solve ends, so no abort() could reach it: the property reads the shared flag.
const signal = new AbortController().signal;
Object.defineProperty(signal, 'aborted', { get: () => Atomics.load(flag, 0) === 1 });

let reply: TwoPhaseReply;
try {
  const s = solveTwoPhase(facelets, { ...(options as TwoPhaseOptions), signal });
  reply = { type: 'solved', moves: s.moves, length: s.length, ms: s.ms, probes: s.probes };
} catch (error) {
  const message = (error as Error).message;
  if (error instanceof SearchLimitError)
    reply = { type: 'limit', message, stats: { ...error.stats } };
  else if (error instanceof SolveAbortedError) reply = { type: 'aborted', message };
  else reply = { type: 'bug', message: (error as Error).stack ?? message };
}
parentPort?.postMessage(reply);
