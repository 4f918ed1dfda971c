import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

const dir = mkdtempSync(join(tmpdir(), 'puz-solve-'));

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

// The solves read the suite's scratch cache (PUZ_CACHE_DIR, vitest.config.ts). On an empty cache
// of their own, as they had, the 2x2x2 cases built both God's tables (~2 s each) whenever their
// worker had not loaded them yet, and a default 3x3x3 solve would build phase 1's exact table.
// Builds on an empty or unwritable cache are cache-dir.test.ts's and the e2e files'.

const replays = (scramble: string, moves: string[]) =>
  applyMoves(
    applyMoves(solvedFacelets(2), parseAlg(scramble, 2), new CubeMoves(2)),
    parseAlg(moves.join(' '), 2),
    new CubeMoves(2),
  ) === solvedFacelets(2);

describe('puz scramble / solve 2x2x2', () => {
  test('a seeded random-state scramble is reproducible and solves back optimally', async () => {
    const a = JSON.parse((await puz('scramble', '2x2x2', '--seed', '7', '--json')).stdout);
    const b = JSON.parse((await puz('scramble', '2x2x2', '--seed', '7', '--json')).stdout);
    expect(a).toEqual(b);
    const solved = JSON.parse(
      (await puz('solve', '2x2x2', '--scramble', a.scramble, '--json')).stdout,
    );
    expect(solved).toMatchObject({
      puzzle: '2x2x2',
      solver: 'table',
      length: a.length,
      optimal: true,
    });
    expect(replays(a.scramble, solved.moves)).toBe(true);
    expect(typeof solved.ms).toBe('number');
    expect(typeof solved.expanded).toBe('number');
  }, 30_000);

  test.each(['table', 'bfs', 'bidirectional', 'astar', 'idastar'])(
    '--solver %s agrees on the length',
    async (solver) => {
      const out = JSON.parse(
        (await puz('solve', '2x2x2', '--scramble', "R U2 F' R U' F2", '--solver', solver, '--json'))
          .stdout,
      );
      expect(out.length).toBe(6);
      expect(replays("R U2 F' R U' F2", out.moves)).toBe(true);
    },
    30_000,
  );

  test('the other move sets: qtm, 6006 twists, CAB203, CS440', async () => {
    const qtm = JSON.parse(
      (await puz('solve', '2x2x2', '--scramble', 'R2 U', '--moves', 'qtm', '--json')).stdout,
    );
    expect(qtm.length).toBe(3);
    const six = JSON.parse(
      (await puz('solve', '2x2x2', '--scramble', "F U' L", '--moves', '6006', '--json')).stdout,
    );
    expect(six.moves.filter((m: string) => /^[FLU]i?$/.test(m))).toEqual(['Li', 'U', 'Fi']);
    const cab = JSON.parse(
      (await puz('solve', '2x2x2', '--scramble', "R U F'", '--moves', 'cab203', '--json')).stdout,
    );
    expect(cab).toMatchObject({ length: 3, moves: ['F', "U'", "R'"] });
    const cs = JSON.parse(
      (await puz('solve', '2x2x2', '--scramble', "R U F'", '--moves', 'cs440', '--json')).stdout,
    );
    expect(cs).toMatchObject({ length: 3, moves: ['F', "T'", "R'"] });
  }, 30_000);

  test('state files: a CS440 net with rotation invariance, and a scrambles file', async () => {
    const net = join(dir, 'net.txt');
    writeFileSync(net, 'y o r r p b\ny g o o r b\nb b\no g\ng p\ng p\np r\ny y\n'); // the seed's input 1.1
    const cs = JSON.parse(
      (
        await puz(
          'solve',
          '2x2x2',
          '--state-file',
          net,
          '--moves',
          'cs440',
          '--any-orientation',
          '--json',
        )
      ).stdout,
    );
    expect(cs.length).toBe(2);
    const file = join(dir, 'scrambles.txt');
    writeFileSync(file, "# two scrambles\nR U\nF2 U' R\n");
    const lines = (await puz('solve', '2x2x2', '--scrambles-file', file, '--json')).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.length)).toEqual([2, 3]);
  }, 30_000);

  test.each([
    [['solve', '2x2x2', '--state', 'UUUURRRRFFFFDDDDLLLLBBBX'], /letter 24 is "X"/],
    [['solve', '2x2x2', '--state', 'UUUURRRRFFFFDDDDLLLLBBB'], /24 letters|6·n²/],
    [['solve', '2x2x2', '--scramble', 'R Q'], /not a move.*"Q"/],
    [['solve', '2x2x2'], /exactly one of/],
    [['solve', '2x2x2', '--scramble', 'R', '--state', 'x'], /exactly one of/],
    [['solve', '2x2x2', '--scramble', 'R', '--moves', 'stm'], /--moves must be one of/],
    [['solve', '2x2x2', '--scramble', 'R', '--solver', 'magic'], /--solver must be one of/],
    [['solve', '5x5x4', '--scramble', 'R'], /not a puzzle puz can solve/],
    [['solve', '3x3x3', '--scramble', 'R', '--solver', 'magic'], /twophase, optimal, genetic/],
    [
      ['solve', '3x3x3', '--scramble', 'R', '--solver', 'genetic', '--seed', 'x'],
      /--seed must be an integer/,
    ],
    [['solve', '3x3x3', '--state', 'UUUU'], /54 letters|6·n²/],
    [['scramble', '2x2x2', '--seed', 'abc'], /--seed must be an integer/],
  ])('bad input %j: exit 2 with a clear line', async (args, message) => {
    const { code, stderr } = await puz(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test('an impossible state (one twisted corner) is bad input, named as such', async () => {
    const s = [...solvedFacelets(2)];
    [s[3], s[4], s[9]] = [s[9]!, s[3]!, s[4]!];
    const { code, stderr } = await puz('solve', '2x2x2', '--state', s.join(''));
    expect(code).toBe(2);
    expect(stderr).toMatch(/twisted corner/);
  });

  test('3x3x3 by two-phase: at most 21 moves, replayed; a budget keeps shortening', async () => {
    const scramble = "R U R' U' F2 D L' B2 R U2 F' L D2 B R'";
    const out = JSON.parse((await puz('solve', '3x3x3', '--scramble', scramble, '--json')).stdout);
    expect(out).toMatchObject({ puzzle: '3x3x3', solver: 'twophase', optimal: false });
    expect(out.length).toBeLessThanOrEqual(21);
    const cube = new CubeMoves(3);
    expect(
      applyMoves(
        applyMoves(solvedFacelets(3), parseAlg(scramble, 3), cube),
        parseAlg(out.moves.join(' '), 3),
        cube,
      ),
    ).toBe(solvedFacelets(3));
    const budget = JSON.parse(
      (await puz('solve', '3x3x3', '--scramble', scramble, '--budget-ms', '200', '--json')).stdout,
    );
    expect(budget.length).toBeLessThanOrEqual(out.length);
  }, 60_000);
});
