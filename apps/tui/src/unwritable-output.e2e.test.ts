import {
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDir } from '@puz/test-kit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXIT } from './exit.js';
import { buildTestBundle, runCli } from './test-support/bundle.js';

/*
 * Issue 33, class 1: every command, its stdout a full disk (/dev/full: ENOSPC) or a pipe whose
 * reader has gone (EPIPE), ends with exit 74 — one line on stderr for the full disk, nothing for
 * the closed pipe — never Node's "Unhandled 'error' event" stack and exit 1. The real bundle is
 * spawned: the failure is an event on the real process.stdout, which nothing in-process can fake.
 */

const santa = fixtureDir('santa2023');
const cs440 = fixtureDir('cs440');
const scratch = mkdtempSync(join(tmpdir(), 'puz-unwritable-'));
const scrambles = join(scratch, 'scrambles.txt');
writeFileSync(scrambles, "R U F D L B R' U'\n".repeat(200));
let bundle: ReturnType<typeof buildTestBundle>;
beforeAll(() => {
  bundle = buildTestBundle();
}, 60_000);
afterAll(() => {
  bundle?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** Each command of the contract, with arguments that succeed when stdout can be written. */
const commands: [string, () => string[]][] = [
  ['--help', () => ['--help']],
  ['--version', () => ['--version']],
  ['solve 2x2x2', () => ['solve', '2x2x2', '--scramble', 'R U']],
  ['solve 3x3x3 --scrambles-file', () => ['solve', '3x3x3', '--scrambles-file', scrambles]],
  ['solve wreath_6/6 --json', () => ['solve', 'wreath_6/6', '--scramble', 'l r', '--json']],
  ['scramble 3x3x3', () => ['scramble', '3x3x3', '--seed', '1']],
  ['maze', () => ['maze', join(cs440, 'tinySearch.txt')]],
  ['starcraft', () => ['starcraft']],
  ['santa score', () => ['santa', 'score', '--data', santa]],
  [
    'santa solve',
    () => {
      const out = join(scratch, `solve-${Math.random()}.csv`);
      return ['santa', 'solve', '--data', santa, '--ids', '6', '--jobs', '1', '--out', out];
    },
  ],
  [
    'santa improve',
    () => {
      const file = join(scratch, `improve-${Math.random()}.csv`);
      copyFileSync(join(santa, 'sample_submission.csv'), file);
      return ['santa', 'improve', '--data', santa, '--in', file, '--ids', '6', '--jobs', '1'];
    },
  ],
  ['santa worker --help', () => ['santa', 'worker', '--help']],
];

describe('stdout a full disk: exit 74 and one line', () => {
  test.each(commands)(
    '%s',
    async (_, args) => {
      const full = openSync('/dev/full', 'w');
      try {
        const run = await runCli(bundle.cli, args(), { stdout: full });
        expect(run.stderr).toMatch(
          /^puz: cannot write the output: ENOSPC: no space left on device/,
        );
        expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(run.code).toBe(EXIT.cannotWrite);
      } finally {
        closeSync(full);
      }
    },
    30_000,
  );
});

describe('stdout a closed pipe: exit 74, quiet', () => {
  test.each(commands)(
    '%s',
    async (_, args) => {
      const run = await runCli(bundle.cli, args(), { stdout: 'closed' });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(EXIT.cannotWrite);
    },
    30_000,
  );
});

test('santa solve into a closed pipe still saves --out before it stops', async () => {
  const out = join(scratch, 'saved.csv');
  const run = await runCli(
    bundle.cli,
    ['santa', 'solve', '--data', santa, '--ids', '6-7', '--jobs', '1', '--out', out],
    {
      stdout: 'closed',
    },
  );
  expect(run.code).toBe(EXIT.cannotWrite);
  expect(readFileSync(out, 'utf8')).toMatch(/^id,moves\n6,.+\n7,.+\n$/);
}, 30_000);

describe('stderr a full disk: notes are lost, the command is not', () => {
  test.each([
    ['an answer: printed, exit 0', ['solve', 'wreath_6/6', '--scramble', 'l'], EXIT.ok],
    ['an unknown option: exit 2', ['solve', '2x2x2', '--bogus'], EXIT.badInput],
  ])(
    '%s',
    async (_, args, code) => {
      const full = openSync('/dev/full', 'w');
      try {
        const run = await runCli(bundle.cli, args, { stderr: full });
        expect(run.code).toBe(code);
        if (code === EXIT.ok) expect(run.stdout).not.toBe('');
      } finally {
        closeSync(full);
      }
    },
    30_000,
  );
});
