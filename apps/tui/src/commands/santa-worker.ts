import { availableParallelism } from 'node:os';
import type { QueueWorkerEvent } from '@puz/santa/queue';
import { EXIT } from '../exit.js';
import type { Io } from '../io.js';
import { capAtCores } from './cores.js';
import { positiveInt } from './santa-request.js';

export interface SantaWorkerOptions {
  queue: string;
  jobs?: string;
  lockMs?: string;
  json?: boolean;
}

/** Signals that stop the worker once its running solves have finished; a second one kills. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * `puz santa worker`: solves the queue's jobs, `--jobs` at a time on threads, until stopped; one
 * line per finished job on stderr (a JSON line on stdout with --json). An unreachable Redis is
 * an error at start (exit 2). A job that dies with this process goes back to the queue after
 * `--lock-ms` and another worker takes it.
 */
export async function santaWorkerCommand(options: SantaWorkerOptions, io: Io): Promise<number> {
  const jobs =
    capAtCores(positiveInt(options.jobs, '--jobs', 1), '--jobs', io.stderr) ??
    availableParallelism();
  const lockMs = positiveInt(options.lockMs, '--lock-ms', 1000);
  const { parseQueueUrl, runQueueWorker } = await import('@puz/santa/queue');
  const address = parseQueueUrl(options.queue);
  const stop = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.signal.aborted) {
      for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
      process.kill(process.pid, signal);
      return;
    }
    io.stderr(`puz worker: stopping after the running solves (${signal} again to quit now)\n`);
    stop.abort();
  };
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  let solved = 0;
  let failed = 0;
  try {
    await runQueueWorker({
      url: options.queue,
      jobs,
      ...(lockMs !== undefined ? { lockMs } : {}),
      signal: stop.signal,
      onReady: () =>
        io.stderr(
          `puz worker: ${jobs} solve(s) at a time from ${address.url}; Ctrl-C stops after the running ones\n`,
        ),
      onLost: (e) =>
        io.stderr(
          `puz worker: ${e.message}; stopped without it${e.unreturned > 0 ? ` (${e.unreturned} answer(s) not returned: their jobs go back on the queue when their locks lapse)` : ''}\n`,
        ),
      onJob: (e) => {
        if (e.ok) {
          solved++;
          const s = e.solution;
          io.stderr(
            `id ${s.id} (${s.type}): ${s.moves.length} moves, ${(s.ms / 1000).toFixed(2)} s, ${s.solver}\n`,
          );
        } else {
          failed++;
          io.stderr(`id ${e.id ?? '?'}: failed: ${e.message}\n`);
        }
        if (options.json) io.stdout(`${JSON.stringify(jobLine(e))}\n`);
      },
    });
  } finally {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
  }
  io.stderr(`puz worker: stopped; ${solved} solved, ${failed} failed here\n`);
  return EXIT.ok;
}

function jobLine(e: QueueWorkerEvent) {
  return e.ok
    ? {
        job: e.jobId,
        id: e.solution.id,
        ok: true,
        moves: e.solution.moves.length,
        ms: Math.round(e.solution.ms),
      }
    : { job: e.jobId, id: e.id, ok: false, message: e.message };
}
