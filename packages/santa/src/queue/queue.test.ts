import { type AddressInfo, createServer } from 'node:net';
import { loadSantaData } from '@puz/santa';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { parseQueueUrl } from './connection.js';
import { solveOnQueue } from './coordinator.js';
import { QueueUnreachableError, QueueUrlError } from './errors.js';
import { jobPuzzle, puzzleJobId, puzzleJobs, seededJobs } from './job.js';
import { runQueueWorker } from './run-worker.js';

// Jobs, queue URLs and a fake server, without Redis. The cases against a real redis-server are
// end to end: queue.e2e.test.ts (pnpm test:e2e).
const data = loadSantaData(fixtureDir('santa2023'));

describe('jobs', () => {
  test('carry the puzzle and moves, and give the same model back', () => {
    const jobs = puzzleJobs(data, [0, 6, 9], { mode: 'solve', budgetMs: 0 });
    expect(jobs.map((j) => j.id)).toEqual([0, 6, 9]);
    for (const job of jobs) {
      const { puzzle, model } = jobPuzzle(structuredClone(job));
      const original = data.puzzles.get(job.id)!;
      expect(puzzle.initial).toEqual(original.initial);
      expect(model.baseMoves).toEqual(data.types.get(original.type)!.baseMoves);
    }
  });

  test('ids change with anything that decides the answer, not otherwise', () => {
    const [a] = puzzleJobs(data, [3], { mode: 'solve', budgetMs: 0 });
    const [b] = puzzleJobs(data, [3], { mode: 'solve', budgetMs: 0 });
    const [c] = puzzleJobs(data, [3], { mode: 'solve', budgetMs: 0, seed: 2 });
    const [d] = puzzleJobs(data, [3], { mode: 'improve', budgetMs: 0 });
    expect(puzzleJobId(a!)).toBe(puzzleJobId(b!));
    expect(new Set([a, c, d].map((j) => puzzleJobId(j!))).size).toBe(3);
    expect(puzzleJobId(a!)).toMatch(/^3-[0-9a-f]{16}$/);
  });

  test('seeded copies: distinct seeds and ids, every puzzle once before any twice', () => {
    const settings = { mode: 'improve', budgetMs: 0, seed: 40 };
    expect(seededJobs(data, [3, 6], settings, 1)).toEqual(puzzleJobs(data, [3, 6], settings));
    const jobs = seededJobs(data, [3, 6], settings, 3);
    expect(jobs.map((j) => [j.id, j.seed])).toEqual([
      [3, 40],
      [6, 40],
      [3, 41],
      [6, 41],
      [3, 42],
      [6, 42],
    ]);
    expect(new Set(jobs.map(puzzleJobId)).size).toBe(6);
    // No seed given: the copies count from 1, each still its own job.
    const unseeded = seededJobs(data, [9], { mode: 'solve' }, 2);
    expect(unseeded.map((j) => j.seed)).toEqual([1, 2]);
    for (const bad of [0, 1.5, 1001])
      expect(() => seededJobs(data, [9], settings, bad)).toThrow(RangeError);
  });

  test('moves that do not match the digest are refused', () => {
    const [job] = puzzleJobs(data, [6], { mode: 'solve' });
    const wrong = { ...job!, moves: { ...job!.moves, digest: '0'.repeat(64) } };
    expect(() => jobPuzzle(wrong)).toThrow(/differ from the coordinator/);
  });
});

describe('queue urls', () => {
  test.each([
    ['redis://127.0.0.1:6380', { host: '127.0.0.1', port: 6380 }],
    ['redis://h', { host: 'h', port: 6379 }],
    ['redis://:pw@h:1/2', { host: 'h', port: 1, db: 2, password: 'pw' }],
  ])('%s', (url, redis) => {
    expect(parseQueueUrl(url).redis).toEqual(redis);
  });
  test.each(['http://h:1', 'h:6379', 'redis://h:1/x'])('%s is refused', (url) => {
    expect(() => parseQueueUrl(url)).toThrow(QueueUrlError);
  });
});

// Issue 33, class 5: anything that answered "+PONG" passed the start-up check, and BullMQ then
// failed in a busy loop (a worker logging 183,542 failures in 20 s, a coordinator hung at
// "0 jobs added"). A server that answers every command with +PONG is refused at once.
test('a server that answers +PONG to everything is not taken for Redis', async () => {
  const server = createServer((socket) =>
    socket.on('data', (chunk) => {
      // One +PONG per command of the chunk (ioredis pipelines them as RESP arrays).
      const commands = chunk.toString().match(/^\*\d+\r$/gm)?.length ?? 1;
      socket.write('+PONG\r\n'.repeat(commands));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `redis://127.0.0.1:${port}`;
  try {
    const t0 = Date.now();
    const message = /answers, but not as Redis does/;
    await expect(solveOnQueue({ url, data })).rejects.toThrow(message);
    await expect(runQueueWorker({ url })).rejects.toThrow(QueueUnreachableError);
    expect(Date.now() - t0).toBeLessThan(10_000);
  } finally {
    server.close();
  }
});
