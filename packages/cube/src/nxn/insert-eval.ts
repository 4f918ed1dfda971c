import type { UnitScan } from './insert.js';
import { deepSaving, mergeSaving } from './insert-ends.js';
import { entryGain } from './insert-gain.js';
import { tokenAxis } from './model.js';

/*
 * One position of the units stage (insert.ts) scored for one unit: the entries of its catalog
 * whose first move merges with the run of moves before the position, or whose last move merges
 * with the run after it, each costed with those savings. Used on the sequence so far and on the
 * look-ahead's trial sequences (insert-lookahead.ts).
 */
export class PositionEval {
  /** Merge savings of each token against the run just before (after) the position scanned. */
  private readonly saveBefore: Int32Array;
  private readonly saveAfter: Int32Array;

  constructor(
    readonly n: number,
    private readonly target: Int32Array,
  ) {
    this.saveBefore = new Int32Array(9 * n);
    this.saveAfter = new Int32Array(9 * n);
  }

  /** Merge savings of the tokens of the run of one axis ending at k−1 (or starting at k). */
  private fillSavings(
    seq: readonly number[],
    save: Int32Array,
    k: number,
    axis: number,
    step: 1 | -1,
  ): void {
    const { n } = this;
    for (
      let j = k;
      j >= 0 && j < seq.length && tokenAxis(n, seq[j] as number) === axis;
      j += step
    ) {
      const t = seq[j] as number;
      const base = t - (t % 3);
      for (let q = 0; q < 3; q++) save[base + q] = mergeSaving(n, t, base + q);
    }
  }

  /**
   * Improves `best` (ratio, entry, at) with unit `scan`'s entries that merge at position k of
   * `seq`, whose D row is `row` and end state `fin` (the sequence so far, or a trial one for the
   * look-ahead). Returns the best's cost in moves when it was improved here, else 0.
   */
  evalAt(
    scan: UnitScan,
    seq: readonly number[],
    k: number,
    row: Int32Array,
    fin: Int32Array,
    best: { ratio: number; entry: number; at: number },
  ): number {
    const { n, saveBefore, saveAfter } = this;
    const len = seq.length;
    const cat = scan.cat;
    const { fStart, fList, last, lStart, lList, first } = scan.ends;
    const reachable = Math.min(cat.width, scan.wrong);
    let bestCost = 0;
    const axisBefore = tokenAxis(n, seq[k - 1] as number);
    const axisAfter = k < len ? tokenAxis(n, seq[k] as number) : -1;
    this.fillSavings(seq, saveBefore, k - 1, axisBefore, -1);
    if (axisAfter >= 0) this.fillSavings(seq, saveAfter, k, axisAfter, 1);
    // Entries whose first move merges with the run before k.
    for (let j = k - 1; j >= 0 && tokenAxis(n, seq[j] as number) === axisBefore; j--) {
      const base = (seq[j] as number) - ((seq[j] as number) % 3);
      for (let f = base; f < base + 3; f++) {
        const saved = saveBefore[f] as number;
        if (saved <= 0) continue;
        for (let i = fStart[f] as number; i < (fStart[f + 1] as number); i++) {
          const e = fList[i] as number;
          const c =
            (cat.cost[e] as number) -
            saved -
            (saveAfter[last[e] as number] as number) -
            deepSaving(scan.ends, e, seq, k);
          if (c <= 0 || reachable <= best.ratio * c) continue;
          const gain = entryGain(cat, scan.pair, e, row, fin, this.target);
          if (gain > best.ratio * c) {
            best.ratio = gain / c;
            best.entry = e;
            best.at = k;
            bestCost = c;
          }
        }
      }
    }
    // Entries whose last move merges with the run after k (and first does not merge).
    for (let j = k; j < len && tokenAxis(n, seq[j] as number) === axisAfter; j++) {
      const base = (seq[j] as number) - ((seq[j] as number) % 3);
      for (let l = base; l < base + 3; l++) {
        const saved = saveAfter[l] as number;
        if (saved <= 0) continue;
        for (let i = lStart[l] as number; i < (lStart[l + 1] as number); i++) {
          const e = lList[i] as number;
          if ((saveBefore[first[e] as number] as number) > 0) continue;
          const c = (cat.cost[e] as number) - saved - deepSaving(scan.ends, e, seq, k);
          if (c <= 0 || reachable <= best.ratio * c) continue;
          const gain = entryGain(cat, scan.pair, e, row, fin, this.target);
          if (gain > best.ratio * c) {
            best.ratio = gain / c;
            best.entry = e;
            best.at = k;
            bestCost = c;
          }
        }
      }
    }
    // Clear the saving tables (only the two runs' axes were written).
    saveBefore.fill(0, axisBefore * 3 * n, (axisBefore + 1) * 3 * n);
    if (axisAfter >= 0) saveAfter.fill(0, axisAfter * 3 * n, (axisAfter + 1) * 3 * n);
    return bestCost;
  }
}
