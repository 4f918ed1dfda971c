import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { runPuz as RunPuz } from './program.js';

// Issue 16, item 8: the table cache only saves time. When it cannot be written, solving goes on
// with the table built in memory and one warning on stderr (it used to exit 2 on EISDIR/ENOTDIR).
// End to end (pnpm test:e2e): the whole command over a real table build on each broken cache
// (two God's tables and the app loaded afresh: ~5 s of CPU in the unit suite); the cache's own
// rule is @puz/heuristics' cache.test.ts.
// Each case builds a 2x2x2 table of its own metric: this file needs none in memory. A worker's
// earlier files (were it to share modules, as the unit suite's do) may have built them, so the
// app and its packages are loaded afresh here.
let runPuz: typeof RunPuz;
beforeAll(async () => {
  vi.resetModules();
  ({ runPuz } = await import('./program.js'));
});

const dir = mkdtempSync(join(tmpdir(), 'puz-cache-dir-'));
const saved = process.env.PUZ_CACHE_DIR;
afterEach(() => {
  process.env.PUZ_CACHE_DIR = saved;
  vi.restoreAllMocks();
});

async function puzWithCache(cache: string, ...args: string[]) {
  process.env.PUZ_CACHE_DIR = cache;
  // The cache's warning goes to the process's stderr (the package has no Io): watch it there.
  const warnings: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    warnings.push(String(chunk));
    return true;
  });
  let stdout = '';
  let stderr = '';
  const code = await runPuz(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr, warnings: warnings.join('') };
}

const solves = (scramble: string, moves: string[]) => {
  const cube = new CubeMoves(2);
  const start = applyMoves(solvedFacelets(2), parseAlg(scramble, 2), cube);
  return applyMoves(start, parseAlg(moves.join(' '), 2), cube) === solvedFacelets(2);
};

describe('an unwritable cache directory: solved anyway, one warning', () => {
  test.each([
    [
      'PUZ_CACHE_DIR under a regular file (ENOTDIR)',
      'htm',
      () => {
        writeFileSync(join(dir, 'file'), '');
        return join(dir, 'file', 'cache');
      },
      /ENOTDIR/,
    ],
    [
      'a directory where the table file should be (EISDIR)',
      'qtm',
      () => {
        mkdirSync(join(dir, 'clash', 'cube2-gods-qtm.v1.b2.pdb'), { recursive: true });
        return join(dir, 'clash');
      },
      /EISDIR|ENOTEMPTY|EEXIST/,
    ],
  ])(
    '%s',
    async (_, metric, cache, code) => {
      const scramble = "R U2 F' R";
      const out = await puzWithCache(
        cache(),
        'solve',
        '2x2x2',
        '--scramble',
        scramble,
        '--moves',
        metric,
        '--json',
      );
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      const answer = JSON.parse(out.stdout);
      expect(solves(scramble, answer.moves)).toBe(true);
      expect(out.warnings.trim().split('\n')).toHaveLength(1);
      expect(out.warnings).toMatch(/^puz: warning: cannot write the table cache /);
      expect(out.warnings).toMatch(code);
    },
    30_000,
  );
});
