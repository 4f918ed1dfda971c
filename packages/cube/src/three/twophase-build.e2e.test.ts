import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rng } from '@puz/perm';
import { afterAll, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { randomFacelets3 } from './random.js';

/*
 * Issue 34: the default two-phase solve on a machine whose cache has no phase-1 table builds its
 * capped one (once, with progress) and caches it, so a new user gets the fast path from the first
 * solve; a solve with a budget, or fullTable 'cached', never starts that build. In a child process
 * on an empty cache: these must be a process's first 3x3x3 solves (tables stay in memory once
 * loaded), and a build of seconds inside a test worker would block vitest's worker RPC.
 */

const dir = mkdtempSync(join(tmpdir(), 'puz-twophase-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cube = new CubeMoves(3);
const TABLE_FILE = /^cube3-phase1-cap10\.v\d+\.bin$/;
/** The cap-9 table of an earlier version, left by it in the cache: the build removes it. */
const REPLACED = 'cube3-phase1-cap9.v1.bin';

interface Run {
  budgeted: string;
  cachedOnly: { moves: string; nodes: number };
  filesBefore: string[];
  progress: number[];
  built: { moves: string; nodes: number };
  later: { moves: string; length: number; calls: number; small: string }[];
}

/** The child: every solve in order, its answers as text (formatAlg), as one JSON line. */
function script(states: string[]): string {
  const three = fileURLToPath(new URL('./index.ts', import.meta.url));
  const root = fileURLToPath(new URL('../index.ts', import.meta.url));
  return `
    import { readdirSync } from 'node:fs';
    const { solveTwoPhase } = await import(${JSON.stringify(three)});
    const { formatAlg } = await import(${JSON.stringify(root)});
    const text = (s) => formatAlg(s.moves, 3);
    const states = ${JSON.stringify(states)};
    const budgeted = text(solveTwoPhase(states[0], { budgetMs: 100 }));
    const c = solveTwoPhase(states[0], { fullTable: 'cached' });
    const filesBefore = readdirSync(process.env.PUZ_CACHE_DIR);
    const progress = [];
    const b = solveTwoPhase(states[0], { onTableBuild: (p) => progress.push(p.fraction) });
    const later = states.map((state) => {
      let calls = 0;
      const s = solveTwoPhase(state, { onTableBuild: () => calls++ });
      return { moves: text(s), length: s.length, calls, small: text(solveTwoPhase(state, { fullTable: false })) };
    });
    console.log(JSON.stringify({ budgeted, cachedOnly: { moves: text(c), nodes: c.stats.expanded }, filesBefore, progress, built: { moves: text(b), nodes: b.stats.expanded }, later }));`;
}

test('a budget or fullTable "cached" never builds a phase-1 table; the default builds the capped one once, with progress', async () => {
  const r = rng(34);
  const states = Array.from({ length: 4 }, () => randomFacelets3(r));
  writeFileSync(join(dir, REPLACED), 'an old table');
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [tsx, '--conditions=@puz/source', '--input-type=module', '-e', script(states)],
    { timeout: 280_000, env: { ...process.env, PUZ_CACHE_DIR: dir } },
  );
  const run = JSON.parse(stdout) as Run;
  const solves = (state: string, moves: string) =>
    applyMoves(state, parseAlg(moves, 3), cube) === solvedFacelets(3);
  const first = states[0] as string;
  expect(solves(first, run.budgeted) && solves(first, run.cachedOnly.moves)).toBe(true);
  expect(run.filesBefore.some((f) => TABLE_FILE.test(f))).toBe(false);

  const fs = run.progress;
  expect(fs[0]).toBe(0);
  expect(fs[fs.length - 1]).toBe(1);
  expect(fs.every((f, i) => i === 0 || f >= (fs[i - 1] as number))).toBe(true);
  expect(new Set(fs).size).toBeGreaterThan(5); // a line that moves, not just start and end
  expect(run.filesBefore).toContain(REPLACED); // cached-only and budgeted solves leave it
  expect(readdirSync(dir).some((f) => TABLE_FILE.test(f))).toBe(true);
  expect(readdirSync(dir)).not.toContain(REPLACED);
  expect(readdirSync(dir).some((f) => f.startsWith('cube3-optimal'))).toBe(false); // not built
  // The same search with a stronger bound: the same answer, fewer nodes.
  expect(run.built.moves).toBe(run.cachedOnly.moves);
  expect(run.built.nodes).toBeLessThan(run.cachedOnly.nodes);

  // Built once: later solves only read it (no progress), and the small-table twin agrees.
  for (const [i, s] of run.later.entries()) {
    expect(s.calls).toBe(0);
    expect(s.length).toBeLessThanOrEqual(20);
    expect(solves(states[i] as string, s.moves)).toBe(true);
    expect(s.small).toBe(s.moves);
  }
}, 300_000);
