import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { twoPhaseTables } from './tables.js';

test('a corrupt cache file is rebuilt, not trusted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'puz-tables-'));
  try {
    const file = join(dir, 'cube3-twophase.v5.bin');
    writeFileSync(file, Buffer.alloc(5000, 7));
    const t = twoPhaseTables({ cacheDir: dir });
    expect(t.prune.sliceTwist[0]).toBe(0); // the solved state
    expect(readdirSync(dir)).toEqual(['cube3-twophase.v5.bin']);
    expect(readFileSync(file).length).toBeGreaterThan(5_000_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
