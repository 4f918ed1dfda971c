import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSolution, loadSantaData, parseSubmission, type SolutionRow } from '@puz/santa';
import { fixtureDir, freePort, repoRoot, startRedis, type TestRedis } from '@puz/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/*
 * Issue 19: `puz santa solve --queue` (the coordinator) and `puz santa worker`s as real processes
 * (the CLI from source under tsx) around a real redis-server started here on a free loopback port,
 * on the test kit's 12-puzzle fixture. A worker and a coordinator are killed with SIGKILL mid-run.
 */

const fixture = fixtureDir('santa2023');
const data = loadSantaData(fixture);
const allIds = [...data.puzzles.keys()];
const root = repoRoot();
const scratch = mkdtempSync(join(tmpdir(), 'puz-santa-queue-'));
const running = new Set<ChildProcess>();
let redis: TestRedis;
// A real redis-server (CI installs it from apt, .ci/run); without one these fail, saying so.
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  redis?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  out: { stdout: string; stderr: string };
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `puz ...args` from source. */
function puz(args: string[]): Run {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@puz/source', join(root, 'apps/tui/src/cli.ts'), ...args],
    { cwd: root },
  );
  running.add(child);
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (b) => (out.stdout += b));
  child.stderr?.on('data', (b) => (out.stderr += b));
  const exit = new Promise<Awaited<Run['exit']>>((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, out, exit };
}

/** A worker, ready when it has said so (connected, taking jobs). */
async function worker(jobs: number): Promise<Run> {
  const run = puz([
    'santa',
    'worker',
    '--queue',
    redis.url,
    '--jobs',
    String(jobs),
    '--lock-ms',
    '2000',
    '--json',
  ]);
  await until(() => run.out.stderr.includes('at a time from'), 30_000, run);
  return run;
}

function coordinator(command: 'solve' | 'improve', args: string[]): Run {
  return puz(['santa', command, '--data', fixture, '--queue', redis.url, '--json', ...args]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(ok: () => boolean, ms: number, run?: Run): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms)
      throw new Error(`still waiting after ${ms} ms${run ? `: ${run.out.stderr}` : ''}`);
    await sleep(50);
  }
}

/** Ids of the jobs a worker finished (its --json lines). */
const solvedIds = (run: Run) =>
  run.out.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: number; ok: boolean })
    .filter((j) => j.ok)
    .map((j) => j.id);

/** The file's rows: it parses in full and every row replays. */
function validRows(file: string): SolutionRow[] {
  const sub = parseSubmission(readFileSync(file, 'utf8'), file);
  expect(sub.issues).toEqual([]);
  for (const r of sub.rows)
    expect(checkSolution(data, r.id, r.moves).valid, `id ${r.id}`).toBe(true);
  return sub.rows.map(({ id, moves }) => ({ id, moves }));
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .*[\\/].*:\d+/);

