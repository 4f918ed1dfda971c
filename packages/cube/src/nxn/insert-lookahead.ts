import { entryMoves } from './catalog.js';
import { sharedEnds } from './dest-rows.js';
import type { Inserter, UnitScan } from './insert.js';
import { entryGain } from './insert-gain.js';
import { simplifyTokens, tokensCost } from './model.js';

/*
 * One-step look-ahead for the units stage (the Santa winners' choice for large cubes): a 3-cycle
 * put into the sequence brings new moves, and a second 3-cycle inserted among them often merges
 * on both sides. So the next insertion is chosen among the best few units' bests by what it and
 * the best second insertion next to it cost together (stickers placed per move of the two), not
 * by its own ratio alone; only the first is inserted (the next step finds the second again).
 */

/** What one unit's best insertion would be, tried on a copy. */
interface Trial {
  seq: number[];
  fin: Int32Array;
  /** Positions whose neighbourhood changed, in the trial sequence. */
  lo: number;
  hi: number;
  /** The first position of the unchanged tail: rows from here on are the inserter's. */
  top: number;
  rows: Int32Array[];
}

export class LookAhead {
  private readonly pool: Int32Array[] = [];
  private readonly fin: Int32Array;

  constructor(
    private readonly ins: Inserter,
    /** First insertions tried per step. */
    readonly width: number,
    /** Positions on each side of the change scanned for the second. */
    readonly reach = 3,
  ) {
    this.fin = new Int32Array(ins.model.size);
  }

  /** The trial sequence, end state and rows around the change of unit u's best insertion. */
  private trial(scan: UnitScan): Trial | null {
    const { ins } = this;
    const { cat, entry, at } = scan;
    const old = ins.seq;
    const seq = simplifyTokens(
      ins.n,
      old.slice(0, at).concat(entryMoves(cat, entry), old.slice(at)),
    );
    const { prefix, suffix } = sharedEnds(old, seq);
    const len = seq.length;
    const lo = Math.max(1, prefix - this.reach);
    const hi = Math.min(len, len - suffix + this.reach);
    // Rows from the unchanged tail (the old rows there) down to lo.
    const delta = len - old.length;
    if (hi - delta < ins.windowStart) return null;
    const fin = this.fin;
    fin.set(ins.finalState);
    const d = ins.rows.row(at);
    const w = cat.width;
    for (let j = 0; j < w; j++) {
      const to = d[cat.pos[entry * w + j] as number] as number;
      fin[to] = ins.finalState[d[cat.src[entry * w + j] as number] as number] as number;
    }
    const rows: Int32Array[] = new Array(hi - lo + 1);
    const top = len - suffix;
    for (let k = hi; k >= lo; k--) {
      if (k >= top) {
        rows[k - lo] = ins.rows.row(k - delta);
        continue;
      }
      const r = this.pool.pop() ?? new Int32Array(ins.model.size);
      const above = rows[k + 1 - lo] as Int32Array;
      const p = ins.model.perms[seq[k] as number] as Int32Array;
      for (let i = 0; i < r.length; i++) r[p[i] as number] = above[i] as number;
      rows[k - lo] = r;
    }
    return { seq, fin, lo, hi, top, rows };
  }

  /** The rows made for a trial back to the pool (those of the unchanged tail are the inserter's). */
  private release(t: Trial): void {
    for (let k = t.lo; k < Math.min(t.top, t.hi + 1); k++)
      this.pool.push(t.rows[k - t.lo] as Int32Array);
  }

  /**
   * The unit to insert next: of the `width` best units' bests, the one whose insertion with the
   * best second one next to it places the most stickers per move; -1 when none gains.
   */
  choose(): number {
    const { ins } = this;
    const ranked = ins.active
      .filter((u) => (ins.scans[u] as UnitScan).entry >= 0 && !ins.countOnly.has(u))
      .sort((a, b) => (ins.scans[b] as UnitScan).ratio - (ins.scans[a] as UnitScan).ratio);
    if (ranked.length <= 1) return ranked[0] ?? -1;
    let bestUnit = ranked[0] as number;
    let bestScore = (ins.scans[bestUnit] as UnitScan).ratio;
    for (const u of ranked.slice(0, this.width)) {
      const scan = ins.scans[u] as UnitScan;
      const t = this.trial(scan);
      if (!t) continue;
      const c1 = tokensCost(t.seq) - tokensCost(ins.seq);
      const g1 = entryGain(
        scan.cat,
        scan.pair,
        scan.entry,
        ins.rows.row(scan.at),
        ins.finalState,
        ins.target,
      );
      let score = scan.ratio;
      if (c1 > 0) {
        for (const v of ranked) {
          if (v === u) continue;
          const other = ins.scans[v] as UnitScan;
          const best = { ratio: 0, entry: -1, at: 0 };
          let c2 = 0;
          for (let k = t.lo; k <= t.hi; k++) {
            const c = ins.evaluator.evalAt(
              other,
              t.seq,
              k,
              t.rows[k - t.lo] as Int32Array,
              t.fin,
              best,
            );
            if (c > 0) c2 = c;
          }
          if (c2 <= 0) continue;
          const g2 = best.ratio * c2;
          const pair = (g1 + g2) / (c1 + c2);
          if (pair > score) score = pair;
        }
      }
      this.release(t);
      if (score > bestScore) {
        bestScore = score;
        bestUnit = u;
      }
    }
    return bestUnit;
  }
}
