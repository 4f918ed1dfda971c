import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import type { Catalog, Unit } from './catalog.js';

/*
 * Catalogs on disk, like the other tables ($PUZ_CACHE_DIR, checked by CRC and key, rebuilt when
 * absent or damaged): building them is the slow part of a big cube's first solve (cube_33: 255
 * units, 2.5 M entries, ~25 s), and every worker thread and process would build them again.
 */

/** Bump when the builder's output changes (families, alternatives, setups). */
const VERSION = 2;

const fileOf = (n: number, u: number) =>
  join(cacheDir(), `nxn-catalogs.v${VERSION}`, `cube${n}-unit${u}.bin`);
const keyOf = (n: number, u: number, unit: Unit) =>
  `nxn-catalog n=${n} unit=${u} ${unit.kind} layers=${unit.layers.join(',')} stickers=${unit.stickers.length}`;

/** Int32 fields of an entry, in file order (then `inv` as one byte each). */
const FIELDS = ['cost', 'a', 'x', 'y', 'c'] as const;

function pack(cat: Catalog): Uint8Array {
  const { count, width } = cat;
  const ints = 2 + 2 * count * width + FIELDS.length * count;
  const out = new Uint8Array(4 * ints + count);
  const i32 = new Int32Array(out.buffer, 0, ints);
  i32[0] = count;
  i32[1] = width;
  let at = 2;
  i32.set(cat.pos, at);
  at += count * width;
  i32.set(cat.src, at);
  at += count * width;
  for (const f of FIELDS) {
    i32.set(cat[f], at);
    at += count;
  }
  out.set(cat.inv, 4 * ints);
  return out;
}

function unpack(payload: Uint8Array, unit: Unit): Catalog | undefined {
  if (payload.length < 8 || payload.byteOffset % 4 !== 0) return undefined;
  const head = new Int32Array(payload.buffer, payload.byteOffset, 2);
  const count = head[0] as number;
  const width = head[1] as number;
  if (width !== (unit.kind === 'centre' ? 3 : 6) || count <= 0) return undefined;
  const ints = 2 + 2 * count * width + FIELDS.length * count;
  if (payload.length !== 4 * ints + count) return undefined;
  const i32 = new Int32Array(payload.buffer, payload.byteOffset, ints);
  let at = 2;
  const take = (k: number) => {
    const a = i32.slice(at, at + k);
    at += k;
    return a;
  };
  const pos = take(count * width);
  const src = take(count * width);
  const [cost, a, x, y, c] = FIELDS.map(() => take(count)) as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const inv = payload.slice(4 * ints);
  return { count, width, pos, src, cost, a, x, y, c, inv };
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
