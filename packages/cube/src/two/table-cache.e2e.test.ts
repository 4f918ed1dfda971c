import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { GODS_TABLE_SHA256, godsTable, payloadDigest, solveFromTable } from './table.js';

/*
 * Issue 16, item 10: a god's table file whose payload was altered and whose CRC was recomputed
 * passed the cache's checks, so the walk either failed ("table is inconsistent", exit 70) or
 * returned a longer answer marked optimal. The table is a fixed BFS result: a cached one must
 * match its known digest, or it is rebuilt.
 */

const dir = mkdtempSync(join(tmpdir(), 'puz-cube2-tamper-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The payload as cached: byte 0 the largest distance, then the packed entries. */
const payloadOf = (t: ReturnType<typeof godsTable>) => {
  const p = new Uint8Array(t.entries.data.length + 1);
  p[0] = t.maxDistance;
  p.set(t.entries.data, 1);
  return p;
};

/** Rewrites a cache file's payload bytes and recomputes its CRC (header bytes 16..19), as a
 * deliberate edit would: the file still passes every check the cache makes. */
function tamper(file: string, edit: (payload: Uint8Array) => void): void {
  const buf = readFileSync(file);
  edit(buf.subarray(32));
  buf.writeUInt32LE(crc32(buf.subarray(32)), 16);
  writeFileSync(file, buf);
}

describe("the 2x2x2 god's tables", () => {
  test.each(['htm', 'qtm'] as const)(
    '%s: a freshly built table has the digest the loader expects',
    (metric) => {
      expect(payloadDigest(payloadOf(godsTable(metric, { cache: false })))).toBe(
        GODS_TABLE_SHA256[metric],
      );
    },
    30_000,
  );

  test('an altered payload with a recomputed checksum is rebuilt, not trusted', () => {
    const fresh = godsTable('htm', { cacheDir: dir });
    const [file] = readdirSync(dir);
    const path = join(dir, file as string);
    const pristine = readFileSync(path);
    expect(godsTable('htm', { cacheDir: dir }).source).toBe('cache');

    // One entry changed: a position p at distance d claims d + 1 (mod 3). The walk from p then
    // goes astray (here it cycles until its 20-step guard: an internal error, exit 70 in the CLI).
    const p = 1000;
    const d = fresh.distanceOf(p);
    tamper(path, (payload) => {
      const byte = 1 + (p >> 2);
      const shift = (p & 3) * 2;
      const wrong = (d + 1) % 3;
      payload[byte] = ((payload[byte] as number) & ~(3 << shift)) | (wrong << shift);
    });
    const reloaded = godsTable('htm', { cacheDir: dir });
    expect(reloaded.source).toBe('built');
    expect(solveFromTable(reloaded, 'htm', p)).toHaveLength(d);
    // The bad file was replaced by the good table.
    expect(readFileSync(path).equals(pristine)).toBe(true);

    // The goal's own entry changed: every walk would fail.
    tamper(path, (payload) => {
      payload[1] = 0xff;
    });
    expect(godsTable('htm', { cacheDir: dir }).source).toBe('built');
    expect(readFileSync(path).equals(pristine)).toBe(true);
  }, 30_000);
});
