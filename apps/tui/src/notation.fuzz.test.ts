import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { runPuz } from './program.js';

// Random garbage to `puz solve 3x3x3 --scramble`: a replayed answer (exit 0) or one line on
// stderr and exit 2 — never a stack trace or exit 70.

const cube = new CubeMoves(3);
const solved = solvedFacelets(3);
const TOKENS = [
  'R',
  "U'",
  'F2',
  'D',
  "L'",
  'B2',
  'Rw',
  '3Rw2',
  '2-3r',
  'M',
  'x',
  "y'",
  'E',
  'S2',
  'f0',
  '-r1',
  'd2',
  '2R',
  'R3',
  "R2'",
  'Rw3',
  '(',
  ')',
  "'",
  '2',
  'w',
  '-',
  '--',
  '0',
  ' ',
  '  ',
  '\t',
  '\n',
  'é',
  '%',
  '∞',
  '\u0000',
  'R\u0301',
  'r',
  'u',
  'X',
  'Q',
  '4R',
  '99R',
  '1-9r',
  '[R, U]',
];
const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 12 }).map((t) => t.join(''));
const spacedTokens = fc
  .array(fc.constantFrom(...TOKENS), { maxLength: 12 })
  .map((t) => t.join(' '));
const garbage = fc.oneof(
  tokenSoup,
  spacedTokens,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

test('puz solve 3x3x3 --scramble <garbage>: exit 0 with a replayed answer, or exit 2 with one line', async () => {
  await fc.assert(
    fc.asyncProperty(garbage, async (scramble) => {
      let stdout = '';
      let stderr = '';
      const code = await runPuz(['solve', '3x3x3', `--scramble=${scramble}`, '--json'], {
        stdout: (t) => (stdout += t),
        stderr: (t) => (stderr += t),
      });
      if (code === 0) {
        const { moves } = JSON.parse(stdout);
        const start = applyMoves(solved, parseAlg(scramble, 3), cube);
        expect(applyMoves(start, parseAlg(moves.join(' '), 3), cube)).toBe(solved);
        return;
      }
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toMatch(/^puz: [^\n]+\n$/);
    }),
    { numRuns: 400 },
  );
}, 60_000);
