import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { repoRoot } from '@puz/test-kit';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestBundle } from './test-support/bundle.js';

/*
 * Issue 33, class 11: Ctrl-C during a budgeted two-phase solve killed the process (the search
 * ran on the main thread, which never heard the signal) and dropped the answer already found.
 * Now the search runs on a thread: Ctrl-C stops it, its best answer is printed, exit 130.
 */

const cube = new CubeMoves(3);
const solves = (scramble: string, moves: string[]) =>
  applyMoves(
    applyMoves(solvedFacelets(3), parseAlg(scramble, 3), cube),
    parseAlg(moves.join(' '), 3),
    cube,
  ) === solvedFacelets(3);

let bundle: ReturnType<typeof buildTestBundle>;
beforeAll(() => {
  bundle = buildTestBundle();
}, 60_000);
afterAll(() => bundle?.remove());

test('SIGINT during solve 3x3x3 --budget-ms: the best answer so far, replayed, then exit 130', async () => {
  const scramble = "F2 R' D L2 B U' R F2 D' L U2 B' R D2 F L' U B2 R' D";
  const child = spawn(
    process.execPath,
    [bundle.cli, 'solve', '3x3x3', '--scramble', scramble, '--budget-ms', '60000', '--json'],
    { cwd: repoRoot(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  // Time for the thread to load the tables (cached by the suite's global setup) and find a first
  // answer, which takes milliseconds once they are in; the budget would run a minute.
  const killer = setTimeout(() => child.kill('SIGINT'), 5000);
  const t0 = performance.now();
  const code = await exit;
  clearTimeout(killer);
  expect(stderr).toBe('puz: stopped by SIGINT: the best answer found so far\n');
  expect(code).toBe(130);
  expect(performance.now() - t0).toBeLessThan(20_000);
  const out = JSON.parse(stdout);
  expect(out.length).toBeLessThanOrEqual(20);
  expect(solves(scramble, out.moves)).toBe(true);
}, 60_000);

test('SIGINT during a budgeted --scrambles-file: the line being solved gets its best answer, the rest are named, exit 130', async () => {
  const scrambles = [
    "F2 R' D L2 B U' R F2 D' L U2 B' R D2 F L' U B2 R' D",
    "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
    "R U F' L2 D B R' U2 F D' L B2 R U' F2 D L' B",
  ];
  const dir = mkdtempSync(join(tmpdir(), 'puz-interrupt-'));
  const file = join(dir, 'scrambles.txt');
  writeFileSync(file, `${scrambles.join('\n')}\n`);
  try {
    const child = spawn(
      process.execPath,
      [bundle.cli, 'solve', '3x3x3', '--scrambles-file', file, '--budget-ms', '60000', '--json'],
      { cwd: repoRoot(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exit = new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    );
    const killer = setTimeout(() => child.kill('SIGINT'), 5000);
    const t0 = performance.now();
    const code = await exit;
    clearTimeout(killer);
    expect(code).toBe(130);
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(stderr).toBe(
      `puz: stopped by SIGINT: the best answer found so far\npuz: stopped by SIGINT at line 1 of ${file}: 2 scramble(s) not solved\n`,
    );
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0] as string);
    expect(out.scramble).toBe(scrambles[0]);
    expect(out.length).toBeLessThanOrEqual(20);
    expect(solves(scrambles[0] as string, out.moves)).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
