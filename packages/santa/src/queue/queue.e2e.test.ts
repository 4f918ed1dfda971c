import { checkSolution, loadSantaData } from '@puz/santa';
import { fixtureDir, freePort, startRedis, type TestRedis } from '@puz/test-kit';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseQueueUrl, QUEUE_NAME, QUEUE_PREFIX } from './connection.js';
import { solveOnQueue } from './coordinator.js';
import { QueueUnreachableError } from './errors.js';
import { type QueueWorkerEvent, runQueueWorker } from './run-worker.js';

/*
 * Issue 19: the coordinator and workers against a real redis-server (started here on a free
 * loopback port, killed afterwards), solving the test kit's 12-puzzle fixture.
 */

const data = loadSantaData(fixtureDir('santa2023'));
let redis: TestRedis;
// A real redis-server (CI installs it from apt, .ci/run); without one these fail, saying so.
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

/** Runs `work` with `count` workers on `url`, then stops them; `check` sees each one's jobs. */
async function withWorkers<T>(
  count: number,
  url: string,
  work: () => Promise<T>,
  check?: (events: QueueWorkerEvent[][]) => void,
): Promise<T> {
  const stop = new AbortController();
  const seen: QueueWorkerEvent[][] = Array.from({ length: count }, () => []);
  const workers = seen.map((events) =>
    runQueueWorker({ url, jobs: 1, signal: stop.signal, onJob: (e) => events.push(e) }),
  );
  try {
    const result = await work();
    check?.(seen);
    return result;
  } finally {
    stop.abort();
    await Promise.all(workers);
  }
}

describe('on a real Redis', () => {
  test('two workers solve the fixture; a second coordinator finds the answers', async () => {
    const stop = new AbortController();
    const seen: QueueWorkerEvent[][] = [[], []];
    const workers = seen.map((events) =>
      runQueueWorker({
        url: redis.url,
        jobs: 1,
        signal: stop.signal,
        onJob: (e) => events.push(e),
      }),
    );
    try {
      const progress: number[] = [];
      const first = await solveOnQueue({
        url: redis.url,
        data,
        budgetMs: 0,
        onResult: (_, done) => progress.push(done),
      });
      expect(first.failures).toEqual([]);
      expect(first.solutions.map((s) => s.id)).toEqual([...data.puzzles.keys()]);
      for (const s of first.solutions) expect(checkSolution(data, s.id, s.moves).valid).toBe(true);
      expect(progress).toEqual([...data.puzzles.keys()].map((_, i) => i + 1));
      const solvedBy = seen.map((events) => events.filter((e) => e.ok).length);
      expect(solvedBy[0]! + solvedBy[1]!).toBe(data.puzzles.size);

      // The same run again: every job is on the queue already, so nothing is solved twice.
      const again = await solveOnQueue({ url: redis.url, data, budgetMs: 0 });
      expect(again.solutions.map((s) => s.moves)).toEqual(first.solutions.map((s) => s.moves));
      expect(seen.flat().length).toBe(data.puzzles.size);
    } finally {
      stop.abort();
      await Promise.all(workers);
    }
  }, 60_000);

  test('--seeds: two workers take distinct seeds of each puzzle; the shortest answer is kept', async () => {
    // With budget 0 the globes and wreaths answer the same for a seed every time, so the
    // one-seed run first is exactly one of the copies: the kept total can only be lower or equal.
    const ids = [6, 7, 8, 9, 10, 11];
    const settings = { data, ids, budgetMs: 0, seed: 5, mode: 'improve' };
    // Databases of their own, so that neither run finds the other's finished jobs.
    const solo = await withWorkers(1, `${redis.url}/4`, () =>
      solveOnQueue({ ...settings, url: `${redis.url}/4` }),
    );
    const answers: { id: number; length: number }[] = [];
    const jobsPerId = new Map<number, Set<string>>();
    const pair = await withWorkers(
      2,
      `${redis.url}/5`,
      () =>
        solveOnQueue({
          ...settings,
          url: `${redis.url}/5`,
          seeds: 2,
          onResult: (r, _, total) => {
            expect(total).toBe(2 * ids.length);
            if (r.ok) answers.push({ id: r.solution.id, length: r.solution.moves.length });
          },
        }),
      (events) => {
        for (const e of events.flat())
          if (e.ok)
            jobsPerId.set(e.solution.id, (jobsPerId.get(e.solution.id) ?? new Set()).add(e.jobId));
      },
    );
    // Each puzzle was solved twice, as two different jobs (its two seeds).
    expect([...jobsPerId.values()].map((jobs) => jobs.size)).toEqual(ids.map(() => 2));
    expect(answers.length).toBe(2 * ids.length);
    for (const result of [solo, pair]) {
      expect(result.failures).toEqual([]);
      expect(result.solutions.map((s) => s.id)).toEqual(ids);
      for (const s of result.solutions) expect(checkSolution(data, s.id, s.moves).valid).toBe(true);
    }
    for (const s of pair.solutions)
      expect(s.moves.length).toBe(
        Math.min(...answers.filter((a) => a.id === s.id).map((a) => a.length)),
      );
    const total = (r: typeof solo) => r.solutions.reduce((sum, s) => sum + s.moves.length, 0);
    expect(total(pair)).toBeLessThanOrEqual(total(solo));
  }, 60_000);

  test('a solve past its time limit fails its job at once, reported by id', async () => {
    const stop = new AbortController();
    const worker = runQueueWorker({ url: redis.url, jobs: 1, signal: stop.signal });
    try {
      const result = await solveOnQueue({
        url: redis.url,
        data,
        ids: [3],
        budgetMs: 5000,
        timeLimitMs: 100,
      });
      expect(result.solutions).toEqual([]);
      expect(result.failures).toEqual([{ id: 3, message: expect.stringMatching(/time limit/) }]);
      expect(result.queue.restarted).toEqual([]);
    } finally {
      stop.abort();
      await worker;
    }
  }, 30_000);

  test('a job whose workers keep dying is failed after a bounded number of takes', async () => {
    // A database of its own: the earlier tests' workers ran the stalled-job check, which then
    // waits their 30 s interval whoever asks next.
    const url = `${redis.url}/3`;
    // A worker that takes jobs and never finishes them nor renews their locks: each take stalls.
    const hog = new Worker(QUEUE_NAME, () => new Promise<never>(() => {}), {
      connection: { ...parseQueueUrl(url).redis, maxRetriesPerRequest: null },
      prefix: QUEUE_PREFIX,
      concurrency: 10,
      lockDuration: 300,
      skipLockRenewal: true,
      stalledInterval: 300,
      maxStalledCount: 1,
    });
    hog.on('error', () => {});
    try {
      const result = await solveOnQueue({ url, data, ids: [4], pollMs: 200 });
      expect(result.failures).toEqual([
        { id: 4, message: expect.stringMatching(/stalled more than allowable limit/) },
      ]);
      expect(result.queue.restarted).toEqual([4]);
    } finally {
      await hog.close(true);
    }
  }, 30_000);

  test('an unreachable Redis is an error at once', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const t0 = Date.now();
    await expect(solveOnQueue({ url, data })).rejects.toThrow(QueueUnreachableError);
    await expect(runQueueWorker({ url })).rejects.toThrow(QueueUnreachableError);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});
