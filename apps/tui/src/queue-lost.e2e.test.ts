import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDir, repoRoot, startRedis, type TestRedis } from '@puz/test-kit';
import { Redis } from 'ioredis';
import { afterAll, afterEach, expect, test } from 'vitest';

/*
 * Issue 33, class 5: a `puz santa worker` or a `santa solve --queue` coordinator whose Redis went
 * away mid-run ignored SIGTERM (BullMQ's graceful close waits for the server for ever). Now a
 * stop asks Redis once (2 s); when it does not answer the queue is closed without it, and the
 * process ends, saying so. Real processes (the CLI from source), a real redis-server, killed.
 */

const root = repoRoot();
const scratch = mkdtempSync(join(tmpdir(), 'puz-queue-lost-'));
const running = new Set<ChildProcess>();
let redis: TestRedis | undefined;
afterEach(() => {
  redis?.stop();
  redis = undefined;
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

function puz(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@puz/source', join(root, 'apps/tui/src/cli.ts'), ...args],
    { cwd: root },
  );
  running.add(child);
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (b) => (out.stdout += b));
  child.stderr?.on('data', (b) => (out.stderr += b));
  const exit = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, out, exit };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(ok: () => boolean | Promise<boolean>, ms: number, what: string) {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > ms) throw new Error(`still waiting for ${what} after ${ms} ms`);
    await sleep(100);
  }
}

/** SIGTERM, then how long the process took to end (or `undefined` if not within `ms`). */
async function stopWithin(run: ReturnType<typeof puz>, ms: number) {
  const t0 = Date.now();
  run.child.kill('SIGTERM');
  const code = await Promise.race([run.exit, sleep(ms).then(() => 'running' as const)]);
  return { code, ms: Date.now() - t0 };
}

test('a worker whose Redis is gone ends on SIGTERM, saying so', async () => {
  redis = await startRedis();
  const worker = puz(['santa', 'worker', '--queue', redis.url, '--jobs', '1']);
  await until(() => worker.out.stderr.includes('at a time from'), 60_000, 'the worker');
  redis.stop();
  await sleep(1000);
  const { code } = await stopWithin(worker, 20_000);
  expect(code, worker.out.stderr).toBe(0);
  expect(worker.out.stderr).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ does not answer/);
  expect(worker.out.stderr).not.toMatch(/\n\s+at /);
}, 120_000);

test('a coordinator whose Redis is gone ends on SIGTERM with what it has (nothing here)', async () => {
  redis = await startRedis();
  const url = redis.url;
  const out = join(scratch, 'submission.csv');
  const coordinator = puz([
    'santa',
    'solve',
    '--data',
    fixtureDir('santa2023'),
    '--out',
    out,
    '--queue',
    url,
  ]);
  // The jobs are on the queue (no worker takes them): the coordinator is waiting for answers.
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await until(
      async () => (await client.llen('puz:santa:wait').catch(() => 0)) > 0,
      60_000,
      'the jobs',
    );
  } finally {
    client.disconnect();
  }
  // Past its first read of the jobs (milliseconds), into the wait for answers.
  await sleep(3000);
  redis.stop();
  // Long enough for the clients to notice and start reconnecting.
  await sleep(3000);
  const { code } = await stopWithin(coordinator, 20_000);
  expect(code, coordinator.out.stderr).toBe(1);
  expect(coordinator.out.stderr).toMatch(/stopped by SIGTERM: saving what is solved/);
  expect(coordinator.out.stdout).toMatch(/0 of 12 solved .*\(interrupted\)/);
}, 120_000);
