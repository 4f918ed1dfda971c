import { faceTokens, type WindowDiff, windowDiff } from './anneal-window.js';
import { type CubeModel, inverseToken } from './model.js';

/*
 * The annealing's state (anneal.ts): the move sequence with every row D_m kept, so an edit of a
 * few moves anywhere is scored from the stickers it touches and applied in O(|C|) a row.
 */

/** Quarter-turn tokens: a half turn becomes two quarter turns (the same Santa cost). */
export function quarters(tokens: readonly number[]): number[] {
  const out: number[] = [];
  for (const t of tokens) {
    if (t % 3 === 1) out.push(t - 1, t - 1);
    else out.push(t);
  }
  return out;
}

/**
 * The sequence, its final state and for every m the row D_m (where the sticker at p before move m
 * ends up) with its inverse. The label at p before move m is fin[D_m(p)], so no prefix states
 * are kept. An accepted edit at k moves the final positions of a few stickers only (the set C,
 * at most the stickers its moves touch): every row before k changes by the same permutation τ of
 * C, updated in O(|C|) a row through the inverse rows; rows after the edit are unchanged.
 */
/**
 * From this size every edit is scored on the slots it moves (anneal-window.ts), not only those
 * with a face turn: two perpendicular slices swapped move a few stickers of the 8n they touch.
 * 200,000 edits from the start state, CPU, same answers: n = 33 8.5 -> 3.5 s, n = 10 1.00 ->
 * 0.95 s, n = 6 even, n = 4 0.37 -> 0.42 s (the window's key costs more than 4n stickers).
 */
const DIFF_FROM_N = 10;

export class Annealer {
  private readonly size: number;
  private seq: number[];
  private rows: Int32Array[] = [];
  private back: Int32Array[] = [];
  private readonly pool: Int32Array[] = [];
  private readonly fin: Int32Array;
  private readonly stamp: Int32Array;
  private stampNo = 0;
  /** Scratch for an accepted edit: final positions that change and where they go. */
  private readonly moved: Int32Array;
  private readonly movedTo: Int32Array;
  private readonly movedLabel: Int32Array;
  /** Scratch for scoring an edit: the label each changed final position would get. */
  private readonly nextLabel: Int32Array;
  private readonly nextMark: Int32Array;
  private readonly touched: Int32Array;
  /** What each final position weighs now (`cost` of its label): read by `delta`, kept by `replace`. */
  private readonly curCost: Float64Array;
  /** 1 for face-turn tokens: an edit with one is scored on the slots it moves (anneal-window.ts). */
  private readonly face: Uint8Array;
  private readonly oldWindow = new Int32Array(8);
  wrong = 0;

  constructor(
    private readonly model: CubeModel,
    start: Int32Array,
    private readonly target: Int32Array,
    private readonly weights: Float64Array,
    private readonly mates: Int32Array,
    prefix: readonly number[],
  ) {
    const { size } = model;
    this.size = size;
    this.seq = quarters(prefix);
    this.stamp = new Int32Array(size);
    this.moved = new Int32Array(size);
    this.movedTo = new Int32Array(size);
    this.movedLabel = new Int32Array(size);
    this.nextLabel = new Int32Array(size);
    this.nextMark = new Int32Array(size);
    this.touched = new Int32Array(size);
    this.curCost = new Float64Array(size);
    this.face = faceTokens(model);
    const len = this.seq.length;
    for (let m = 0; m <= len; m++) {
      this.rows.push(new Int32Array(size));
      this.back.push(new Int32Array(size));
    }
    const last = this.rows[len] as Int32Array;
    for (let i = 0; i < size; i++) last[i] = i;
    (this.back[len] as Int32Array).set(last);
    for (let m = len - 1; m >= 0; m--) this.deriveRow(m);
    this.fin = new Int32Array(size);
    const d0 = this.rows[0] as Int32Array;
    for (let p = 0; p < size; p++) this.fin[d0[p] as number] = start[p] as number;
    for (let i = 0; i < size; i++) {
      this.curCost[i] = this.cost(i, this.fin[i] as number, this.fin);
      this.wrong += this.curCost[i] as number;
    }
  }