describe('puz santa solve --queue with puz santa workers (real Redis, real processes)', () => {
  test('two workers, one SIGKILLed mid-job: its job is taken back and every puzzle comes back valid', async () => {
    const [a, b] = await Promise.all([worker(1), worker(1)]);
    const out = join(scratch, 'killed-worker.csv');
    const run = coordinator('solve', ['--out', out, '--budget-ms', '1000']);
    // Killed just after its first answer, when it has taken its next job (the queue holds 12).
    await until(() => solvedIds(a!).length >= 1, 40_000, a);
    await sleep(300);
    a!.child.kill('SIGKILL');
    const end = await run.exit;
    expect(end.code, run.out.stderr).toBe(0);
    const report = JSON.parse(run.out.stdout);
    expect(report.solved).toBe(12);
    expect(report.failures).toEqual([]);
    expect(report.queue.added).toBe(12);
    // The killed worker's job was started again elsewhere.
    expect(report.queue.restarted.length).toBeGreaterThanOrEqual(1);
    expect(validRows(out).map((r) => r.id)).toEqual(allIds);
    expect(new Set([...solvedIds(a!), ...solvedIds(b!)])).toEqual(new Set(allIds));
    b!.child.kill('SIGTERM');
    expect((await b!.exit).code).toBe(0);
    expect(b!.out.stderr).toMatch(/stopped; \d+ solved/);
  }, 90_000);

  test('a coordinator SIGKILLed and restarted finishes without solving anything twice; improve runs on the queue too; a failed puzzle is exit 1', async () => {
    const w = await worker(2);
    const out = join(scratch, 'restarted.csv');
    const args = ['--out', out, '--budget-ms', '600', '--seed', '7'];
    const first = coordinator('solve', args);
    await until(
      () => existsSync(out) && readFileSync(out, 'utf8').trim().split('\n').length > 3,
      40_000,
      first,
    );
    first.child.kill('SIGKILL');
    await first.exit;
    const saved = validRows(out).length;
    expect(saved).toBeGreaterThanOrEqual(3);

    const second = coordinator('solve', args);
    expect((await second.exit).code, second.out.stderr).toBe(0);
    const report = JSON.parse(second.out.stdout);
    expect(report.queue.added).toBe(0);
    expect(report.skipped.length).toBeGreaterThanOrEqual(saved);
    expect(report.solved + report.skipped.length).toBe(12);
    const rows = validRows(out);
    expect(rows.map((r) => r.id)).toEqual(allIds);
    // Every puzzle was solved exactly once by the worker.
    expect(solvedIds(w).sort((x, y) => x - y)).toEqual(allIds);

    const improved = join(scratch, 'improved.csv');
    const imp = coordinator('improve', [
      '--in',
      out,
      '--out',
      improved,
      '--budget-ms',
      '300',
      '--seed',
      '3',
    ]);
    expect((await imp.exit).code, imp.out.stderr).toBe(0);
    expect(JSON.parse(imp.out.stdout).queue.added).toBe(12);
    const before = new Map(rows.map((r) => [r.id, r.moves.length]));
    for (const r of validRows(improved))
      expect(r.moves.length).toBeLessThanOrEqual(before.get(r.id)!);

    // --seeds 2: each puzzle queued twice with seeds 11 and 12, the shorter answer kept.
    const seeded = join(scratch, 'seeded.csv');
    const twice = coordinator('improve', [
      '--in',
      improved,
      '--out',
      seeded,
      '--ids',
      '9-11',
      '--budget-ms',
      '0',
      '--seed',
      '11',
      '--seeds',
      '2',
    ]);
    expect((await twice.exit).code, twice.out.stderr).toBe(0);
    const seededReport = JSON.parse(twice.out.stdout);
    expect([seededReport.queue.added, seededReport.solved, seededReport.seeds]).toEqual([6, 3, 2]);
    // The run's total counts each puzzle once, by its shorter copy; the file keeps --in's rows
    // where those are shorter still.
    const inRows = new Map(validRows(improved).map((r) => [r.id, r.moves.length]));
    const kept = validRows(seeded).filter((r) => r.id >= 9 && r.id <= 11);
    for (const r of kept) expect(r.moves.length).toBeLessThanOrEqual(inRows.get(r.id)!);
    const keptTotal = kept.reduce((sum, r) => sum + r.moves.length, 0);
    expect(seededReport.moves).toBeGreaterThanOrEqual(keptTotal);
    expect(seededReport.byType['globe_1/8'].moves).toBe(seededReport.moves);
    const notQueued = puz(['santa', 'improve', '--data', fixture, '--in', seeded, '--seeds', '2']);
    const refused = await notQueued.exit;
    expect(refused.code).toBe(2);
    expect(notQueued.out.stderr).toMatch(/--seeds is for --queue/);

    // A puzzle that fails on the queue (here: its time limit) is reported by id, exit 1.
    const late = coordinator('solve', [
      '--out',
      join(scratch, 'late.csv'),
      '--ids',
      '3',
      '--budget-ms',
      '5000',
      '--time-limit-s',
      '1',
    ]);
    expect((await late.exit).code, late.out.stderr).toBe(1);
    expect(JSON.parse(late.out.stdout).failures).toEqual([
      { id: 3, message: 'stopped at the 1 s time limit' },
    ]);
    w.child.kill('SIGTERM');
    await w.exit;
  }, 90_000);

  test('an unreachable Redis is exit 2 at once, with a message and no stack trace', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const out = join(scratch, 'never.csv');
    const runs = [
      puz(['santa', 'solve', '--data', fixture, '--out', out, '--queue', url]),
      puz(['santa', 'worker', '--queue', url]),
      puz(['santa', 'solve', '--data', fixture, '--out', out, '--queue', 'http://x']),
      // improve would merge --in into --out first: Redis is checked before that.
      puz([
        'santa',
        'improve',
        '--data',
        fixture,
        '--in',
        join(fixture, 'sample_submission.csv'),
        '--out',
        out,
        '--queue',
        url,
      ]),
    ];
    for (const run of runs) {
      const end = await run.exit;
      expect(end.code, run.out.stderr).toBe(2);
      noStack(run.out.stderr);
    }
    expect(runs[0]!.out.stderr).toMatch(
      /cannot reach the queue at redis:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/,
    );
    expect(runs[1]!.out.stderr).toMatch(/cannot reach the queue/);
    expect(runs[2]!.out.stderr).toMatch(/redis:\/\//);
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});
