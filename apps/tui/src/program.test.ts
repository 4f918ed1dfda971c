import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

// The committed CS440 mazes (the expected costs below are theirs).
const fixtures = fixtureDir('cs440');
const dir = mkdtempSync(join(tmpdir(), 'puz-cli-'));

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('puz maze', () => {
  test.each([
    ['mediumMaze', 'astar', 68],
    ['bigMaze', 'bfs', 266],
    ['openMaze', 'astar', 74],
    ['tinySearch', 'astar', 34],
    ['smallSearch', 'astar', 191],
  ])('%s with %s --json: cost %i, exit 0', async (name, algorithm, cost) => {
    const { code, stdout, stderr } = await puz(
      'maze',
      join(fixtures, `${name}.txt`),
      '--algorithm',
      algorithm,
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({
      puzzle: 'maze',
      solver: algorithm,
      found: true,
      cost,
      length: cost,
      optimal: true,
    });
    expect(out.moves).toHaveLength(cost);
    expect(out.expanded).toBeGreaterThan(0);
    expect(typeof out.ms).toBe('number');
  });

  test('text output draws the maze and a summary', async () => {
    const { code, stdout } = await puz('maze', join(fixtures, 'tinySearch.txt'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^%%%%%%%%%\n/);
    expect(stdout).toMatch(/astar, dots space: cost 34 \(optimal\), 53 expanded/);
  });

  test('weighted A* on bigDots answers quickly and says it is not optimal', async () => {
    const { code, stdout } = await puz(
      'maze',
      join(fixtures, 'bigDots.txt'),
      '--weight',
      '2',
      '--json',
    );
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ found: true, optimal: false, weight: 2, dots: 208 });
  });

  test('an unreachable dot: no solution, exit 1', async () => {
    const file = join(dir, 'walled.txt');
    writeFileSync(file, '%%%%%%%\n%P.%%.%\n%%%%%%%\n');
    const { code, stdout } = await puz('maze', file);
    expect(code).toBe(1);
    expect(stdout).toBe('no solution: dot 2 cannot be reached from P\n');
    expect(JSON.parse((await puz('maze', file, '--json')).stdout)).toMatchObject({
      found: false,
      cost: null,
    });
  });

  test.each([
    [['maze', '/no/such/maze.txt'], /the maze \/no\/such\/maze.txt does not exist/],
    [['maze', 'BAD'], /bad.txt: line 2, column 3: unknown character "x"/],
    [['maze', 'TWO_P'], /a second start/],
    [
      ['maze', 'TINY', '--algorithm', 'dijkstra'],
      /--algorithm must be one of bfs, dfs, greedy, astar/,
    ],
    [['maze', 'TINY', '--weight', '0.5'], /--weight must be a number >= 1/],
    [['maze', 'TINY', '--space', 'cells'], /--space must be "dots" or "grid"/],
    [['maze'], /missing required argument 'file'/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('bad input %j: one clear line on stderr, exit 2, no stack trace', async (args, message) => {
    writeFileSync(join(dir, 'bad.txt'), '%%%\n%Px\n%%%\n');
    writeFileSync(join(dir, 'two.txt'), '%%%%\n%PP%\n%%%%\n');
    const files: Record<string, string> = {
      BAD: join(dir, 'bad.txt'),
      TWO_P: join(dir, 'two.txt'),
      TINY: join(fixtures, 'tinySearch.txt'),
    };
    const { code, stdout, stderr } = await puz(...args.map((a) => files[a] ?? a));
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stdout).toBe('');
  });

  test('no arguments print the help', async () => {
    const { code, stdout } = await puz();
    expect(code).toBe(0);
    expect(stdout).toMatch(/Usage: puz/);
    expect(stdout).toMatch(/maze/);
  });
});

describe('puz --version and --help', () => {
  test('--version prints the package version; --help names --data for the app', async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(await puz('--version')).toMatchObject({ code: 0, stdout: `${version}\n` });
    const help = await puz('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/puz --data <dir> +the same, with a Santa 2023 data directory/);
    expect(help.stdout).toMatch(/PUZ_SANTA_DATA/);
  });
  test('--help lists the exit codes of the contract and NO_COLOR', async () => {
    const { stdout } = await puz('--help');
    for (const line of [
      /^ {2}0 +success$/m,
      /^ {2}1 +no solution, or a limit reached/m,
      /^ {2}2 +bad input or usage$/m,
      /^ {2}70 +internal error \(please report it\)$/m,
      /^ {2}74 +an output could not be written/m,
      /^ {2}130\/143 +interrupted by SIGINT\/SIGTERM/m,
      /NO_COLOR=1 turns them off/,
    ])
      expect(stdout).toMatch(line);
  });
});
