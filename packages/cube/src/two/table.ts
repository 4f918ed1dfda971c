import { PatternDatabase, type PatternDatabaseOptions } from '@puz/heuristics';
import { moveIndex, moveTables, POSITIONS, QTM_MOVE_INDICES } from './coords.js';

export type TwoMetric = 'htm' | 'qtm';

/** The moves (indices into HTM_MOVES) of a metric. */
export const METRIC_MOVES: Record<TwoMetric, readonly number[]> = {
  htm: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  qtm: QTM_MOVE_INDICES,
};

/**
 * God's algorithm for the 2x2x2: the distance of all 3,674,160 positions (DBL held still), by
 * BFS, stored at 2 bits per position (distance mod 3: 918,540 bytes). Solving walks downhill —
 * from residue r a move to residue r-1 is one step closer — so no distance needs storing.
 * Cached on disk like every table (see @puz/heuristics).
 */
const loaded = new Map<TwoMetric, PatternDatabase<number>>();

/**
 * SHA-256 of each table's payload (its largest distance, then the entries). A table file's CRC
 * catches accidents, not a payload altered with its checksum recomputed; that would make the walk
 * fail or return a longer answer marked optimal. The tables are fixed (a BFS over fixed
 * coordinates), so a cached one must be exactly this, or it is rebuilt. two.test.ts checks these
 * against freshly built tables: change them (and `version`) only with the coordinates.
 */
export const GODS_TABLE_SHA256: Record<TwoMetric, string> = {
  htm: 'b57879ab8b3df3a4a9adbeff311c76f89f6c7aa734d94f7596262ababb0ff1ca',
  qtm: '5382d111bc6aad745599a3692e48804baf8dfb6ef7f35352666dad41a923eea0',
};

/**
 * SHA-256 of a table payload, hex. node:crypto is reached through process.getBuiltinModule, not
 * imported, so @puz/cube/two bundles for a browser; there no table is ever read from a cache (see
 * @puz/heuristics), so this check, which only vets cached payloads, is never called.
 */
export const payloadDigest = (payload: Uint8Array): string => {
  const crypto = globalThis.process?.getBuiltinModule?.('node:crypto');
  if (!crypto) throw new Error('payloadDigest needs Node (node:crypto)');
  return crypto.createHash('sha256').update(payload).digest('hex');
};

export function godsTable(
  metric: TwoMetric,
  options: PatternDatabaseOptions = {},
): PatternDatabase<number> {
  const ready = loaded.get(metric);
  if (ready && options.cacheDir === undefined && options.cache !== false) return ready;
  const t = moveTables();
  const moves = METRIC_MOVES[metric];
  const table = PatternDatabase.load<number>(
    {
      name: `cube2-gods-${metric}`,
      version: 1,
      size: POSITIONS,
      rank: (index) => index,
      goals: [0],
      bits: 2,
      verify: (payload) => payloadDigest(payload) === GODS_TABLE_SHA256[metric],
      neighbors(index, push) {
        for (const k of moves) push(moveIndex(index, k, t));
      },
    },
    options,
  );
  if (options.cacheDir === undefined && options.cache !== false) loaded.set(metric, table);
  return table;
}

/** An optimal solution (indices into HTM_MOVES) of a position index, from the table. */
export function solveFromTable(
  table: PatternDatabase<number>,
  metric: TwoMetric,
  index: number,
): number[] {
  const t = moveTables();
  const moves = METRIC_MOVES[metric];
  const path: number[] = [];
  let at = index;
  while (at !== 0) {
    const closer = (table.entries.get(at) + 2) % 3;
    let next = -1;
    for (const k of moves) {
      const candidate = moveIndex(at, k, t);
      if (table.entries.get(candidate) === closer) {
        next = k;
        at = candidate;
        break;
      }
    }
    if (next < 0) throw new Error(`2x2x2 table is inconsistent at position ${at}`);
    path.push(next);
    if (path.length > 20) throw new Error('2x2x2 table walk did not reach the solved cube');
  }
  return path;
}
