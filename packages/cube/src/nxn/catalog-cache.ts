import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import type { Catalog, Unit } from './catalog.js';
import { catalogAlternatives } from './catalog-tables.js';

/*
 * Catalogs on disk, like the other tables ($PUZ_CACHE_DIR, checked by CRC and key, rebuilt when
 * absent or damaged): building them is the slow part of a big cube's first solve (cube_33: 255
 * units, 2.5 M entries, ~25 s), and every worker thread and process would build them again.
 */

/** Bump when the builder's output changes (families, alternatives, setups). */
const VERSION = 3;

const fileOf = (n: number, u: number) =>
  join(
    cacheDir(),
    `nxn-catalogs.v${VERSION}`,
    `cube${n}-unit${u}-k${catalogAlternatives()}-h${process.env.PUZ_NXN_HALF || ''}.bin`,
  );
const keyOf = (n: number, u: number, unit: Unit) =>
  `nxn-catalog n=${n} unit=${u} ${unit.kind} layers=${unit.layers.join(',')} stickers=${unit.stickers.length} alternatives=${catalogAlternatives()} half=${process.env.PUZ_NXN_HALF || ''}`;

/*
 * Layout: count, width, then Int32 pos and src (count·width each), cost (count), start
 * (count + 1), then the moves as Int16 (start[count] of them).
 */
function pack(cat: Catalog): Uint8Array {
  const { count, width } = cat;
  const total = cat.start[count] as number;
  const ints = 2 + 2 * count * width + count + count + 1;
  const out = new Uint8Array(4 * ints + 2 * total);
  const i32 = new Int32Array(out.buffer, 0, ints);
  i32[0] = count;
  i32[1] = width;
  let at = 2;
  for (const a of [cat.pos, cat.src, cat.cost, cat.start]) {
    i32.set(a, at);
    at += a.length;
  }
  new Int16Array(out.buffer, 4 * ints, total).set(cat.moves);
  return out;
}

function unpack(payload: Uint8Array, unit: Unit): Catalog | undefined {
  if (payload.length < 8 || payload.byteOffset % 4 !== 0) return undefined;
  const head = new Int32Array(payload.buffer, payload.byteOffset, 2);
  const count = head[0] as number;
  const width = head[1] as number;
  if (width !== (unit.kind === 'centre' ? 3 : 6) || count <= 0) return undefined;
  const ints = 2 + 2 * count * width + count + count + 1;
  if (payload.length < 4 * ints) return undefined;
  const i32 = new Int32Array(payload.buffer, payload.byteOffset, ints);
  let at = 2;
  const take = (k: number) => {
    const a = i32.slice(at, at + k);
    at += k;
    return a;
  };
  const pos = take(count * width);
  const src = take(count * width);
  const cost = take(count);
  const start = take(count + 1);
  const total = start[count] as number;
  if (payload.length !== 4 * ints + 2 * total) return undefined;
  const moves = new Int16Array(
    payload.buffer.slice(payload.byteOffset + 4 * ints, payload.byteOffset + 4 * ints + 2 * total),
  );
  return { count, width, pos, src, cost, start, moves };
}

/** Unit u's catalog from the disk cache, else built by `build` and cached. */
export function cachedCatalog(n: number, u: number, unit: Unit, build: () => Catalog): Catalog {
  const file = fileOf(n, u);
  const key = keyOf(n, u, unit);
  const payload = readCached(file, VERSION, key);
  const hit = payload && unpack(payload, unit);
  if (hit) return hit;
  const cat = build();
  writeCached(file, VERSION, key, pack(cat));
  return cat;
}
