import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rank, unrank } from '@puz/perm';
import { afterEach, expect, test, vi } from 'vitest';

/*
 * Without Node (a browser: no process.getBuiltinModule) the cache modules must load and the
 * tables be built in memory, never read from or written to disk. The modules are imported afresh
 * with getBuiltinModule hidden, as a browser bundle evaluates them.
 */
const saved = process.getBuiltinModule;
afterEach(() => {
  process.getBuiltinModule = saved;
  vi.resetModules();
});

async function withoutNode() {
  vi.resetModules();
  (process as { getBuiltinModule?: unknown }).getBuiltinModule = undefined;
  const cache = await import('./cache.js');
  const { PatternDatabase } = await import('./pattern-database.js');
  process.getBuiltinModule = saved;
  return { cache, PatternDatabase };
}

// Sorting 5 items by adjacent swaps: a distance is the inversion count, at most 10.
const spec = {
  name: 'no-node-sorting-5',
  version: 1,
  size: 120,
  rank: (p: Uint8Array) => rank(p),
  goals: [0],
  neighbors(r: number, push: (next: number) => void) {
    const p = unrank(5, r);
    for (let i = 0; i + 1 < 5; i++) {
      const q = p.slice();
      q[i] = p[i + 1] as number;
      q[i + 1] = p[i] as number;
      push(rank(q));
    }
  },
};

test('without Node, a pattern database is built in memory and no file is read or written', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'puz-no-node-'));
  const { cache, PatternDatabase } = await withoutNode();
  expect(cache.cacheDir()).toBe('');
  const first = PatternDatabase.load(spec, { cacheDir: dir });
  const again = PatternDatabase.load(spec, { cacheDir: dir });
  expect([first.source, again.source]).toEqual(['built', 'built']);
  expect(first.maxDistance).toBe(10);
  expect(first.lookup(Uint8Array.of(4, 3, 2, 1, 0))).toBe(10);
  expect(readdirSync(dir)).toEqual([]);
  expect(cache.writeCached(join(dir, 't.bin'), 1, 'k', Uint8Array.of(1, 2))).toBe(false);
  writeFileSync(join(dir, 'present.bin'), 'not read');
  expect(cache.readCached(join(dir, 'present.bin'), 1, 'k')).toBeUndefined();
  expect(readdirSync(dir)).toEqual(['present.bin']);
});

test('with Node, the same load writes the cache and reads it back', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'puz-with-node-'));
  vi.resetModules();
  const { PatternDatabase } = await import('./pattern-database.js');
  expect(PatternDatabase.load(spec, { cacheDir: dir }).source).toBe('built');
  expect(PatternDatabase.load(spec, { cacheDir: dir }).source).toBe('cache');
  expect(readdirSync(dir)).toEqual(['no-node-sorting-5.v1.b4.pdb']);
});
