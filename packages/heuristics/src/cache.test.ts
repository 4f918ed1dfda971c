import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readCached, setCacheWarning, writeCached } from './cache.js';
import { PatternDatabase } from './pattern-database.js';

const dir = mkdtempSync(join(tmpdir(), 'puz-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The warnings, captured through the package's own hook (no stream is patched).
let warnings: string[] = [];
let previous: ReturnType<typeof setCacheWarning>;
beforeEach(() => {
  warnings = [];
  previous = setCacheWarning((m) => warnings.push(m));
});
afterEach(() => setCacheWarning(previous));

const payload = Uint8Array.from([1, 2, 3, 4]);

/** A 4-state cycle: the smallest table that goes through the cache. */
const ring = (name: string) => ({
  name,
  version: 1,
  size: 4,
  rank: (s: number) => s,
  goals: [0],
  neighbors: (r: number, push: (n: number) => void) => push((r + 1) % 4),
});

describe('an unwritable cache is skipped with one warning, never an error', () => {
  test.each([
    ['under a regular file (ENOTDIR)', () => join(dir, 'a-file', 'cache'), /ENOTDIR/],
    [
      'a directory where the table file should be (EISDIR)',
      () => {
        const d = join(dir, 'clash');
        mkdirSync(join(d, 't.bin'), { recursive: true });
        return d;
      },
      /EISDIR|ENOTEMPTY|EEXIST/,
    ],
  ])('%s', (_, where, code) => {
    writeFileSync(join(dir, 'a-file'), 'not a directory');
    const cache = where();
    expect(writeCached(join(cache, 't.bin'), 1, 'k', payload)).toBe(false);
    expect(writeCached(join(cache, 't.bin'), 1, 'k', payload)).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(code);
    expect(warnings[0]).toMatch(/going on without it .*PUZ_CACHE_DIR/);
    expect(readCached(join(cache, 't.bin'), 1, 'k')).toBeUndefined();
    // A table loads (built in memory) all the same.
    const pdb = PatternDatabase.load(ring(`ring-${warnings.length}-${code.source.length}`), {
      cacheDir: cache,
    });
    expect(pdb.source).toBe('built');
    expect([0, 1].map((s) => pdb.lookup(s))).toEqual([0, 1]);
  });

  test('a read-only directory (EACCES)', () => {
    // Root writes through file modes; /sys is read-only even for root (sysfs refuses new files).
    const root = process.getuid?.() === 0;
    const ro = root ? '/sys' : join(dir, 'read-only');
    if (!root) {
      mkdirSync(ro);
      chmodSync(ro, 0o555);
    }
    expect(writeCached(join(ro, 't.bin'), 1, 'k', payload)).toBe(false);
    expect(warnings[0]).toMatch(/EACCES/);
    expect(existsSync(join(ro, 't.bin'))).toBe(false);
  });

  test('a writable cache still writes and reads back, silently', () => {
    const ok = join(dir, 'ok');
    expect(writeCached(join(ok, 't.bin'), 1, 'k', payload)).toBe(true);
    expect(readCached(join(ok, 't.bin'), 1, 'k')).toEqual(payload);
    expect(readdirSync(ok)).toEqual(['t.bin']);
    expect(warnings).toEqual([]);
  });
});

describe('readCached({ shared: true })', () => {
  test('reads the payload into a SharedArrayBuffer, equal to what was written; damage still reads as absent', () => {
    const file = join(dir, 'shared', 't.bin');
    const big = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7919) & 255);
    expect(writeCached(file, 3, 'key', big)).toBe(true);
    const got = readCached(file, 3, 'key', { shared: true });
    expect(got?.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(got?.byteOffset).toBe(32); // the header: views of 4-byte tables inside stay aligned
    expect(got && Buffer.compare(Buffer.from(got), Buffer.from(big))).toBe(0);
    expect(readCached(file, 4, 'key', { shared: true })).toBeUndefined();
    expect(readCached(file, 3, 'other', { shared: true })).toBeUndefined();
    expect(
      readCached(join(dir, 'shared', 'missing.bin'), 3, 'key', { shared: true }),
    ).toBeUndefined();
    const bytes = readFileSync(file);
    bytes[500] = (bytes[500] as number) ^ 1;
    writeFileSync(file, bytes);
    expect(readCached(file, 3, 'key', { shared: true })).toBeUndefined();
  });
});
