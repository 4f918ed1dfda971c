import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CACHE_DIR } from '@puz/config/vitest';
import { describe, expect, it } from 'vitest';
import { inThread } from '../test-support/in-thread.js';
import { pairSymReady, pairSymTable } from './pair-sym-table.js';

/*
 * The symmetry-reduced pairing table on disk: the global setup's copy is read back; a damaged
 * copy is not trusted but rebuilt (one build, under a minute), equal to it, and cached again.
 */
describe('the symmetry-reduced pairing table on disk', () => {
  it('reads back what was built; a damaged file is rebuilt to the same table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-pair-sym-'));
    try {
      const name = readdirSync(TEST_CACHE_DIR).find((f) => f.startsWith('cube4-tpr-pairs-sym.'));
      expect(name).toBeDefined();
      const file = join(dir, name as string);
      copyFileSync(join(TEST_CACHE_DIR, name as string), file);
      let builds = 0;
      const log = (line: string) => {
        if (line.includes('depth 1,')) builds++;
      };
      expect(pairSymReady({ cacheDir: dir })).toBe(true);
      const first = pairSymTable({ cacheDir: dir, log });
      expect(builds).toBe(0);
      expect(first.depth).toBe(13);
      const bytes = readFileSync(file);
      const mid = bytes.length >> 1;
      bytes[mid] = (bytes[mid] as number) ^ 0x11;
      writeFileSync(file, bytes);
      // The rebuild (111 s on the loaded 2026-11-27 machine) runs in a worker thread: in this
      // one it held vitest's worker long enough for its RPC to time out (in-thread.ts).
      const rebuilt = await inThread<{ builds: number; sym: Uint8Array; depth: number }>(
        new URL('../test-support/table-builds.ts', import.meta.url),
        'pairSymIn',
        [dir],
      );
      expect(rebuilt.builds).toBe(1);
      expect(rebuilt.depth).toBe(13);
      expect(Buffer.compare(Buffer.from(rebuilt.sym), Buffer.from(first.sym))).toBe(0);
      // Cached again: read back here with no build.
      const again = pairSymTable({ cacheDir: dir, log });
      expect(builds).toBe(0);
      expect(Buffer.compare(Buffer.from(again.sym), Buffer.from(first.sym))).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
