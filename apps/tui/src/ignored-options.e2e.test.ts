import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fixtureDir, repoRoot } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';

// Issue 33, class 7 (ignored-options.test.ts has the rest): the real `puz --data DIR`, a process
// started under tsx (~5 s on a busy machine), off a terminal.

const santa = fixtureDir('santa2023');

describe('puz --data DIR (the interactive solver with Santa data)', () => {
  test('off a terminal, the real `puz --data DIR` says why: exit 2, not "unknown option"', async () => {
    const root = repoRoot();
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=@puz/source',
          join(root, 'apps/tui/src/cli.ts'),
          '--data',
          santa,
        ],
        { cwd: root },
        (_, __, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(run.stderr).toMatch(
      /^puz: puz --data .* opens the interactive solver, which needs a terminal/,
    );
    expect(run.code).toBe(2);
  }, 30_000);
});
