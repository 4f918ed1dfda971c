import { join } from 'node:path';
import { cacheDir, readCached, writeCached } from '@puz/heuristics';
import { N_TWIST } from './coords.js';
import { buildEdge6, N_EDGE6, packNibbles } from './edge-pdb.js';
import { packTables, unpackTables } from './pack.js';
import { symBfs } from './pruning.js';
import { twoPhaseTables } from './tables.js';

/*
 * The optimal solver's pattern databases (Korf 1997), cached on disk as one file (~27 MB):
 * - corners: all 88,179,840 corner states, stored per symmetry class of the corner permutation
 *   under the 16 U-D symmetries (2,768 classes × 2,187 twists = 6,053,616 bytes), exact;
 * - edges: six edge pieces (UR UF UL UB FR FL), 42,577,920 states at 4 bits. The other six are read
 *   from the same table through a symmetry that swaps the two sets (optimal.ts).
 * Building takes several seconds (the edge BFS most of it), once per machine.
 */

/** The six edge pieces of the database: UR UF UL UB FR FL. */
export const EDGE_SET = [0, 1, 2, 3, 8, 9] as const;
const VERSION = 1;
const ALL = Array.from({ length: 18 }, (_, i) => i);

export interface OptimalTables {
  /** Corner-permutation class × twist (conjugated), one byte each. */
  corners: Uint8Array;
  /** Six-edge database, two entries per byte (low nibble first). */
  edges: Uint8Array;
}

let loaded: OptimalTables | undefined;

export interface OptimalTablesOptions {
  cache?: boolean;
  cacheDir?: string;
  /** Called while building: which table, and how far along (0..1). */
  onBuild?: (table: 'corners' | 'edges', fraction: number) => void;
}

export function optimalTables(options: OptimalTablesOptions = {}): OptimalTables {
  if (loaded) return loaded;
  const { sym, move } = twoPhaseTables(options);
  const useCache = options.cache !== false;
  const nCorners = sym.cornerPermSym.classes * N_TWIST;
  const nEdges = N_EDGE6 / 2;
  const file = join(options.cacheDir ?? cacheDir(), `cube3-optimal.v${VERSION}.bin`);
  const key = `optimal:corners ${nCorners},edges ${EDGE_SET.join(' ')} ${nEdges}`;
  const payload = useCache ? readCached(file, VERSION, key) : undefined;
  const list = payload && unpackTables(payload, 2);
  if (list && list[0]?.length === nCorners && list[1]?.length === nEdges) {
    loaded = { corners: list[0] as Uint8Array, edges: list[1] as Uint8Array };
    return loaded;
  }
  options.onBuild?.('corners', 0);
  const corners = symBfs(
    sym.cornerPermSym,
    move.cornerPerm,
    N_TWIST,
    move.twist,
    sym.twistConj,
    ALL,
  );
  options.onBuild?.('corners', 1);
  let seen = 0;
  const edges = packNibbles(
    buildEdge6(EDGE_SET, (_, count) => {
      seen += count;
      options.onBuild?.('edges', seen / N_EDGE6);
    }),
  );
  loaded = { corners, edges };
  if (useCache) writeCached(file, VERSION, key, packTables([corners, edges]));
  return loaded;
}
