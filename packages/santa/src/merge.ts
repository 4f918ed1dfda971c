import type { RowIssue, SolutionRow } from '@puz/perm/santa';
import { checkSolution } from './check.js';
import type { SantaData } from './data.js';

/** The merged rows (sorted by id) and where they came from. */
export interface MergeResult {
  rows: SolutionRow[];
  /** Ids whose row now comes from `next` because it is valid and shorter (or old had none valid). */
  improved: number[];
  /** Invalid rows met, by id, with the side they were on. Kept when no valid row exists. */
  issues: RowIssue[];
}

/**
 * Per id, keeps the shortest *valid* solution of `old` and `next`, replaying both against `data`;
 * a tie keeps the old row. A better solution is never replaced by a worse or invalid one. An id
 * with no valid row keeps its old row (else the new one) and is reported in `issues`, so that
 * nothing is dropped silently.
 */
export function mergeSubmissions(
  old: Iterable<SolutionRow>,
  next: Iterable<SolutionRow>,
  data: SantaData,
): MergeResult {
  const candidates = new Map<number, { row: SolutionRow; fromNext: boolean }[]>();
  for (const [rows, fromNext] of [
    [old, false],
    [next, true],
  ] as const) {
    for (const row of rows) {
      const list = candidates.get(row.id);
      const entry = { row: { id: row.id, moves: [...row.moves] }, fromNext };
      if (list) list.push(entry);
      else candidates.set(row.id, [entry]);
    }
  }

  const rows: SolutionRow[] = [];
  const improved: number[] = [];
  const issues: RowIssue[] = [];
  for (const id of [...candidates.keys()].sort((a, b) => a - b)) {
    const list = candidates.get(id) ?? [];
    let best: { row: SolutionRow; fromNext: boolean } | undefined;
    for (const c of list) {
      const check = checkSolution(data, id, c.row.moves);
      if (!check.valid) {
        issues.push({
          id,
          message: `${c.fromNext ? 'new' : 'old'} row: ${check.message ?? 'invalid'}`,
        });
        continue;
      }
      // Strictly shorter only, and `old` comes first: ties keep what was there.
      if (!best || c.row.moves.length < best.row.moves.length) best = c;
    }
    const chosen = best ?? list.find((c) => !c.fromNext) ?? list[0];
    if (!chosen) continue;
    rows.push(chosen.row);
    if (chosen.fromNext && best) improved.push(id);
  }
  return { rows, improved, issues };
}
