import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { solvers } from '@puz/santa';
import { describe, expect, test } from 'vitest';
import { runPuz } from './program.js';

// Issue 16, item 2: a scrambles file is streamed, one answer per line as it is solved; a bad line
// is reported (file and line) and the others go on; the exit code tells at the end.

const dir = mkdtempSync(join(tmpdir(), 'puz-batch-'));

/** Runs puz, recording stdout and stderr writes in the order they happen. */
async function puz(...args: string[]) {
  const events: ['out' | 'err', string][] = [];
  const code = await runPuz(args, {
    stdout: (t) => events.push(['out', t]),
    stderr: (t) => events.push(['err', t]),
  });
  const text = (kind: 'out' | 'err') =>
    events
      .filter(([k]) => k === kind)
      .map(([, t]) => t)
      .join('');
  return { code, events, stdout: text('out'), stderr: text('err') };
}

const cubeSolves = (n: number, scramble: string, moves: string[]) => {
  const cube = new CubeMoves(n);
  const start = applyMoves(solvedFacelets(n), parseAlg(scramble, n), cube);
  return applyMoves(start, parseAlg(moves.join(' '), n), cube) === solvedFacelets(n);
};

const wreathSolves = (scramble: string, moves: string[]) => {
  const model = solvers.puzzle('wreath_6/6');
  const solved = [...solvers.family('wreath_6/6').solved('wreath_6/6')];
  const start = model.replay(solved, scramble.split(' '));
  return model.replay(start, moves).join(';') === solved.join(';');
};

function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('--scrambles-file: good lines answered, a bad line reported, exit 2 at the end', () => {
  test.each([
    ['2x2x2', ["R U F'", 'R Q', '# a comment', '', "F2 U' R"], 2],
    ['3x3x3', ["R U F'", 'R Q', '# a comment', '', "F2 U' R"], 3],
    ['4x4x4', ["Rw U F'", 'R Q', '# a comment', '', "F2 2U' R"], 4],
    ['wreath_6/6', ['l r', 'l q', '# a comment', '', '-r l -l'], 0],
  ])(
    '%s',
    async (puzzle, lines, n) => {
      const path = file(`${puzzle.replace('/', '-')}.txt`, lines);
      const { code, events, stdout, stderr } = await puz(
        'solve',
        puzzle,
        '--scrambles-file',
        path,
        '--json',
      );
      expect(code).toBe(2);
      // One stderr line for the bad input, naming the file and its line (2), and no stack.
      expect(stderr).toBe(`puz: ${path}, line 2: ${stderr.slice(`puz: ${path}, line 2: `.length)}`);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/"q"|"Q"/i);
      // One JSON line per input, in order: answer, error, answer.
      const out = stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(out.map((o) => o.scramble)).toEqual([lines[0], lines[1], lines[4]]);
      expect(out[1]).toMatchObject({ file: path, line: 2, code: 2 });
      for (const o of [out[0], out[2]]) {
        expect(o.puzzle).toBe(puzzle);
        expect(n ? cubeSolves(n, o.scramble, o.moves) : wreathSolves(o.scramble, o.moves)).toBe(
          true,
        );
      }
      // Streamed: the first answer was written before the bad line was reported.
      expect(events.map(([k]) => k)).toEqual(['out', 'err', 'out', 'out']);
    },
    60_000,
  );

  test('text output: the answers on stdout, the bad line on stderr', async () => {
    const path = file('text.txt', ['R U', 'R Q', 'F2']);
    const { code, stdout, stderr } = await puz('solve', '2x2x2', '--scrambles-file', path);
    expect(code).toBe(2);
    expect(stdout).toBe("U' R'  (2)\nF2  (1)\n");
    expect(stderr).toMatch(new RegExp(`^puz: ${path}, line 2: not a move`));
  });

  test('a line stopped by a limit is reported and the batch goes on: exit 1', async () => {
    const superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    const path = file('limit.txt', ['R U', superflip, 'F']);
    const { code, stdout, stderr } = await puz(
      'solve',
      '3x3x3',
      '--scrambles-file',
      path,
      '--solver',
      'optimal',
      '--budget-ms',
      '300',
      '--json',
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`^puz: ${path}, line 2: no optimal answer within`));
    const out = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out.map((o) => o.length ?? o.code)).toEqual([2, 1, 1]);
  }, 60_000);

  test('all good: exit 0, nothing on stderr', async () => {
    const path = file('good.txt', ['R', 'U2']);
    const { code, stderr, stdout } = await puz('solve', '2x2x2', '--scrambles-file', path);
    expect([code, stderr, stdout]).toEqual([0, '', "R'  (1)\nU2  (1)\n"]);
  });
});
