import { writeFileSync } from 'node:fs';
import {
  InputFileError,
  InvalidStateError,
  ParseError,
  SearchLimitError,
  SolveAbortedError,
  UsageError,
} from '@puz/perm';
import { InvalidProblemError } from '@puz/search';
import { describe, expect, test } from 'vitest';
import { describeFailure, EXIT } from './exit.js';
import { runPuz } from './program.js';

// Issue 16, item 9: the exit contract — 0 solved, 1 no solution or stopped by a limit, 2 bad
// input, 74 an output that could not be written, 70 only for a bug — and options that do not
// apply are refused, not ignored.

async function puz(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** A real Node write error: /dev/full refuses every byte with ENOSPC. */
function writeError(): unknown {
  try {
    writeFileSync('/dev/full', 'x');
  } catch (error) {
    return error;
  }
  throw new Error('/dev/full accepted a write');
}

describe('describeFailure maps errors by class', () => {
  test.each([
    ['SearchLimitError', new SearchLimitError('search stopped'), EXIT.noSolution],
    ['SolveAbortedError', new SolveAbortedError('cancelled', 'time'), EXIT.noSolution],
    ['ParseError', new ParseError('not a move', 'R Q', 2, 'Q'), EXIT.badInput],
    ['InvalidStateError', new InvalidStateError('twist', 'a twisted corner'), EXIT.badInput],
    ['InputFileError', new InputFileError('missing', '/x', 'the state file /x does not exist'), 2],
    ['UsageError', new UsageError('give exactly one of ...'), EXIT.badInput],
    ['a Node write error (ENOSPC)', writeError(), EXIT.cannotWrite],
    ['RangeError from our own code', new RangeError('rank 9 is outside 0..5'), EXIT.bug],
    ['TypeError', new TypeError("Cannot read properties of undefined (reading 'x')"), EXIT.bug],
    ['InvalidProblemError (a solver given a bad heuristic)', new InvalidProblemError('h < 0'), 70],
  ])('%s', (_, error, code) => {
    const failure = describeFailure(error);
    expect(failure.code).toBe(code);
    if (code === EXIT.bug) expect(failure.message).toMatch(/^internal error \(please report it\)/);
    else expect(failure.message).toBe((error as Error).message);
  });
});

describe('options that do not apply are refused, exit 2 with one line', () => {
  test.each([
    [['solve', '3x3x3', '--scramble', 'R', '--format', 'bogus'], /--format facelets.*"bogus"/],
    [['solve', '3x3x3', '--scramble', 'R', '--format', 'facelets'], /give one of them/],
    [['solve', '2x2x2', '--scramble', 'R', '--format', 'cs440'], /give one of them/],
    [['solve', '2x2x2', '--state', 'x', '--format', 'bogus'], /--format must be one of/],
    [['solve', '2x2x2', '--scramble', 'R', '--budget-ms', '5'], /--budget-ms does not apply/],
    [['solve', '2x2x2', '--scramble', 'R', '--seed', '5'], /--seed does not apply/],
    [['solve', '2x2x2', '--scramble', 'R', '--goal', 'A;B'], /--goal does not apply/],
    [['solve', '2x2x2', '--scramble', 'R', '--wildcards', '2'], /--wildcards does not apply/],
    [['solve', '3x3x3', '--scramble', 'R', '--seed', '5'], /--seed does not apply to the twophase/],
    [['solve', '3x3x3', '--scramble', 'R', '--wildcards', '1'], /--wildcards does not apply/],
    [['solve', '4x4x4', '--scramble', 'R', '--format', 'cs440'], /--format does not apply/],
    [['solve', '4x4x4', '--scramble', 'R', '--moves', 'qtm'], /--moves does not apply/],
    [
      ['solve', '4x4x4', '--solver', 'tpr', '--scramble', 'R', '--budget-ms', '5'],
      /--budget-ms does not apply to 4x4x4 with the tpr solver/,
    ],
    [
      ['solve', '4x4x4', '--scramble', 'R', '--budget-ms', '5'],
      /does not apply to 4x4x4 with the tpr solver, the default \(--solver staged takes a budget\)/,
    ],
    [['solve', 'wreath_6/6', '--scramble', 'l', '--any-orientation'], /--any-orientation does/],
    [['solve', 'wreath_6/6', '--scramble', 'l', '--state', 'A'], /exactly one of/],
  ])('%j', async (args, message) => {
    const { code, stdout, stderr } = await puz(...args);
    expect(stderr).toMatch(message);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  test.each([
    [['solve', '3x3x3', '--scramble', 'R', '--solver', 'genetic', '--seed', '']],
    [['solve', '3x3x3', '--scramble', 'R', '--solver', 'genetic', '--seed', ' ']],
    [['solve', '3x3x3', '--scramble', 'R', '--solver', 'genetic', '--seed', '1e3']],
    [['solve', 'wreath_6/6', '--scramble', 'l', '--seed', '']],
    [['solve', 'wreath_6/6', '--scramble', 'l', '--wildcards', '']],
    [['solve', 'wreath_6/6', '--scramble', 'l', '--budget-ms', '']],
    [['solve', '3x3x3', '--scramble', 'R', '--budget-ms', '']],
    [['scramble', '2x2x2', '--seed', '']],
    [['scramble', '3x3x3', '--seed', '0x10']],
  ])('an empty or non-decimal number %j is refused, not read as 0', async (args) => {
    const { code, stderr } = await puz(...args);
    expect(stderr).toMatch(/must be an integer/);
    expect(code).toBe(2);
  });

  test('the ones that apply still work: --seed for genetic, --budget-ms for two-phase', async () => {
    const genetic = await puz(
      'solve',
      '3x3x3',
      '--scramble',
      'R U',
      '--solver',
      'genetic',
      '--seed',
      '3',
    );
    expect(genetic.code).toBe(0);
    const twophase = await puz('solve', '3x3x3', '--scramble', 'R U', '--budget-ms', '50');
    expect(twophase.code).toBe(0);
    const wreath = await puz(
      'solve',
      'wreath_6/6',
      '--scramble',
      'l r',
      '--seed',
      '0',
      '--wildcards',
      '0',
    );
    expect(wreath.code).toBe(0);
  }, 60_000);
});
