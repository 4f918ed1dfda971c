#!/usr/bin/env node
// Measures `puz santa solve --queue` (issue 19) from the built CLI (apps/tui/dist/cli.js):
// the same puzzles with 1 and with 2 workers (one process each, --jobs 1) against a throw-away
// redis-server on a free loopback port, and the queue's cost per job on trivially small puzzles
// (against the local --jobs 1 run of the same ones). Needs redis-server and the Santa data.
//   node tools/scripts/queue-measure.mjs [--data DIR] [--ids LIST] [--budget-ms N] [--rounds N]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'apps/tui/dist/cli.js');
const { values } = parseArgs({
  options: {
    data: {
      type: 'string',
      default: process.env.PUZ_SANTA_DATA ?? join(root, '../shared/data/santa2023'),
    },
    // 60 puzzles, no big cubes: 10 cube_2, 15 cube_3, 5 cube_4, 3 cube_5, 15 wreaths, 12 globes.
    ids: { type: 'string', default: '0-9,30-44,150-154,210-212,284-293,304-308,338-344,358-362' },
    'trivial-ids': { type: 'string', default: '0-29,284-303' },
    'budget-ms': { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '2' },
  },
});

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const port = await freePort();
const redis = spawn(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
);
const url = `redis://127.0.0.1:${port}`;
await sleep(500);
const scratch = mkdtempSync(join(tmpdir(), 'puz-queue-measure-'));
process.on('SIGTERM', () => process.exit(143));
process.on('exit', () => {
  redis.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

async function withWorkers(n, f) {
  const workers = [];
  for (let i = 0; i < n; i++) {
    const w = spawn(process.execPath, [cli, 'santa', 'worker', '--queue', url, '--jobs', '1'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    w.stderr.on('data', (b) => (err += b));
    workers.push({ w, ready: () => err.includes('at a time from') });
  }
  while (!workers.every((x) => x.ready())) await sleep(50);
  try {
    return await f();
  } finally {
    for (const { w } of workers) w.kill('SIGKILL');
    await sleep(200);
  }
}

let run = 0;
function solve(args) {
  const out = join(scratch, `out${run++}.csv`);
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [cli, 'santa', 'solve', '--data', values.data, '--out', out, '--json', ...args],
    { encoding: 'utf8' },
  );
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0)
    throw new Error(`puz santa solve ${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return { wall, report: JSON.parse(r.stdout) };
}

const results = { ids: values.ids, budgetMs: Number(values['budget-ms']), rounds: [] };
for (let round = 0; round < Number(values.rounds); round++) {
  const common = ['--ids', values.ids, '--budget-ms', values['budget-ms']];
  const row = {};
  for (const n of round % 2 ? [2, 1] : [1, 2]) {
    // A new seed each run, so no job id repeats and nothing is found finished.
    const seed = String(100 + 2 * round + n);
    const { wall, report } = await withWorkers(n, () =>
      solve([...common, '--seed', seed, '--queue', url]),
    );
    const q = report.queue;
    row[`workers${n}`] = {
      wall,
      solved: report.solved,
      added: report.queue.added,
      perJobS: {
        wait: q.waitMs / q.timed / 1000,
        runOnWorker: q.runMs / q.timed / 1000,
        solve: q.solveMs / q.timed / 1000,
        notice: q.noticeMs / q.timed / 1000,
      },
    };
  }
  row.ratio = row.workers1.wall / row.workers2.wall;
  // The local run of the same puzzles (threads, no Redis), for reference.
  for (const n of [1, 2])
    row[`local${n}`] = solve([
      ...common,
      '--seed',
      String(100 + 2 * round + n),
      '--jobs',
      String(n),
    ]).wall;
  results.rounds.push(row);
  console.error(JSON.stringify(row));
}

// Trivially small puzzles (budget 0): the queue's own cost per job, against local threads.
const trivial = ['--ids', values['trivial-ids'], '--budget-ms', '0'];
const local = solve([...trivial, '--jobs', '1']);
const queued = await withWorkers(1, () => solve([...trivial, '--seed', '1', '--queue', url]));
const jobs = queued.report.solved;
const q = queued.report.queue;
results.trivial = {
  jobs,
  localWall: local.wall,
  queueWall: queued.wall,
  extraPerJobMs: ((queued.wall - local.wall) / jobs) * 1000,
  workerOverheadPerJobMs: (q.runMs - q.solveMs) / q.timed,
  noticePerJobMs: q.noticeMs / q.timed,
};
console.log(JSON.stringify(results, null, 2));
// The redis-server child keeps the event loop alive: leave explicitly (the exit hook stops it).
process.exit(0);