  /**
   * What final position q weighs with `label` there: its weight when the label is wrong or (for
   * a piece) its mate's label is; the mate's label from `nextLabel` when this edit changes it.
   */
  private cost(q: number, label: number, labels: Int32Array, mark = -1): number {
    const { target, mates } = this;
    if (label !== target[q]) return this.weights[q] as number;
    const m = mates[q] as number;
    if (m < 0) return 0;
    const mateLabel = this.nextMark[m] === mark ? this.nextLabel[m] : labels[m];
    return mateLabel === target[m] ? 0 : (this.weights[q] as number);
  }

  get length(): number {
    return this.seq.length;
  }

  tokens(): number[] {
    return this.seq.slice();
  }

  at(k: number): number {
    return this.seq[k] as number;
  }

  /** Row m (and its inverse) from row m + 1 and move m. */
  private deriveRow(m: number): void {
    const p = this.model.perms[this.seq[m] as number] as Int32Array;
    const cur = this.rows[m] as Int32Array;
    const next = this.rows[m + 1] as Int32Array;
    const back = this.back[m] as Int32Array;
    for (let i = 0; i < this.size; i++) {
      const q = next[i] as number;
      cur[p[i] as number] = q;
      back[q] = p[i] as number;
    }
  }

  /**
   * Change in the weight of wrong stickers if moves k..k+oldCount−1 became `a` (then `b`; −1 for
   * none): only the stickers the old or new moves touch can end elsewhere.
   */
  delta(k: number, oldCount: number, add: Int32Array, addCount: number): number {
    const mark = ++this.stampNo;
    const { fin, nextLabel, nextMark, touched, curCost } = this;
    let count = 0;
    const diff = this.faceDiff(k, oldCount, add, addCount);
    if (diff) {
      // Only the slots the edit sends elsewhere: the sticker at `from` (time k) ends at D(to).
      const before = this.rows[k] as Int32Array;
      const after = this.rows[k + oldCount] as Int32Array;
      const { from, to } = diff;
      for (let i = 0; i < from.length; i++) {
        const q = after[to[i] as number] as number;
        nextLabel[q] = fin[before[from[i] as number] as number] as number;
        nextMark[q] = mark;
        touched[count++] = q;
      }
    } else {
      // The stickers the old and new moves touch (a method, not a closure: no allocation a call).
      for (let j = 0; j < oldCount; j++)
        count = this.visit(this.seq[k + j] as number, k, oldCount, add, addCount, mark, count);
      for (let j = 0; j < addCount; j++)
        count = this.visit(add[j] as number, k, oldCount, add, addCount, mark, count);
    }
    let d = 0;
    for (let c = 0; c < count; c++) {
      const q = touched[c] as number;
      d += this.cost(q, nextLabel[q] as number, fin, mark) - (curCost[q] as number);
    }
    return d;
  }

  /**
   * The slots an edit moves elsewhere (cached) when it has a face turn in it or the cube is big,
   * else null (the stickers its moves touch are scored instead).
   */
  private faceDiff(
    k: number,
    oldCount: number,
    add: Int32Array,
    addCount: number,
  ): WindowDiff | null {
    const { face, oldWindow } = this;
    let any = 0;
    for (let j = 0; j < oldCount; j++) {
      const t = this.seq[k + j] as number;
      oldWindow[j] = t;
      any |= face[t] as number;
    }
    for (let j = 0; j < addCount; j++) any |= face[add[j] as number] as number;
    return any || this.model.n >= DIFF_FROM_N
      ? windowDiff(this.model, oldWindow, oldCount, add, addCount)
      : null;
  }

  /**
   * For `delta`: each sticker of token t's support not seen yet in this call gets the label it
   * would end with (at its final position q) if moves k..k+oldCount−1 became `add`.
   */
  private visit(
    t: number,
    k: number,
    oldCount: number,
    add: Int32Array,
    addCount: number,
    mark: number,
    count: number,
  ): number {
    const { fin, stamp, nextLabel, nextMark, touched } = this;
    const perms = this.model.perms;
    const sup = this.model.supports[t] as Int32Array;
    const before = this.rows[k] as Int32Array;
    const after = this.rows[k + oldCount] as Int32Array;
    for (let s = 0; s < sup.length; s++) {
      const p = sup[s] as number;
      if (stamp[p] === mark) continue;
      stamp[p] = mark;
      const q = after[p] as number;
      let src = p;
      for (let j = addCount - 1; j >= 0; j--)
        src = (perms[add[j] as number] as Int32Array)[src] as number;
      nextLabel[q] = fin[before[src] as number] as number;
      nextMark[q] = mark;
      touched[count++] = q;
    }
    return count;
  }

