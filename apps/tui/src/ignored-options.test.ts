import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { describe, expect, test, vi } from 'vitest';
import { interactiveDataProblem } from './interactive-data.js';
import { puz, scratchDir } from './test-support/run.js';

/*
 * Issue 33, class 7 (and a maze input of class 11): options that were accepted and then ignored. Each is now refused with one
 * line naming the option (exit 2), or does what it says.
 */

const santa = fixtureDir('santa2023');
const maze = join(fixtureDir('cs440'), 'tinySearch.txt');
const scratch = scratchDir('puz-ignored-');

describe('refused, exit 2, nothing on stdout', () => {
  test.each([
    [['maze', maze, '--algorithm', 'bfs', '--weight', '2'], /--weight is for --algorithm astar/],
    [['maze', maze, '--algorithm', 'greedy', '--weight', '2'], /--weight is for --algorithm astar/],
    [
      ['solve', '2x2x2', '--scramble', 'R', '--moves', '6006', '--solver', 'table'],
      /the 6\.006 model is solved by bidirectional BFS .*got "table"/,
    ],
    [['solve', '2x2x2', '--scramble', 'R U', '--scramble', 'F'], /--scramble is given twice/],
    [
      ['solve', '3x3x3', '--scramble', 'R', '--solver', 'optimal', '--solver', 'genetic'],
      /--solver is given twice/,
    ],
    [['maze', maze, '-a', 'bfs', '--algorithm', 'dfs'], /--algorithm is given twice/],
    // Class 8: f2 was WCA's Fw2 beside B but Santa's layer 2 beside f0 alone.
    [['solve', '4x4x4', '--scramble', 'f0 f2 B'], /"f2" is WCA's Fw2 or Santa's layer 2/],
  ])('%j', async (args, message) => {
    const r = await puz(...args);
    expect(r.stderr).toMatch(message);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  test.each([
    [['santa', 'score', '--data', '']],
    [['santa', 'solve', '--data', '', '--out', join(scratch, 'x.csv')]],
  ])('--data "" does not fall back to $PUZ_SANTA_DATA: %j', async (args) => {
    vi.stubEnv('PUZ_SANTA_DATA', santa);
    try {
      const r = await puz(...args);
      expect(r.stderr).toBe(
        'puz: --data is empty: give the directory of puzzles.csv and puzzle_info.csv\n',
      );
      expect(r.code).toBe(2);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

test('what applies still works: astar --weight, 6006 by bidirectional, --json twice', async () => {
  expect((await puz('maze', maze, '--algorithm', 'astar', '--weight', '2')).code).toBe(0);
  expect((await puz('solve', '2x2x2', '--scramble', 'R', '--moves', '6006')).code).toBe(0);
  expect((await puz('scramble', '2x2x2', '--seed', '1', '--json', '--json')).code).toBe(0);
});

describe('puz --data DIR (the interactive solver with Santa data)', () => {
  test.each([
    ['/no/such/dir', true, /--data \/no\/such\/dir: no such directory/],
    [scratch, true, /no puzzles\.csv or puzzle_info\.csv there/],
    ['', true, /--data is empty/],
    [santa, false, /opens the interactive solver, which needs a terminal/],
  ])('%s (terminal: %s) is refused with a reason', (dir, terminal, message) => {
    expect(interactiveDataProblem(dir, terminal)).toMatch(message);
  });

  test('a good directory on a terminal opens the app', () => {
    expect(interactiveDataProblem(santa, true)).toBeUndefined();
  });
  // The real `puz --data DIR` off a terminal (a process under tsx): ignored-options.e2e.test.ts.
});

// Issue 33, class 11: a maze saved with a byte-order mark (as Windows editors do) was refused
// ("rows must be equally wide"); CSV and cube files already accept one.
test('puz maze reads a file that starts with a UTF-8 byte-order mark', async () => {
  const file = join(scratch, 'bom.txt');
  writeFileSync(file, `\ufeff${readFileSync(maze, 'utf8')}`);
  const r = await puz('maze', file, '--json');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(JSON.parse(r.stdout)).toMatchObject({ found: true, optimal: true });
});
