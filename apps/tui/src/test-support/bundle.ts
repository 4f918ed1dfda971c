import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@puz/test-kit';

/**
 * The `puz` bundle of the working tree, built once per test file into a folder of its own inside
 * apps/tui (where the bundle finds piscina and its package.json), and removed after. A bundle
 * starts in ~0.5 s where the source under tsx takes ~1.5 s, which matters to files that spawn
 * `puz` a score of times; building it takes ~2 s.
 */
export function buildTestBundle(): { cli: string; remove: () => void } {
  const root = repoRoot();
  const dir = mkdtempSync(join(root, 'apps/tui/.test-bundle-'));
  execFileSync(process.execPath, [join(root, 'tools/scripts/bundle-tui.mjs'), dir], { cwd: root });
  return { cli: join(dir, 'cli.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node CLI ...args` to its end. `stdout`: "pipe" (captured), "closed" (a pipe whose reader
 * is destroyed before the child writes: EPIPE), or a file descriptor (e.g. /dev/full opened);
 * `stderr` the same, without "closed".
 */
export function runCli(
  cli: string,
  args: readonly string[],
  options: {
    stdout?: 'pipe' | 'closed' | number;
    stderr?: 'pipe' | number;
    env?: NodeJS.ProcessEnv;
    cwd?: string;
  } = {},
): Promise<Exit> {
  const mode = options.stdout ?? 'pipe';
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: options.cwd ?? repoRoot(),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', typeof mode === 'number' ? mode : 'pipe', options.stderr ?? 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  if (mode === 'closed') child.stdout?.destroy();
  else child.stdout?.on('data', (d) => (stdout += d));
  child.stderr?.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
