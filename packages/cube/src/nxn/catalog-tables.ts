import type { Catalog, Unit } from './catalog.js';
import { buildCatalog } from './catalog-builder.js';
import { tableEntries } from './cycle-map.js';
import { type CubeModel, tokensCost } from './model.js';

/*
 * A unit's catalog: the searched shortest 3-cycles (cycle-map.ts), up to `alternatives` a
 * 3-cycle, and for the 3-cycles the search did not reach (or whose shortest sequences do not hold
 * on this n, cycle-map.ts), the commutator recipes (catalog-builder.ts).
 */

/**
 * Sequences kept per 3-cycle, all shortest, other first and last moves preferred (which one
 * inserts cheapest depends on the moves around it); $PUZ_NXN_ALTERNATIVES overrides. First runs
 * of 3 each of cube_4, 6, 8, 10 (budget 1 ms): 3,528 moves with the recipes alone, 3,526 with 4,
 * 3,506 with 8, 3,508 with 16 (the 8-move 3-cycles have at most 4 shortest sequences, the
 * longer ones up to 96); 8 costs 1.2x the CPU of the recipes there, and cube_33's catalogs
 * 4.2 M entries, 212 MB (2.5 M, 112 MB before).
 */
const DEFAULT_ALTERNATIVES = 8;
let alternatives = Number(process.env.PUZ_NXN_ALTERNATIVES) || DEFAULT_ALTERNATIVES;

export const catalogAlternatives = (): number => alternatives;
/** Sets the alternatives kept per 3-cycle for catalogs built from now on (tests, benchmarks). */
export function setCatalogAlternatives(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`alternatives must be >= 1, not ${k}`);
  alternatives = k;
}

/** The 3-cycle of pieces an entry makes: from its smallest position, two steps of sources. */
function cycleId(size: number, pos: ArrayLike<number>, src: ArrayLike<number>): number {
  let j0 = 0;
  for (let j = 1; j < pos.length; j++) if ((pos[j] as number) < (pos[j0] as number)) j0 = j;
  const a = pos[j0] as number;
  const b = src[j0] as number;
  let c = -1;
  for (let j = 0; j < pos.length; j++) if (pos[j] === b) c = src[j] as number;
  return (a * size + b) * size + c;
}

export interface UnitCatalogStats {
  /** 3-cycles from the searched table, and from the recipes. */
  searched: number;
  recipes: number;
}

/** The catalog of one unit (see the file comment); `stats` receives where its 3-cycles came from. */
export function buildUnitCatalog(model: CubeModel, unit: Unit, stats?: UnitCatalogStats): Catalog {
  const width = unit.kind === 'centre' ? 3 : 6;
  const pieces = unit.keyOrbit.length;
  const all = (pieces * (pieces - 1) * (pieces - 2)) / 3;
  const t = tableEntries(model.n, unit, alternatives);
  const pos: number[] = [];
  const src: number[] = [];
  const cost: number[] = [];
  const start: number[] = [0];
  const moves: number[] = [];
  const covered = new Set<number>();
  const add = (m: ArrayLike<number>, p: ArrayLike<number>, s: ArrayLike<number>) => {
    for (let j = 0; j < width; j++) {
      pos.push(p[j] as number);
      src.push(s[j] as number);
    }
    for (let k = 0; k < m.length; k++) moves.push(m[k] as number);
    cost.push(tokensCost(Array.from(m)));
    start.push(moves.length);
  };
  if (t)
    for (let e = 0; e < t.moves.length; e++) {
      add(t.moves[e] as number[], t.pos[e] as number[], t.src[e] as number[]);
      covered.add(cycleId(model.size, t.pos[e] as number[], t.src[e] as number[]));
    }
  const searched = covered.size;
  if (searched < all) {
    const old = buildCatalog(model, unit);
    for (let e = 0; e < old.count; e++) {
      const p = old.pos.subarray(e * width, (e + 1) * width);
      const s = old.src.subarray(e * width, (e + 1) * width);
      const id = cycleId(model.size, p, s);
      if (covered.has(id)) continue;
      add(old.moves.subarray(old.start[e] as number, old.start[e + 1] as number), p, s);
    }
  }
  if (stats) {
    stats.searched = searched;
    const ids = new Set<number>();
    for (let e = 0; e < cost.length; e++)
      ids.add(
        cycleId(
          model.size,
          pos.slice(e * width, (e + 1) * width),
          src.slice(e * width, (e + 1) * width),
        ),
      );
    stats.recipes = ids.size - searched;
  }
  return {
    count: cost.length,
    width,
    pos: Int32Array.from(pos),
    src: Int32Array.from(src),
    cost: Int32Array.from(cost),
    start: Int32Array.from(start),
    moves: Int16Array.from(moves),
  };
}
