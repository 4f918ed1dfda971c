import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Catalog, catalogOf, cubeUnits, entryMoves, type Unit } from './catalog.js';
import { buildCatalog } from './catalog-builder.js';
import { cachedCatalog } from './catalog-cache.js';
import { catalogAlternatives } from './catalog-tables.js';
import { cubeModel, sourceOf, tokenCost } from './model.js';
import { recipeEnds, recipeMoves } from './recipe.js';

/** The distinct 3-cycles of a catalog, each with its entries. */
function byCycle(n: number, u: number) {
  const cat = catalogOf(n, u);
  const w = cat.width;
  const cycles = new Map<string, number[]>();
  for (let e = 0; e < cat.count; e++) {
    const pairs: string[] = [];
    for (let j = 0; j < w; j++) pairs.push(`${cat.pos[e * w + j]}<${cat.src[e * w + j]}`);
    const key = pairs.sort().join(' ');
    cycles.set(key, [...(cycles.get(key) ?? []), e]);
  }
  return { cat, cycles };
}

describe('3-cycle catalogs', () => {
  test.each([
    [4, 'wing', 4048],
    [4, 'centre', 4048],
    [6, 'centre', 4048],
  ])(
    'cube_%i %s unit: at least %i of the 4,048 3-cycles, every entry replays to its 3-cycle',
    (n, kind, floor) => {
      const model = cubeModel(n);
      const u = cubeUnits(n).units.findIndex((x) => x.kind === kind);
      const { cat, cycles } = byCycle(n, u);
      expect(cycles.size).toBeGreaterThanOrEqual(floor);
      expect(cycles.size).toBeLessThanOrEqual(4048);
      const w = cat.width;
      for (let e = 0; e < cat.count; e += 23) {
        const moves = entryMoves(cat, e);
        expect(moves.reduce((c, t) => c + tokenCost(t), 0)).toBe(cat.cost[e]);
        // The moves take each listed position's sticker from its source, and move nothing else
        // (every position compared, the ones that differ asserted at once: an expect a position
        // cost more than the check).
        const moved = new Map<number, number>();
        for (let j = 0; j < w; j++)
          moved.set(cat.pos[e * w + j] as number, cat.src[e * w + j] as number);
        const wrong: { entry: number; position: number; source: number; expected: number }[] = [];
        for (let i = 0; i < model.size; i++) {
          const source = sourceOf(model, moves, i);
          const expected = moved.get(i) ?? i;
          if (source !== expected) wrong.push({ entry: e, position: i, source, expected });
        }
        expect(wrong).toEqual([]);
      }
    },
  );

  test('alternatives: as cheap as the best sequence of their 3-cycle, at most catalogAlternatives(), each with other ends', () => {
    const { cat, cycles } = byCycle(
      4,
      cubeUnits(4).units.findIndex((x) => x.kind === 'centre'),
    );
    let withAlternatives = 0;
    for (const entries of cycles.values()) {
      expect(entries.length).toBeLessThanOrEqual(catalogAlternatives());
      if (entries.length > 1) withAlternatives++;
      const cost = new Set(entries.map((e) => cat.cost[e]));
      expect(cost.size).toBe(1);
      const ends = entries.map((e) => {
        const m = entryMoves(cat, e);
        return `${m[0]},${m[m.length - 1]}`;
      });
      expect(new Set(ends).size).toBe(entries.length);
    }
    expect(withAlternatives).toBeGreaterThan(cycles.size / 2);
  });

  test('recipeEnds gives the first and last move recipeMoves gives', () => {
    for (let t = 0; t < 3000; t++) {
      const [a, x, y] = [(t * 7) % 90, (t * 13) % 90, (t * 29) % 90];
      const flags = t % 16;
      const c =
        t % 3 === 0
          ? -1
          : t % 3 === 1
            ? (t * 11) % 90
            : ((t * 11) % 90) + (((t * 17) % 90) + 1) * 65536;
      const m = recipeMoves(a, x, y, flags, c);
      expect(recipeEnds(a, x, y, flags, c)).toBe(
        (m[0] as number) * 65536 + (m[m.length - 1] as number),
      );
    }
  });

  test('shortest: no 3-cycle of the 4x4 x-centres in under 8 moves (meet in the middle, 4 + 3 quarter turns), so the 8-move entries are shortest', () => {
    const n = 4;
    const model = cubeModel(n);
    const quarter = model.perms.map((_, t) => t).filter((t) => t % 3 !== 1);
    const { cat, cycles } = byCycle(
      n,
      cubeUnits(n).units.findIndex((x) => x.kind === 'centre'),
    );
    const size = model.size;
    // A 52-bit hash of a permutation (a collision could only fail the test, never pass it).
    const keyOf = (p: Uint8Array) => {
      let h1 = 0x811c9dc5;
      let h2 = 0x9747b28c;
      for (let i = 0; i < p.length; i++) {
        h1 = Math.imul(h1 ^ (p[i] as number), 0x01000193);
        h2 = Math.imul(h2 ^ (p[i] as number), 0x5bd1e995) ^ (h2 >>> 13);
      }
      return (h1 >>> 0) * 0x100000 + (h2 >>> 12);
    };
    // Every position within 4 quarter turns of solved, as a permutation (p[i]: source of sticker i).
    const near = new Set<number>();
    let layer: Uint8Array[] = [Uint8Array.from({ length: size }, (_, i) => i)];
    near.add(keyOf(layer[0] as Uint8Array));
    for (let d = 0; d < 4; d++) {
      const next: Uint8Array[] = [];
      for (const p of layer)
        for (const t of quarter) {
          const m = model.perms[t] as Int32Array;
          const q = new Uint8Array(size);
          for (let i = 0; i < size; i++) q[i] = p[m[i] as number] as number;
          const k = keyOf(q);
          if (near.has(k)) continue;
          near.add(k);
          next.push(q);
        }
      layer = next;
    }
    // For 3-cycles with an 8-move entry: C·(any ≤3 moves)⁻¹ is never within 4 moves of solved.
    let checked = 0;
    let sampled = 0;
    for (const entries of cycles.values()) {
      const e = entries[0] as number;
      if (cat.cost[e] !== 8 || sampled++ % 150 !== 0) continue;
      checked++;
      const c = new Uint8Array(size);
      for (let i = 0; i < size; i++) c[i] = sourceOf(model, entryMoves(cat, e), i);
      let frontier: Uint8Array[] = [c];
      for (let d = 0; d <= 3; d++) {
        expect(frontier.filter((p) => near.has(keyOf(p))).length).toBe(0);
        if (d === 3) break;
        const next: Uint8Array[] = [];
        for (const p of frontier)
          for (const t of quarter) {
            const m = model.perms[t] as Int32Array;
            const q = new Uint8Array(size);
            for (let i = 0; i < size; i++) q[i] = p[m[i] as number] as number;
            next.push(q);
          }
        frontier = next;
      }
    }
    expect(sampled).toBe(1344);
    expect(checked).toBe(9);
  }, 60_000);
});

