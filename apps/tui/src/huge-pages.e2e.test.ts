import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { transparentHugePages } from '@puz/perm/node';
import { repoRoot } from '@puz/test-kit';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { wantsHugePages } from './huge-pages.js';
import { buildTestBundle } from './test-support/bundle.js';

/*
 * `puz solve 3x3x3 --solver optimal` relaunches itself with transparent huge pages
 * (huge-pages.ts). The relaunch must be invisible: the same output and exit code, and a signal
 * sent to the process a user started must stop the one doing the work.
 */

test('only the optimal 3x3x3 relaunches', () => {
  expect(wantsHugePages(['solve', '3x3x3', '--solver', 'optimal'])).toBe(true);
  expect(wantsHugePages(['solve', '3x3x3', '--scramble', 'R U', '--solver=optimal'])).toBe(true);
  expect(wantsHugePages(['solve', '3x3x3', '--scramble', 'R U'])).toBe(false);
  expect(wantsHugePages(['solve', '4x4x4', '--solver', 'optimal'])).toBe(false);
  expect(wantsHugePages(['santa', 'solve', '--solver', 'optimal'])).toBe(false);
});

let bundle: ReturnType<typeof buildTestBundle>;
beforeAll(() => {
  bundle = buildTestBundle();
}, 60_000);
afterAll(() => bundle?.remove());

/** The processes whose command line (NUL-separated, as /proc keeps it) contains `text`. */
function processesWith(text: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
    } catch {
      return false; // ended while we looked
    }
  });
}

const relaunches = process.platform === 'linux' && transparentHugePages() === 'madvise';

test.runIf(relaunches)(
  'the relaunched solve prints its answer and exits 0',
  () => {
    const run = spawnSync(
      process.execPath,
      [bundle.cli, 'solve', '3x3x3', '--scramble', "R U F' D2", '--solver', 'optimal', '--json'],
      { cwd: repoRoot(), encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ length: 4, optimal: true });
  },
  60_000,
);

test.runIf(relaunches)(
  'SIGINT to the process started stops the relaunched search: exit 130, nothing left running',
  async () => {
    // A position far beyond what the phase-1 table finishes in a minute (the superflip, 20 moves),
    // tagged with a budget (days) no other process uses, to find the relaunched process by.
    const tag = String(700_000_000 + Math.floor(Math.random() * 99_999_999));
    const superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    const args = ['solve', '3x3x3', '--scramble', superflip, '--solver', 'optimal'];
    const child = spawn(
      process.execPath,
      [bundle.cli, ...args, '--table', 'phase1', '--threads', '1', '--budget-ms', tag],
      { cwd: repoRoot(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exit = new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    );
    await new Promise((resolve) => setTimeout(resolve, 4000));
    // Two processes carry the tag: the one started and its relaunch.
    const running = () => processesWith(`--budget-ms\0${tag}`);
    expect(running()).toHaveLength(2);
    child.kill('SIGINT');
    expect(await exit).toBe(130);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(running()).toHaveLength(0);
  },
  60_000,
);
