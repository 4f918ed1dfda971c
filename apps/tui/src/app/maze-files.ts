import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the app finds CS440 mazes: `$PUZ_MAZE_DIR`, else the checkout's committed copy of the CS440
 * files (tools/test-kit/fixtures/cs440; found by walking up from this module, so it works from
 * source and from the bundle alike). Found by path, never imported: the app does not depend on the
 * test kit.
 */
export function mazeDir(): string | undefined {
  if (process.env.PUZ_MAZE_DIR) return process.env.PUZ_MAZE_DIR;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'tools', 'test-kit', 'fixtures', 'cs440');
    if (existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** The maze files (`*.txt`) of the maze directory, by name. */
export function mazeFiles(): { dir: string | undefined; names: string[] } {
  const dir = mazeDir();
  if (!dir || !existsSync(dir)) return { dir, names: [] };
  return {
    dir,
    names: readdirSync(dir)
      .filter((f) => f.endsWith('.txt') && !/^cube/.test(f))
      .sort(),
  };
}
