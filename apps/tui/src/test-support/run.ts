import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runPuz } from '../program.js';

/** A scratch directory for one test file, removed after its tests. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A scratch table cache for one test file: PUZ_CACHE_DIR points at a fresh directory for its tests
 * (tables found nowhere else, so a solve builds or reads only what the file put there).
 */
export function scratchCacheDir(prefix: string): string {
  const dir = scratchDir(prefix);
  const saved = process.env.PUZ_CACHE_DIR;
  beforeAll(() => {
    process.env.PUZ_CACHE_DIR = dir;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.PUZ_CACHE_DIR;
    else process.env.PUZ_CACHE_DIR = saved;
  });
  return dir;
}

/** `puz` run in-process with its output captured: exit code, stdout and stderr. */
export async function puz(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}