  /** Replaces moves k..k+oldCount−1 by `a`, `b` (−1 for none) and updates the rows. */
  replace(k: number, oldCount: number, add: Int32Array, addCount: number): void {
    const { fin, stamp, moved, movedTo, movedLabel } = this;
    const { supports } = this.model;
    const rowK = this.rows[k] as Int32Array;
    const rowAfter = this.rows[k + oldCount] as Int32Array;
    // U: positions at time k the old or new moves touch; C = D_k(U) and τ on it.
    const mark = ++this.stampNo;
    let count = 0;
    const diff = this.faceDiff(k, oldCount, add, addCount);
    if (diff) {
      for (let i = 0; i < diff.from.length; i++) {
        moved[count] = rowK[diff.from[i] as number] as number;
        movedTo[count] = rowAfter[diff.to[i] as number] as number;
        count++;
      }
    }
    for (let j = 0; !diff && j < oldCount + addCount; j++) {
      const t = j < oldCount ? (this.seq[k + j] as number) : (add[j - oldCount] as number);
      const sup = supports[t] as Int32Array;
      for (let s = 0; s < sup.length; s++) {
        const x = sup[s] as number;
        if (stamp[x] === mark) continue;
        stamp[x] = mark;
        let y = x;
        // The inverse token's permutation is the inverse permutation: where the sticker goes.
        for (let i = 0; i < addCount; i++)
          y = (this.model.perms[inverseToken(add[i] as number)] as Int32Array)[y] as number;
        moved[count] = rowK[x] as number;
        movedTo[count] = rowAfter[y] as number;
        count++;
      }
    }
    // The final state: the label that ended at q now ends at τ(q).
    for (let c = 0; c < count; c++) {
      const q = moved[c] as number;
      movedLabel[c] = fin[q] as number;
      this.wrong -= this.curCost[q] as number;
    }
    for (let c = 0; c < count; c++) fin[movedTo[c] as number] = movedLabel[c] as number;
    for (let c = 0; c < count; c++) {
      const q = moved[c] as number;
      const c2 = this.cost(q, fin[q] as number, fin);
      this.curCost[q] = c2;
      this.wrong += c2;
    }
    // Rows: those after the window stay; the window's inner rows are derived; rows 0..k get τ.
    this.seq.splice(k, oldCount, ...add.subarray(0, addCount));
    // Rows: new row k + addCount is old row k + oldCount (unchanged); rows between are derived.
    let lastTau = k;
    const fresh = (count: number) => Array.from({ length: Math.max(0, count) }, () => this.take());
    if (addCount === 0) {
      // Rows k..k+oldCount−1 go; old row k + oldCount is row k now: τ applies to rows before it.
      this.pool.push(...this.rows.splice(k, oldCount), ...this.back.splice(k, oldCount));
      lastTau = k - 1;
    } else if (oldCount === 0) {
      // Old row k is now the row after the window: new rows k (a copy, for τ) and the inner ones.
      const copy = this.take();
      const copyBack = this.take();
      copy.set(rowK);
      copyBack.set(this.back[k] as Int32Array);
      this.rows.splice(k, 0, copy, ...fresh(addCount - 1));
      this.back.splice(k, 0, copyBack, ...fresh(addCount - 1));
    } else {
      this.pool.push(
        ...this.rows.splice(k + 1, oldCount - 1, ...fresh(addCount - 1)),
        ...this.back.splice(k + 1, oldCount - 1, ...fresh(addCount - 1)),
      );
    }
    if (addCount > 0) for (let m = k + addCount - 1; m > k; m--) this.deriveRow(m);
    for (let m = 0; m <= lastTau; m++) {
      const row = this.rows[m] as Int32Array;
      const back = this.back[m] as Int32Array;
      for (let c = 0; c < count; c++) movedLabel[c] = back[moved[c] as number] as number;
      for (let c = 0; c < count; c++) {
        const p = movedLabel[c] as number;
        const q = movedTo[c] as number;
        row[p] = q;
        back[q] = p;
      }
    }
  }

  private take(): Int32Array {
    return this.pool.pop() ?? new Int32Array(this.size);
  }
}
