import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

// Issue 16, items 6 and 7: what is read and what is searched is bounded — an endless or huge
// input file is refused at a cap (exit 2), a maze search past its node budget stops (exit 1,
// the limit named) instead of filling the heap.

const dir = mkdtempSync(join(tmpdir(), 'puz-limits-'));

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const t0 = performance.now();
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr, ms: performance.now() - t0 };
}

describe('input files are read up to a cap', () => {
  test.each([
    [['solve', '2x2x2', '--state-file', '/dev/zero'], 'the state file /dev/zero', '1 MiB'],
    [['solve', '3x3x3', '--state-file', '/dev/zero'], 'the state file /dev/zero', '1 MiB'],
    [['solve', '4x4x4', '--state-file', '/dev/zero'], 'the state file /dev/zero', '1 MiB'],
    [['solve', 'globe_1/8', '--state-file', '/dev/zero'], 'the state file /dev/zero', '1 MiB'],
    [['solve', '3x3x3', '--scrambles-file', '/dev/zero'], 'the scrambles file /dev/zero', '64 MiB'],
    [['maze', '/dev/zero'], 'the maze /dev/zero', '16 MiB'],
  ])('%j: refused at the cap, exit 2, in seconds', async (args, what, cap) => {
    const { code, stdout, stderr, ms } = await puz(...args);
    expect(code).toBe(2);
    expect(stderr).toBe(`puz: ${what} is larger than ${cap}: is it the right file?\n`);
    expect(stdout).toBe('');
    expect(ms).toBeLessThan(10_000);
  });

  test.each([
    [['solve', '3x3x3', '--state-file', dir], `the state file ${dir} is a directory, not a file`],
    [
      ['solve', '2x2x2', '--scrambles-file', join(dir, 'none')],
      `${join(dir, 'none')} does not exist`,
    ],
    [['solve', 'wreath_6/6', '--state-file', join(dir, 'none')], 'does not exist'],
    [['maze', dir], `the maze ${dir} is a directory, not a file`],
  ])('%j: a file that is not one, exit 2 with one line', async (args, message) => {
    const { code, stderr } = await puz(...args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});

/** An open w x h maze walled round, P in a corner, `dots` dots spread over it. */
function openMaze(name: string, w: number, h: number, dots: number): string {
  const rows = Array.from({ length: h }, () => ' '.repeat(w).split(''));
  (rows[0] as string[])[0] = 'P';
  for (let i = 1; i <= dots; i++)
    (rows[Math.floor((i * h) / (dots + 1))] as string[])[(i * 7919) % w] = '.';
  const wall = '%'.repeat(w + 2);
  const path = join(dir, name);
  writeFileSync(path, `${[wall, ...rows.map((r) => `%${r.join('')}%`), wall].join('\n')}\n`);
  return path;
}

describe('maze searches stop at a node budget: exit 1, the limit named', () => {
  test('2000x2000 open maze, 4 dots, BFS: stops at 1,000,000 nodes in seconds (was a heap crash after 73 s)', async () => {
    const { code, stdout, stderr, ms } = await puz(
      'maze',
      openMaze('open-4.txt', 2000, 2000, 4),
      '--algorithm',
      'bfs',
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^puz: the maze search stopped at its limit of 1,000,000 nodes \([\d,]+ expanded\): raise it with --max-nodes/,
    );
    expect(ms).toBeLessThan(20_000);
  }, 30_000);

  test('2000x2000 open maze, 60 dots, A*: refused before its 960 MB of distance tables', async () => {
    const { code, stderr, ms } = await puz('maze', openMaze('open-60.txt', 2000, 2000, 60));
    expect(code).toBe(1);
    expect(stderr).toMatch(/60 dots × [\d,]+ cells .*\(--max-nodes 3,?\d{3},?\d{3} or more/);
    expect(ms).toBeLessThan(10_000);
  }, 30_000);

  test('--max-nodes lowers (and raises) the budget', async () => {
    const small = openMaze('small.txt', 30, 30, 8);
    const low = await puz('maze', small, '--algorithm', 'bfs', '--max-nodes', '500');
    expect(low.code).toBe(1);
    expect(low.stderr).toMatch(/limit of 500 nodes/);
    const high = await puz('maze', small, '--algorithm', 'bfs', '--max-nodes', '5000000', '--json');
    expect(high.code).toBe(0);
    expect(JSON.parse(high.stdout)).toMatchObject({ found: true, optimal: true });
  }, 30_000);

  test.each(['0', '-5', '1.5', '', 'lots'])('--max-nodes %j is refused, exit 2', async (n) => {
    const { code, stderr } = await puz('maze', openMaze('tiny.txt', 3, 3, 1), '--max-nodes', n);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--max-nodes must be an integer >= 1/);
  });
});
