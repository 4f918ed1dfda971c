import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { runPuz } from '../program.js';

/** A scratch directory for one test file, removed after its tests. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `puz` run in-process with its output captured: exit code, stdout and stderr. */
export async function puz(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runPuz(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}
