import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { type MoveTables3, moveTables3 } from './coords.js';
import { packTables, type Table, unpackTables } from './pack.js';
import { buildPruningTables, type PruningTables } from './pruning.js';
import { type SymCoord, type SymTables, symTables } from './symcoords.js';

/*
 * Everything the two-phase solver needs — move tables, symmetry tables and pruning tables, about
 * 5 MB — built at first use (~0.4 s) and cached on disk as one file, so a later process starts by
 * reading it (a few ms) instead of rebuilding any of it.
 */

export interface TwoPhaseTables {
  move: MoveTables3;
  sym: SymTables;
  prune: PruningTables;
}

const VERSION = 5;
const MOVE_KEYS = [
  'twist',
  'flip',
  'slice',
  'cornerPerm',
  'udEdgePerm',
  'slicePerm',
  'cornerComb',
  'cornerCombMove',
] as const;
const CONJ_KEYS = [
  'twistConj',
  'flipConj',
  'sliceConj',
  'slicePermConj',
  'cornerCombConj',
] as const;
const SYM_KEYS = ['twistSym8', 'flipSym8', 'cornerPermSym', 'udEdgePermSym'] as const;
const PRUNE_KEYS = [
  'twistFlip',
  'sliceTwist',
  'sliceFlip',
  'cornerSlice',
  'edgeSlice',
  'edgeCorner',
] as const;

function flatten(t: TwoPhaseTables): Table[] {
  return [
    ...MOVE_KEYS.map((k) => t.move[k]),
    ...CONJ_KEYS.map((k) => t.sym[k]),
    ...SYM_KEYS.flatMap((k) => [t.sym[k].raw2sym, t.sym[k].rep, t.sym[k].stab]),
    ...PRUNE_KEYS.map((k) => t.prune[k]),
  ];
}

/** [bytes per entry, entries] of each array, in `flatten`'s order. */
type Shape = readonly [number, number];

/**
 * Every array's shape, from the coordinate sizes alone: the cache key, and the check an array read
 * from disk must pass before it is used (symmetry classes: 324 twist, 336 flip, 2768 permutation).
 */
const SHAPES: readonly Shape[] = [
  ...[2187, 2048, 495, 40320, 40320, 24].map((n): Shape => [2, n * 18]), // move tables
  [1, 40320], // cornerComb
  [2, 140 * 18], // cornerCombMove
  ...[2187, 2048, 495, 24, 140].map((n): Shape => [2, n * 16]), // conjugation tables
  ...[
    [2187, 324],
    [2048, 336],
    [40320, 2768],
    [40320, 2768],
  ].flatMap(([n, c]): Shape[] => [
    [4, n as number],
    [4, c as number],
    [2, c as number],
  ]),
  ...[324 * 2048, 324 * 495, 336 * 495, 2768 * 24, 2768 * 24, 2768 * 140].map((n): Shape => [1, n]),
];

const fits = (list: Table[]) =>
  list.length === SHAPES.length &&
  list.every((t, i) => {
    const [bytes, length] = SHAPES[i] as Shape;
    return t.BYTES_PER_ELEMENT === bytes && t.length === length;
  });

/** The tables back from `flatten`'s order (the shapes already checked). */
function unflatten(list: Table[]): TwoPhaseTables {
  let i = 0;
  const next = <T extends Table>() => list[i++] as T;
  const move = Object.fromEntries(MOVE_KEYS.map((k) => [k, next()])) as unknown as MoveTables3;
  const sym = Object.fromEntries(CONJ_KEYS.map((k) => [k, next()])) as Record<string, unknown>;
  for (const k of SYM_KEYS) {
    const raw2sym = next<Uint32Array>();
    const rep = next<Uint32Array>();
    const stab = next<Uint16Array>();
    sym[k] = { classes: rep.length, raw2sym, rep, stab } satisfies SymCoord;
  }
  const prune = Object.fromEntries(PRUNE_KEYS.map((k) => [k, next()])) as unknown as PruningTables;
  return { move, sym: sym as unknown as SymTables, prune };
}

let loaded: TwoPhaseTables | undefined;

/**
 * The two-phase tables: from memory, else from the disk cache, else built (and then cached).
 * `cache: false` builds them without touching the disk.
 */
export function twoPhaseTables(
  options: { cache?: boolean; cacheDir?: string } = {},
): TwoPhaseTables {
  if (loaded) return loaded;
  const useCache = options.cache !== false;
  const file = join(options.cacheDir ?? cacheDir(), `cube3-twophase.v${VERSION}.bin`);
  const key = `twophase:${SHAPES.map(([b, n]) => `${b}x${n}`).join(',')}`;
  const payload = useCache ? readCached(file, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, SHAPES.length);
  if (list && fits(list)) {
    const fromDisk = unflatten(list);
    loaded = {
      move: moveTables3(fromDisk.move),
      sym: symTables(fromDisk.sym),
      prune: fromDisk.prune,
    };
    return loaded;
  }
  const move = moveTables3();
  const sym = symTables();
  loaded = { move, sym, prune: buildPruningTables(move, sym) };
  const built = flatten(loaded);
  if (!fits(built))
    throw new Error('two-phase tables do not have the sizes the cache expects (a bug)');
  if (useCache) writeCached(file, VERSION, key, packTables(built));
  return loaded;
}

/** The pruning tables alone (built or read with the rest). */
export function pruningTables(options: { cache?: boolean; cacheDir?: string } = {}): PruningTables {
  return twoPhaseTables(options).prune;
}