/** Whether two catalogs are the same, typed arrays compared byte for byte (toEqual on them walks
 * every element through the matchers: seconds for a 5-cube's catalog). */
function expectSameCatalog(a: Catalog, b: Catalog) {
  expect({ count: b.count, width: b.width }).toEqual({ count: a.count, width: a.width });
  for (const key of ['pos', 'src', 'cost', 'start', 'moves'] as const) {
    const [x, y] = [a[key], b[key]];
    expect(y.constructor, key).toBe(x.constructor);
    const bytes = (v: Int32Array | Int16Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    expect(bytes(y).equals(bytes(x)), key).toBe(true);
  }
}

describe('catalogs on disk', () => {
  test('a catalog read back equals the one built; a damaged file is rebuilt, not trusted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puz-catalog-'));
    const saved = process.env.PUZ_CACHE_DIR;
    process.env.PUZ_CACHE_DIR = dir;
    try {
      const n = 5;
      const unit = cubeUnits(n).units[2] as Unit;
      let builds = 0;
      const build = () => {
        builds++;
        return buildCatalog(cubeModel(n), unit);
      };
      const first = cachedCatalog(n, 2, unit, build);
      const again = cachedCatalog(n, 2, unit, build);
      expect(builds).toBe(1);
      expectSameCatalog(first, again);
      const sub = readdirSync(dir)[0] as string;
      const file = join(dir, sub, readdirSync(join(dir, sub))[0] as string);
      writeFileSync(file, 'not a catalog');
      expectSameCatalog(first, cachedCatalog(n, 2, unit, build));
      expect(builds).toBe(2);
    } finally {
      if (saved === undefined) delete process.env.PUZ_CACHE_DIR;
      else process.env.PUZ_CACHE_DIR = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
