import { readdirSync } from 'node:fs';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestBundle, runCli } from './test-support/bundle.js';
import { scratchDir } from './test-support/run.js';

/*
 * Issue 34: what a new user's first `puz solve 4x4x4` does. On an empty table cache the default
 * solver (tpr) builds its tables, says so on stderr a line a search depth, answers, replays, and
 * leaves the tables cached: a second solve builds nothing. The build is well under a minute on a
 * quiet machine; the limit allows a loaded one. Each solve is the `puz` bundle in a process of its
 * own, as a user runs it, on a cache directory of its own: run in this process (as `puz()` does),
 * the build held vitest's worker long enough on a loaded machine for its RPC to time out
 * (vitest-dev/vitest#8164); and a second process reads the tables from disk, not memory.
 */

const dir = scratchDir('puz-four-fresh-');
let bundle: ReturnType<typeof buildTestBundle>;
beforeAll(() => {
  bundle = buildTestBundle();
});
afterAll(() => bundle?.remove());

const solve = (scramble: string) =>
  runCli(bundle.cli, ['solve', '4x4x4', '--scramble', scramble, '--json'], {
    env: { PUZ_CACHE_DIR: dir },
  });
const solves = (scramble: string, moves: readonly string[]) => {
  const cube = new CubeMoves(4);
  const scrambled = applyMoves(solvedFacelets(4), parseAlg(scramble, 4), cube);
  return applyMoves(scrambled, parseAlg(moves.join(' '), 4), cube) === solvedFacelets(4);
};

test('puz solve 4x4x4 on an empty table cache: builds the tables (said on stderr), answers by tpr, caches them', async () => {
  expect(readdirSync(dir)).toEqual([]);
  const scramble = "Rw U2 2R' F Uw' B2 r D L2 Fw R' 2U F2 Lw B' D2";
  const first = await solve(scramble);
  expect(first.code).toBe(0);
  expect(first.stderr).toMatch(/^puz: building the 4x4x4 tables once/);
  expect(first.stderr).toMatch(/depth 13,/);
  const out = JSON.parse(first.stdout);
  expect(out).toMatchObject({ puzzle: '4x4x4', solver: 'tpr', optimal: false });
  expect(solves(scramble, out.moves)).toBe(true);
  // A 16-move scramble: the answer is no longer than a random state's (~46).
  expect(out.length).toBeLessThanOrEqual(52);
  expect(readdirSync(dir).some((f) => f.startsWith('cube4-tpr-pairs-sym.'))).toBe(true);

  const again = "F' Uw R2 2F D' Lw2 B U' Rw2 D2";
  const second = await solve(again);
  expect({ code: second.code, stderr: second.stderr }).toEqual({ code: 0, stderr: '' });
  expect(solves(again, JSON.parse(second.stdout).moves)).toBe(true);
}, 300_000);
