import { distanceTable, PackedArray, type SearchOptions } from '@puz/search';
import { cacheDir, cachePath, readCached, writeCached } from './cache.js';

export interface PatternDatabaseSpec<S> {
  /** Names the table in the cache (letters, digits, '-', '_', '.'). */
  name: string;
  /** Bump when the abstraction changes, so old cache files are rebuilt. */
  version: number;
  /** Number of abstract states (ranks 0..size-1). */
  size: number;
  /** The abstract state (rank) of a full state: e.g. where a subset of the pieces sit. */
  rank: (state: S) => number;
  /** Ranks one move away in the abstract space. For a backward search, the moves' inverses. */
  neighbors: (rank: number, push: (next: number) => void) => void;
  /** Abstract goal ranks (distance 0). */
  goals: readonly number[];
  /**
   * 4 (default): each entry holds the distance, saturating at 15 (still admissible: it never
   * overestimates). 2: each holds distance mod 3 (Korf's trick),
   * half the memory; then look up with `distanceOf` or `childDistance`.
   */
  bits?: 2 | 4;
  /**
   * A check of a cached payload (byte 0 the largest distance, then the packed entries) beyond the
   * file's checksum, which catches accidents but not a payload altered with its checksum
   * recomputed: e.g. the digest of the table this spec builds. false: the file is rebuilt.
   */
  verify?: (payload: Uint8Array) => boolean;
}

export interface PatternDatabaseOptions extends Pick<SearchOptions, 'signal' | 'onProgress'> {
  /** false: build in memory only (default: read and write the disk cache). */
  cache?: boolean;
  /** Override the cache directory (default: $PUZ_CACHE_DIR, $XDG_CACHE_HOME/puz or ~/.cache/puz). */
  cacheDir?: string;
}

/**
 * A pattern database: exact distances in an abstraction of the puzzle (a subset of its pieces),
 * by BFS from the abstract goals. Distances in the abstraction never exceed real ones, so a
 * lookup is an admissible heuristic. Built once, cached on disk with a checksum; a corrupt or
 * stale file is rebuilt, never trusted.
 */
export class PatternDatabase<S> {
  readonly spec: PatternDatabaseSpec<S>;
  readonly entries: PackedArray;
  readonly maxDistance: number;
  /** 'cache' when it was read from disk, 'built' otherwise. */
  readonly source: 'cache' | 'built';

  private constructor(
    spec: PatternDatabaseSpec<S>,
    entries: PackedArray,
    maxDistance: number,
    source: 'cache' | 'built',
  ) {
    this.spec = spec;
    this.entries = entries;
    this.maxDistance = maxDistance;
    this.source = source;
  }

  /** Loads the table from the cache, or builds (and caches) it. */
  static load<S>(
    spec: PatternDatabaseSpec<S>,
    options: PatternDatabaseOptions = {},
  ): PatternDatabase<S> {
    const bits = spec.bits ?? 4;
    if (!/^[\w.-]+$/.test(spec.name))
      throw new RangeError(
        `pattern database name "${spec.name}" may hold only letters, digits, '-', '_' and '.'`,
      );
    const key = JSON.stringify({ name: spec.name, size: spec.size, bits, goals: spec.goals });
    const file = cachePath(
      options.cacheDir ?? cacheDir(),
      `${spec.name}.v${spec.version}.b${bits}.pdb`,
    );
    const useCache = options.cache !== false;
    const expectedBytes = new PackedArray(spec.size, bits).data.length;
    if (useCache) {
      const payload = readCached(file, spec.version, key);
      if (payload && payload.length === expectedBytes + 1 && (spec.verify?.(payload) ?? true)) {
        const entries = new PackedArray(spec.size, bits, payload.subarray(1));
        return new PatternDatabase(spec, entries, payload[0] as number, 'cache');
      }
    }
    const table = distanceTable(spec.size, spec.neighbors, {
      starts: spec.goals,
      signal: options.signal,
      onProgress: options.onProgress,
    });
    if (table.get(spec.goals[0] ?? 0) !== 0)
      throw new RangeError('pattern database needs at least one goal');
    const entries = new PackedArray(spec.size, bits);
    for (let r = 0; r < spec.size; r++) {
      const d = table.get(r);
      if (d === Number.POSITIVE_INFINITY)
        throw new RangeError(
          `pattern database ${spec.name}: rank ${r} cannot reach a goal; the abstraction must be connected`,
        );
      entries.set(r, bits === 4 ? Math.min(d, 15) : d % 3);
    }
    if (useCache) {
      const payload = new Uint8Array(expectedBytes + 1);
      payload[0] = table.maxDistance;
      payload.set(entries.data, 1);
      writeCached(file, spec.version, key, payload);
    }
    return new PatternDatabase(spec, entries, table.maxDistance, 'built');
  }

  /** The heuristic value of a full state (4-bit tables; distances past 15 read as 15). */
  lookup(state: S): number {
    if (this.entries.bits !== 4)
      throw new RangeError('a 2-bit table stores distances mod 3: use distanceOf or childDistance');
    return this.entries.get(this.spec.rank(state));
  }

  /**
   * The exact abstract distance of a rank in a 2-bit table, by walking downhill to a goal (each
   * step to a neighbour one closer, which mod 3 identifies). Costs one step per unit of distance.
   */
  distanceOf(rank: number): number {
    if (this.entries.bits === 4) return this.entries.get(rank);
    let distance = 0;
    let at = rank;
    const goals = new Set(this.spec.goals);
    while (!goals.has(at)) {
      const want = (this.entries.get(at) + 2) % 3;
      let next = -1;
      this.spec.neighbors(at, (r) => {
        if (next < 0 && this.entries.get(r) === want) next = r;
      });
      if (next < 0)
        throw new Error(`pattern database ${this.spec.name} is inconsistent at rank ${at}`);
      at = next;
      distance++;
    }
    return distance;
  }

  /** A child's distance from its parent's, one move apart (2-bit tables: the residues differ by ±1 or 0). */
  childDistance(parentDistance: number, childRank: number): number {
    if (this.entries.bits === 4) return this.entries.get(childRank);
    const diff = (this.entries.get(childRank) - (parentDistance % 3) + 3) % 3;
    return diff === 0 ? parentDistance : diff === 1 ? parentDistance + 1 : parentDistance - 1;
  }
}
