import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { cubeUnits, type Unit } from './catalog.js';
import { extendByConjugates } from './cycle-extend.js';
import { type CycleTable, searchCycles } from './cycle-search.js';
import { cubeModel } from './model.js';

/*
 * The searched 3-cycle tables (cycle-search.ts), one per kind of unit, each on the smallest cube
 * that has it with every layer a unit uses (seed 001's representatives): 4x4 x-centres (1,1),
 * 5x5 cross centres (1,2), the 6x6's two mirror oblique orbits (1,2) and (2,1), 4x4 wings (0,1).
 * A unit of any n is one of these with its layers renamed (cycle-map.ts). Searched once, then
 * cached on disk ($PUZ_CACHE_DIR): the search is minutes, reading it back milliseconds. What the
 * search does not reach is filled by conjugates (cycle-extend.ts).
 */

export interface Rep {
  name: string;
  kind: 'centre' | 'wing';
  /** The small cube and a sticker of the orbit on face 0 (row, column). */
  m: number;
  r: number;
  c: number;
  /** Largest cost of each half of the meet in the middle (lengths up to 2·half searched). */
  half: number;
}

/*
 * Halves: 6 on the 4x4s (67.6 M sequences, 1.1 GB while searching), 5 on the 5x5 and 6x6
 * (10.8 M and 27.1 M; a half of 6 there is 261 M and 788 M sequences, beyond the memory here).
 */
export const REPS: readonly Rep[] = [
  { name: 'diagonal', kind: 'centre', m: 4, r: 1, c: 1, half: 6 },
  { name: 'cross', kind: 'centre', m: 5, r: 1, c: 2, half: 5 },
  { name: 'oblique', kind: 'centre', m: 6, r: 1, c: 2, half: 5 },
  { name: 'oblique-mirror', kind: 'centre', m: 6, r: 2, c: 1, half: 5 },
  { name: 'wing', kind: 'wing', m: 4, r: 0, c: 1, half: 6 },
];

/**
 * The half actually searched: the rep's, capped by $PUZ_NXN_HALF (quicker, shallower tables for
 * a test or a slow machine: the recipes then cover the rest).
 */
export function halfOf(rep: Rep): number {
  const cap = Number(process.env.PUZ_NXN_HALF);
  return cap > 0 ? Math.min(rep.half, cap) : rep.half;
}

/** The unit of the representative's small cube that holds its sticker. */
export function repUnit(rep: Rep): Unit {
  const s = rep.r * rep.m + rep.c;
  const unit = cubeUnits(rep.m).units.find((u) => u.stickers.includes(s));
  if (!unit) throw new Error(`no unit holds sticker ${s} of the ${rep.m}-cube`);
  return unit;
}

/** Bump when the search or its output changes. */
const VERSION = 1;

function pack(t: CycleTable): Uint8Array {
  const ints: number[] = [t.n, t.maxCost, t.enumerated, t.pairs, t.keyOrbit.length, ...t.keyOrbit];
  ints.push(t.cycles.size);
  for (const [key, { cost, seqs }] of t.cycles) {
    ints.push(key, cost, seqs.length);
    for (const s of seqs) ints.push(s.length, ...s);
  }
  return new Uint8Array(Int32Array.from(ints).buffer);
}

function unpack(payload: Uint8Array): CycleTable | undefined {
  if (payload.length % 4 !== 0 || payload.length < 24) return undefined;
  const a = new Int32Array(payload.buffer, payload.byteOffset, payload.length / 4);
  let at = 0;
  const next = () => a[at++] as number;
  const n = next();
  const maxCost = next();
  const enumerated = next();
  const pairs = next();
  const keyOrbit = a.slice(at + 1, at + 1 + (a[at] as number));
  at += 1 + keyOrbit.length;
  const cycles = new Map<number, { cost: number; seqs: number[][] }>();
  for (let k = next(); k > 0; k--) {
    const key = next();
    const cost = next();
    const seqs: number[][] = [];
    for (let j = next(); j > 0; j--) {
      const len = next();
      seqs.push(Array.from(a.subarray(at, at + len)));
      at += len;
    }
    cycles.set(key, { cost, seqs });
  }
  if (at !== a.length) return undefined;
  return { n, keyOrbit, maxCost, cycles, enumerated, pairs };
}

const tables = new Map<string, CycleTable>();

/** The representative's table: from memory, the disk cache, or searched (and cached). */
export function repTable(rep: Rep): CycleTable {
  const half = halfOf(rep);
  const id = `${rep.name}-h${half}`;
  let t = tables.get(id);
  if (t) return t;
  const dir = join(cacheDir(), `nxn-cycle-tables.v${VERSION}`);
  const key = `nxn-cycle-table ${rep.name} m=${rep.m} (${rep.r},${rep.c}) half=${half}`;
  // The table with its conjugates (cycle-extend.ts) is cached beside the searched one, so that
  // each process neither searches nor extends again.
  const extended = join(dir, `${id}-extended.bin`);
  const payload = readCached(extended, VERSION, `${key} extended`);
  t = payload && unpack(payload);
  if (!t) {
    const file = join(dir, `${id}.bin`);
    const raw = readCached(file, VERSION, key);
    t = raw && unpack(raw);
    if (!t) {
      const unit = repUnit(rep);
      t = searchCycles(cubeModel(rep.m), {
        half,
        unit: unit.stickers,
        keyOrbit: unit.keyOrbit,
      });
      writeCached(file, VERSION, key, pack(t));
    }
    extendByConjugates(cubeModel(rep.m), t);
    writeCached(extended, VERSION, `${key} extended`, pack(t));
  }
  tables.set(id, t);
  return t;
}

/**
 * Loads (or searches and caches) every representative's table: for a batch runner to call once
 * before its workers start, so that they do not each search the same tables at the same time
 * (~2 min of CPU and up to 1.6 GB each, once per machine).
 */
export function prepareCycleTables(): void {
  for (const rep of REPS) repTable(rep);
}
