import { cachedCatalog } from './catalog-cache.js';
import { buildUnitCatalog } from './catalog-tables.js';
import { cubeModel } from './model.js';

/*
 * Units and their 3-cycles. A unit is what commutators solve on their own: one orbit of centre
 * stickers (24), or the two sticker orbits of one orbit of edge wings (24 pieces, 48 stickers).
 * Corners, middle edges and fixed centres (odd n) belong to the 3x3 stage and are no unit.
 *
 * Each unit's catalog holds every 3-cycle of its key orbit (catalog-tables.ts): the shortest
 * move sequences found by a meet-in-the-middle search on a small representative cube
 * (cycle-search.ts, cycle-table.ts), mapped to the unit's layers and checked for its n
 * (cycle-map.ts), up to `catalogAlternatives()` a 3-cycle with other first and last moves; the
 * 3-cycles past the search's depth as conjugates (cycle-extend.ts), and the commutator recipes
 * of catalog-builder.ts for any still missing. An entry is any move sequence (`start`, `moves`).
 * Catalogs are cached per n in memory and on disk (catalog-cache.ts).
 */

export type StickerKind = 'corner' | 'midge' | 'wing' | 'fixed' | 'centre';

export function stickerKind(n: number, i: number): StickerKind {
  const r = Math.floor((i % (n * n)) / n);
  const c = i % n;
  const rEdge = r === 0 || r === n - 1;
  const cEdge = c === 0 || c === n - 1;
  const mid = n % 2 === 1 ? (n - 1) / 2 : -1;
  if (rEdge && cEdge) return 'corner';
  if (rEdge || cEdge) return (rEdge ? c : r) === mid ? 'midge' : 'wing';
  return r === mid && c === mid ? 'fixed' : 'centre';
}

export interface Unit {
  kind: 'centre' | 'wing';
  /** Every sticker of the unit. */
  stickers: Int32Array;
  /** The sticker orbit that keys the catalog (all of a centre unit; one side of the wings). */
  keyOrbit: Int32Array;
  /** Slice layers through the unit. */
  layers: number[];
}

export interface Catalog {
  count: number;
  /** Pieces moved: 3 stickers for centres, 6 for wings. */
  width: number;
  /** pos[e·width + j] takes the sticker from src[e·width + j]. */
  pos: Int32Array;
  src: Int32Array;
  cost: Int32Array;
  /** Entry e's moves (tokens): moves[start[e]] … moves[start[e + 1] − 1]. */
  start: Int32Array;
  moves: Int16Array;
}

/** The moves of catalog entry e (the only reader of `start`/`moves`). */
export function entryMoves(cat: Catalog, e: number): number[] {
  return Array.from(cat.moves.subarray(cat.start[e] as number, cat.start[e + 1] as number));
}

interface UnitSet {
  units: Unit[];
  catalogs: (Catalog | null)[];
}

const unitSets = new Map<number, UnitSet>();

/** The units of an n-cube (catalogs built lazily by `catalogOf`). */
export function cubeUnits(n: number): UnitSet {
  let set = unitSets.get(n);
  if (set) return set;
  const model = cubeModel(n);
  const byOrbit = new Map<number, number[]>();
  for (let i = 0; i < model.size; i++) {
    const o = model.orbit[i] as number;
    const list = byOrbit.get(o);
    if (list) list.push(i);
    else byOrbit.set(o, [i]);
  }
  const units: Unit[] = [];
  const done = new Set<number>();
  for (const [o, list] of byOrbit) {
    if (done.has(o)) continue;
    const rep = list[0] as number;
    const kind = stickerKind(n, rep);
    const r = Math.floor((rep % (n * n)) / n);
    const c = rep % n;
    if (kind === 'centre') {
      done.add(o);
      const layers = [...new Set([r, c, n - 1 - r, n - 1 - c])].sort((a, b) => a - b);
      units.push({
        kind,
        stickers: Int32Array.from(list),
        keyOrbit: Int32Array.from(list),
        layers,
      });
    } else if (kind === 'wing') {
      const other = model.orbit[model.partners[2 * rep] as number] as number;
      done.add(o);
      done.add(other);
      const all = other === o ? list : [...list, ...(byOrbit.get(other) as number[])];
      const k = r === 0 || r === n - 1 ? c : r;
      const layers = [...new Set([k, n - 1 - k])].sort((a, b) => a - b);
      units.push({ kind, stickers: Int32Array.from(all), keyOrbit: Int32Array.from(list), layers });
    }
  }
  set = { units, catalogs: units.map(() => null) };
  unitSets.set(n, set);
  return set;
}

export function catalogOf(n: number, u: number): Catalog {
  const set = cubeUnits(n);
  let cat = set.catalogs[u];
  if (!cat) {
    const unit = set.units[u] as Unit;
    cat = cachedCatalog(n, u, unit, () => buildUnitCatalog(cubeModel(n), unit));
    set.catalogs[u] = cat;
  }
  return cat;
}
