import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomPerm, rank, rng, unrank } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { PatternDatabase, type PatternDatabaseSpec } from './pattern-database.js';

/* Sorting 7 items by adjacent swaps: the distance of a permutation is its inversion count. */
const N = 7;
const SIZE = 5040;
function inversions(p: ArrayLike<number>): number {
  let c = 0;
  for (let i = 0; i < p.length; i++)
    for (let j = i + 1; j < p.length; j++) if ((p[i] as number) > (p[j] as number)) c++;
  return c;
}
function spec(bits: 2 | 4, version = 1): PatternDatabaseSpec<Uint8Array> {
  return {
    name: 'sorting-7',
    version,
    size: SIZE,
    rank: (p) => rank(p),
    goals: [0],
    bits,
    neighbors(r, push) {
      const p = unrank(N, r);
      for (let i = 0; i + 1 < N; i++) {
        const q = p.slice();
        q[i] = p[i + 1] as number;
        q[i + 1] = p[i] as number;
        push(rank(q));
      }
    },
  };
}

describe('PatternDatabase', () => {
  test('4-bit entries are the exact distances', () => {
    const pdb = PatternDatabase.load(spec(4), { cache: false });
    expect(pdb.maxDistance).toBe(21);
    expect(pdb.source).toBe('built');
    const r = rng(1);
    for (let i = 0; i < 200; i++) {
      const p = randomPerm(N, r) as Uint8Array;
      expect(pdb.lookup(p)).toBe(Math.min(inversions(p), 15));
    }
  });

  test('2-bit entries (distance mod 3) recover exact distances, from scratch or from a parent', () => {
    const pdb = PatternDatabase.load(spec(2), { cache: false });
    expect(pdb.entries.data.length).toBe(SIZE / 4);
    const r = rng(2);
    for (let i = 0; i < 100; i++) {
      const p = randomPerm(N, r);
      const d = pdb.distanceOf(rank(p));
      expect(d).toBe(inversions(p));
      // One adjacent swap changes the distance by exactly one.
      const q = p.slice();
      q[0] = p[1] as number;
      q[1] = p[0] as number;
      expect(pdb.childDistance(d, rank(q))).toBe(inversions(q));
    }
    expect(() => pdb.lookup(randomPerm(N, r) as Uint8Array)).toThrow(/mod 3/);
  });

  test('cached on disk: reloaded, and rebuilt when the file is corrupt or stale', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-pdb-'));
    const first = PatternDatabase.load(spec(4), { cacheDir: dir });
    expect(first.source).toBe('built');
    const [file] = readdirSync(dir);
    expect(file).toBe('sorting-7.v1.b4.pdb');
    const again = PatternDatabase.load(spec(4), { cacheDir: dir });
    expect(again.source).toBe('cache');
    expect(again.entries.data).toEqual(first.entries.data);
    expect(again.maxDistance).toBe(21);

    const path = join(dir, file!);
    const bytes = readFileSync(path);
    bytes[100] = (bytes[100] as number) ^ 0x10; // one flipped bit in the payload
    writeFileSync(path, bytes);
    const repaired = PatternDatabase.load(spec(4), { cacheDir: dir });
    expect(repaired.source).toBe('built');
    expect(repaired.entries.data).toEqual(first.entries.data);
    expect(PatternDatabase.load(spec(4), { cacheDir: dir }).source).toBe('cache');

    writeFileSync(path, bytes.subarray(0, 40)); // truncated
    expect(PatternDatabase.load(spec(4), { cacheDir: dir }).source).toBe('built');
    // A new version of the abstraction gets its own file and never reads the old one.
    expect(PatternDatabase.load(spec(4, 2), { cacheDir: dir }).source).toBe('built');
  });

  test("a cached payload that fails the spec's verify is rebuilt (and rewritten)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-pdb-'));
    const good = PatternDatabase.load(spec(4), { cacheDir: dir });
    const seen: Uint8Array[] = [];
    const trusting = {
      ...spec(4),
      verify: (p: Uint8Array) => {
        seen.push(p.slice());
        return true;
      },
    };
    expect(PatternDatabase.load(trusting, { cacheDir: dir }).source).toBe('cache');
    // verify sees the payload as cached: the largest distance, then the entries.
    expect(seen[0]?.[0]).toBe(21);
    expect(seen[0]?.subarray(1)).toEqual(good.entries.data);
    const refusing = { ...spec(4), verify: () => false };
    const rebuilt = PatternDatabase.load(refusing, { cacheDir: dir });
    expect(rebuilt.source).toBe('built');
    expect(rebuilt.entries.data).toEqual(good.entries.data);
    // A table it builds is not checked by it.
    expect(PatternDatabase.load(refusing, { cache: false }).source).toBe('built');
  });

  test('bad specs are refused with a reason', () => {
    expect(() => PatternDatabase.load({ ...spec(4), name: '../evil' }, { cache: false })).toThrow(
      /may hold only/,
    );
    expect(() =>
      PatternDatabase.load({ ...spec(4), neighbors: () => {} }, { cache: false }),
    ).toThrow(/cannot reach a goal/);
  });
});
