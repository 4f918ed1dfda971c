import type { UnitScan } from './insert.js';
import { deepSaving, mergeSaving } from './insert-ends.js';
import { entryGain } from './insert-gain.js';
import { inverseToken, tokenAxis } from './model.js';

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
  /** The cost classes being merged in `evalAt` (head and end of each, in the bucket's list). */
  private heads: Int32Array;
  private tails: Int32Array;

  constructor(
    readonly n: number,
    private readonly target: Int32Array,
  ) {
    this.saveBefore = new Int32Array(9 * n);
    this.saveAfter = new Int32Array(9 * n);
    this.heads = new Int32Array(16);
    this.tails = new Int32Array(16);
  }

  /** Merge savings of the tokens of the run of one axis ending at k−1 (or starting at k). */
  private fillSavings(
    seq: readonly number[],
    save: Int32Array,
    k: number,
    axis: number,
    step: 1 | -1,
  ): number {
    const { n } = this;
    let most = 0;
    for (
      let j = k;
      j >= 0 && j < seq.length && tokenAxis(n, seq[j] as number) === axis;
      j += step
    ) {
      const t = seq[j] as number;
      const base = t - (t % 3);
      for (let q = 0; q < 3; q++) {
        const saving = mergeSaving(n, t, base + q);
        save[base + q] = saving;
        if (saving > most) most = saving;
      }
    }
    return most;
  }

  /**
   * Improves `best` (ratio, entry, at) with unit `scan`'s entries that merge at position k of
   * `seq`, whose D row is `row` and end state `fin` (the sequence so far, or a trial one for the
   * look-ahead). Returns the best's cost in moves when it was improved here, else 0.
   * Entries are visited in catalog order (the first of equal ratios wins, as it always has), but
   * only the cost classes that can still beat `best`: an entry costs at least its class's cost
   * less the savings it can get here, and the best only rises (the units stage 1.x faster with
   * the same answers).
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
    const ends = scan.ends;
    const { last, first, costs, fCls, fByCost, lCls, lByCost } = ends;
    const classes = costs.length;
    const reachable = Math.min(cat.width, scan.wrong);
    let bestCost = 0;
    const axisBefore = tokenAxis(n, seq[k - 1] as number);
    const axisAfter = k < len ? tokenAxis(n, seq[k] as number) : -1;
    this.fillSavings(seq, saveBefore, k - 1, axisBefore, -1);
    const maxAfter = axisAfter >= 0 ? this.fillSavings(seq, saveAfter, k, axisAfter, 1) : 0;
    // Deep savings (deepSaving) need the inverse of the entry's end move next to k.
    const deepAfterMax = k + 1 < len ? 2 : 0;
    const deepBeforeMax = k >= 2 ? 2 : 0;
    // Entries whose first move merges with the run before k.
    for (let j = k - 1; j >= 0 && tokenAxis(n, seq[j] as number) === axisBefore; j--) {
      const base = (seq[j] as number) - ((seq[j] as number) % 3);
      for (let f = base; f < base + 3; f++) {
        const saved = saveBefore[f] as number;
        if (saved <= 0) continue;
        const deepMax =
          (deepBeforeMax > 0 && seq[k - 1] === inverseToken(f) ? 2 : 0) + deepAfterMax;
        const m = this.classesToScan(costs, best.ratio, reachable, saved + maxAfter + deepMax);
        if (m === 0) continue;
        this.openClasses(fCls, f * classes, m);
        for (let e = this.nextEntry(fByCost, m); e >= 0; e = this.nextEntry(fByCost, m)) {
          const c =
            (cat.cost[e] as number) -
            saved -
            (saveAfter[last[e] as number] as number) -
            deepSaving(ends, e, seq, k);
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
        const deepMax = deepBeforeMax + (deepAfterMax > 0 && seq[k] === inverseToken(l) ? 2 : 0);
        const m = this.classesToScan(costs, best.ratio, reachable, saved + deepMax);
        if (m === 0) continue;
        this.openClasses(lCls, l * classes, m);
        for (let e = this.nextEntry(lByCost, m); e >= 0; e = this.nextEntry(lByCost, m)) {
          if ((saveBefore[first[e] as number] as number) > 0) continue;
          const c = (cat.cost[e] as number) - saved - deepSaving(ends, e, seq, k);
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

  /**
   * How many of the cheapest cost classes may hold an entry that beats `ratio` when an entry
   * saves at most `maxSaving` here: a class whose cheapest possible cost c is positive and
   * with reachable ≤ ratio·c is skipped, and so is every dearer one (the same test evalAt makes
   * of each entry, on a lower bound of its cost).
   */
  private classesToScan(
    costs: Int32Array,
    ratio: number,
    reachable: number,
    maxSaving: number,
  ): number {
    for (let c = 0; c < costs.length; c++) {
      const least = (costs[c] as number) - maxSaving;
      if (least > 0 && reachable <= ratio * least) return c;
    }
    return costs.length;
  }

  /** Heads and ends of classes 0..m−1 of one bucket (`at` = its first class's index). */
  private openClasses(cls: Int32Array, at: number, m: number): void {
    if (m > this.heads.length) {
      this.heads = new Int32Array(m);
      this.tails = new Int32Array(m);
    }
    const { heads, tails } = this;
    for (let c = 0; c < m; c++) {
      heads[c] = cls[at + c] as number;
      tails[c] = cls[at + c + 1] as number;
    }
  }

  /** The smallest entry left among the open classes (each ascending), or −1 when none. */
  private nextEntry(list: Int32Array, m: number): number {
    const { heads, tails } = this;
    let pick = -1;
    let e = 0x7fffffff;
    for (let c = 0; c < m; c++) {
      const h = heads[c] as number;
      if (h < (tails[c] as number) && (list[h] as number) < e) {
        e = list[h] as number;
        pick = c;
      }
    }
    if (pick < 0) return -1;
    heads[pick] = (heads[pick] as number) + 1;
    return e;
  }
}
