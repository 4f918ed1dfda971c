import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centrePairTable } from './centre-pair.js';

/*
 * The centre-pair table on disk: built, read back equal, and rebuilt (not trusted) when its file
 * is damaged or cut short. Two or three builds of a few seconds each, so in test:e2e.
 */
describe('the centre-pair table on disk', () => {
  it('reads back what it built; a damaged or short file is rebuilt', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-centre-pair-'));
    try {
      let builds = 0;
      const log = (line: string) => {
        if (line.includes('depth 1,')) builds++;
      };
      const first = centrePairTable({ cacheDir: dir, log });
      expect(builds).toBe(1);
      const again = centrePairTable({ cacheDir: dir, log });
      expect(builds).toBe(1);
      expect(again.depth).toBe(first.depth);
      expect(Buffer.compare(Buffer.from(again.nib), Buffer.from(first.nib))).toBe(0);
      const file = join(dir, readdirSync(dir)[0] as string);
      // One flipped byte in the middle: the CRC catches it.
      const bytes = readFileSync(file);
      const mid = bytes.length >> 1;
      bytes[mid] = (bytes[mid] as number) ^ 0x11;
      writeFileSync(file, bytes);
      const rebuilt = centrePairTable({ cacheDir: dir, log });
      expect(builds).toBe(2);
      expect(Buffer.compare(Buffer.from(rebuilt.nib), Buffer.from(first.nib))).toBe(0);
      // Cut short.
      writeFileSync(file, readFileSync(file).subarray(0, 1000));
      centrePairTable({ cacheDir: dir, log });
      expect(builds).toBe(3);
      // And the rebuilt file reads back again without a build.
      centrePairTable({ cacheDir: dir, log });
      expect(builds).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
