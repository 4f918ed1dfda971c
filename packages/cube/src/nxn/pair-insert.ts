import { mergeSaving } from './insert-ends.js';
import { type CubeModel, inverseToken, simplifyTokens, tokenCost } from './model.js';
import { type Candidates, candidatesOf } from './pair-candidates.js';
import { type Frames, type Fusion, frameKeys, framesAt, fuse, fusionOf } from './pair-fuse.js';

export { candidatesOf } from './pair-candidates.js';

/*
 * Centre commutators [a, y] of two inner slices of different axes, inserted anywhere in the
 * sequence so far (the Santa winners' greedy step: `di.rj.-di.-rj`, two 3-cycles for 4 moves).
 * Put between moves m−1 and m, a commutator acts at the end as its cycles conjugated by the
 * moves from m on: positions D_m(p). Every position m is a candidate, so each step chooses among
 * (sequence length) × (slice pairs) × 8 forms, not only the pairs at the end.
 *
 * Kept up to date rather than rescanned: inserting at k with final stickers S moved changes
 * D_m only on S for m ≤ k (D'_m = σ∘D_m, σ the move of S) and the final state only on S, so
 * per row only the candidates touching S (by D_m⁻¹) are evaluated again; gains are kept per row
 * with a histogram, so the best row is a scan of histogram tops.
 */

const SPAN = 13; // gains −6..6
const OFF = 6;

/** Where the chosen candidate goes: plain at row m, or fused into the block next to m. */
export interface PairChoice {
  m: number;
  c: number;
  ratio: number;
  fusion: Fusion | null;
}

/** One row's arrays (pooled). */
interface Row {
  fw: Int32Array;
  bw: Int32Array;
  g: Int8Array;
  h: Int32Array;
  lab: Int16Array;
  want: Int16Array;
}

export class PairInserter {
  seq: number[];
  readonly fin: Int32Array;
  fw: Int32Array[] = [];
  bw: Int32Array[] = [];
  gains: Int8Array[] = [];
  hist: Int32Array[] = [];
  /**
   * Per row m: the label at each slot after m moves (fin∘D_m) and the label the sticker there
   * must end with (target∘D_m), so a candidate is scored with three reads a sticker, none of them
   * through D (insert rescores thousands a row; cube_19's pair stage was a quarter of a run).
   */
  lab: Int16Array[] = [];
  want: Int16Array[] = [];
  private pool: Row[] = [];
  /** Candidates already rescored in the current row of `insert` (one may touch several slots). */
  private readonly seen: Int32Array;
  private seenNo = 0;

  constructor(
    private readonly model: CubeModel,
    private readonly cands: Candidates,
    start: Int32Array,
    private readonly target: Int32Array,
    prefix: readonly number[],
    /**
     * Whether candidates may fuse into the frames around them (pair-fuse.ts): 21 cube_4..10
     * first runs 5,693 -> 5,679 moves; 4 cube_19 first runs 7,295 -> 7,167 (their reduced 3x3
     * is timed, so that one is noisy).
     */
    private readonly fuseBlocks = true,
  ) {
    const { size } = model;
    this.seen = new Int32Array(cands.count);
    this.seq = prefix.slice();
    this.fin = start.slice();
    const tmp = new Int32Array(size);
    for (const t of this.seq) {
      const p = model.perms[t] as Int32Array;
      for (let i = 0; i < size; i++) tmp[i] = this.fin[p[i] as number] as number;
      this.fin.set(tmp);
    }
    const len = this.seq.length;
    for (let m = 0; m <= len; m++) this.allocRow(m);
    const last = this.fw[len] as Int32Array;
    for (let i = 0; i < size; i++) last[i] = i;
    this.finishRow(len);
    for (let m = len - 1; m >= 0; m--) this.deriveRow(m);
  }

  private allocRow(m: number): void {
    const { size } = this.model;
    const r = this.pool.pop() ?? {
      fw: new Int32Array(size),
      bw: new Int32Array(size),
      g: new Int8Array(this.cands.count),
      h: new Int32Array(SPAN),
      lab: new Int16Array(size),
      want: new Int16Array(size),
    };
    this.fw[m] = r.fw;
    this.bw[m] = r.bw;
    this.gains[m] = r.g;
    this.hist[m] = r.h;
    this.lab[m] = r.lab;
    this.want[m] = r.want;
  }

  /** Row m from row m+1 and move m, then its inverse and gains. */
  private deriveRow(m: number): void {
    const p = this.model.perms[this.seq[m] as number] as Int32Array;
    const cur = this.fw[m] as Int32Array;
    const next = this.fw[m + 1] as Int32Array;
    for (let i = 0; i < cur.length; i++) cur[p[i] as number] = next[i] as number;
    this.finishRow(m);
  }

  private finishRow(m: number): void {
    const f = this.fw[m] as Int32Array;
    const b = this.bw[m] as Int32Array;
    const lab = this.lab[m] as Int16Array;
    const want = this.want[m] as Int16Array;
    const { fin, target } = this;
    for (let i = 0; i < f.length; i++) {
      const q = f[i] as number;
      b[q] = i;
      lab[i] = fin[q] as number;
      want[i] = target[q] as number;
    }
    const g = this.gains[m] as Int8Array;
    const h = this.hist[m] as Int32Array;
    h.fill(0);
    for (let c = 0; c < this.cands.count; c++) {
      const v = this.gainAt(lab, want, c);
      g[c] = v;
      (h[v + OFF] as number)++;
    }
  }

  /** Candidate c's gain at a row from its `lab` and `want` (as gainOf with that row's D). */
  private gainAt(lab: Int16Array, want: Int16Array, c: number): number {
    const { pos, src } = this.cands;
    let g = 0;
    const o = c * 6;
    for (let k = 0; k < 6; k++) {
      const p = pos[o + k] as number;
      const w = want[p];
      if (lab[src[o + k] as number] === w) g++;
      if (lab[p] === w) g--;
    }
    return g;
  }

  gainOf(D: Int32Array, c: number): number {
    const { pos, src } = this.cands;
    const { fin, target } = this;
    let g = 0;
    const o = c * 6;
    for (let k = 0; k < 6; k++) {
      const q = D[pos[o + k] as number] as number;
      const want = target[q];
      if (fin[D[src[o + k] as number] as number] === want) g++;
      if (fin[q] === want) g--;
    }
    return g;
  }

  /**
   * The row and candidate placing the most stickers per move: 4 moves, less what the first (last)
   * move saves by merging with the move before (after) the row's position.
   */
  best(): PairChoice {
    const { n } = this.model;
    const { first, last, fStart, fList, lStart, lList, moves } = this.cands;
    const seq = this.seq;
    const len = seq.length;
    let bm = -1;
    let bc = -1;
    let br = 0;
    let bf: PairChoice['fusion'] = null;
    const consider = (m: number, c: number, g: number, cost: number) => {
      const r = g / Math.max(cost, 0.5);
      if (r > br) {
        br = r;
        bm = m;
        bc = c;
        bf = null;
      }
    };
    // A candidate whose frame is already there around m: two moves (pair-fuse.ts).
    const fused = (m: number, g: Int8Array, frames: Frames) => {
      const { byFirst, bySecond } = frameKeys(seq, frames);
      const lists: [Int32Array, number, number][] = [];
      for (const p of byFirst) lists.push([fList, fStart[p] as number, fStart[p + 1] as number]);
      for (const q of bySecond) {
        const qInv = inverseToken(q);
        lists.push([lList, lStart[qInv] as number, lStart[qInv + 1] as number]);
      }
      for (const [list, from, to] of lists)
        for (let i = from; i < to; i++) {
          const c = list[i] as number;
          const v = g[c] as number;
          if (v <= 0 || v / 2 <= br) continue;
          const fu = fusionOf(n, seq, frames, moves[c] as number[]);
          if (!fu) continue;
          const r = v / (tokenCost(fu.first) + tokenCost(fu.second));
          if (r > br) {
            br = r;
            bm = m;
            bc = c;
            bf = fu;
          }
        }
    };
    for (let m = 0; m <= len; m++) {
      const h = this.hist[m] as Int32Array;
      const g = this.gains[m] as Int8Array;
      let top = SPAN - 1;
      while (top > OFF && h[top] === 0) top--;
      if (top > OFF && (top - OFF) / 4 > br) {
        br = (top - OFF) / 4;
        bm = m;
        bc = -1;
      }
      const before = m > 0 ? (seq[m - 1] as number) : -1;
      const after = m < len ? (seq[m] as number) : -1;
      if (before >= 0) {
        const base = before - (before % 3);
        for (let f = base; f < base + 3; f++) {
          const s1 = mergeSaving(n, before, f);
          if (s1 <= 0) continue;
          for (let i = fStart[f] as number; i < (fStart[f + 1] as number); i++) {
            const c = fList[i] as number;
            const v = g[c] as number;
            if (v <= 0) continue;
            const s2 = after >= 0 ? mergeSaving(n, last[c] as number, after) : 0;
            consider(m, c, v, 4 - s1 - s2);
          }
        }
      }
      if (after >= 0) {
        const base = after - (after % 3);
        for (let l = base; l < base + 3; l++) {
          const s2 = mergeSaving(n, l, after);
          if (s2 <= 0) continue;
          for (let i = lStart[l] as number; i < (lStart[l + 1] as number); i++) {
            const c = lList[i] as number;
            const v = g[c] as number;
            if (v <= 0) continue;
            const s1 = before >= 0 ? mergeSaving(n, before, first[c] as number) : 0;
            consider(m, c, v, 4 - s1 - s2);
          }
        }
      }
      if (this.fuseBlocks) fused(m, g, framesAt(n, seq, m));
    }
    if (bm >= 0 && bc < 0) {
      const g = this.gains[bm] as Int8Array;
      const want = Math.round(br * 4);
      bc = 0;
      while (g[bc] !== want) bc++;
    }
    return { m: bm, c: bc, ratio: br, fusion: bf };
  }

  /** Inserts candidate c before move k, or fused into the block next to k (same effect). */
  insert(k: number, c: number, fusion: PairChoice['fusion'] = null): void {
    const { pos, src } = this.cands;
    const D = this.fw[k] as Int32Array;
    // σ on final positions: the sticker at D(src) goes to D(pos).
    const from: number[] = [];
    const to: number[] = [];
    const vals: number[] = [];
    for (let j = 0; j < 6; j++) {
      from.push(D[src[c * 6 + j] as number] as number);
      to.push(D[pos[c * 6 + j] as number] as number);
    }
    for (let j = 0; j < 6; j++) vals.push(this.fin[from[j] as number] as number);
    for (let j = 0; j < 6; j++) this.fin[to[j] as number] = vals[j] as number;
    const old = this.seq;
    const oldLen = old.length;
    const mv = this.cands.moves[c] as number[];
    const seq = simplifyTokens(
      this.model.n,
      fusion ? fuse(old, fusion) : old.slice(0, k).concat(mv, old.slice(k)),
    );
    const newLen = seq.length;
    let P = 0;
    while (P < k && P < newLen && seq[P] === old[P]) P++;
    // Rows 0..keep−1 are σ∘D (the same moves before them, the same effect after them); the last
    // sfx + 1 rows are the old ones; the rows between are derived again.
    const keep = P;
    let sfx = 0;
    while (
      sfx < oldLen - k &&
      sfx < newLen - keep &&
      seq[newLen - 1 - sfx] === old[oldLen - 1 - sfx]
    )
      sfx++;
    const pIdx = new Int32Array(6);
    for (let m = 0; m < keep; m++) {
      const f = this.fw[m] as Int32Array;
      const b = this.bw[m] as Int32Array;
      for (let j = 0; j < 6; j++) pIdx[j] = b[from[j] as number] as number;
      for (let j = 0; j < 6; j++) {
        f[pIdx[j] as number] = to[j] as number;
        b[to[j] as number] = pIdx[j] as number;
      }
    }
    const dropFrom = keep;
    const dropTo = oldLen - sfx; // exclusive
    for (let m = dropFrom; m < dropTo; m++)
      this.pool.push({
        fw: this.fw[m] as Int32Array,
        bw: this.bw[m] as Int32Array,
        g: this.gains[m] as Int8Array,
        h: this.hist[m] as Int32Array,
        lab: this.lab[m] as Int16Array,
        want: this.want[m] as Int16Array,
      });
    const mid = newLen - sfx - dropFrom;
    const blank = () => new Int32Array(0);
    this.fw.splice(dropFrom, dropTo - dropFrom, ...Array.from({ length: mid }, blank));
    this.bw.splice(dropFrom, dropTo - dropFrom, ...Array.from({ length: mid }, blank));
    this.gains.splice(
      dropFrom,
      dropTo - dropFrom,
      ...Array.from({ length: mid }, () => new Int8Array(0)),
    );
    this.hist.splice(dropFrom, dropTo - dropFrom, ...Array.from({ length: mid }, blank));
    const blank16 = () => new Int16Array(0);
    this.lab.splice(dropFrom, dropTo - dropFrom, ...Array.from({ length: mid }, blank16));
    this.want.splice(dropFrom, dropTo - dropFrom, ...Array.from({ length: mid }, blank16));
    this.seq = seq;
    // Kept rows: candidates touching the moved stickers again.
    const { touchStart, touch } = this.cands;
    const seen = this.seen;
    for (let m = 0; m <= newLen; m++) {
      if (m >= dropFrom && m < dropFrom + mid) continue;
      const b = this.bw[m] as Int32Array;
      const g = this.gains[m] as Int8Array;
      const h = this.hist[m] as Int32Array;
      const lab = this.lab[m] as Int16Array;
      const want = this.want[m] as Int16Array;
      // Rows before the insertion: the six stickers end elsewhere (their labels stay); rows
      // after it: the six final slots hold other labels now.
      for (let j = 0; j < 6; j++) {
        const q = to[j] as number;
        if (m < keep) want[b[q] as number] = this.target[q] as number;
        else lab[b[q] as number] = this.fin[q] as number;
      }
      const mark = ++this.seenNo;
      for (let j = 0; j < 6; j++) {
        const p = b[to[j] as number] as number;
        for (let t = touchStart[p] as number; t < (touchStart[p + 1] as number); t++) {
          const cc = touch[t] as number;
          if (seen[cc] === mark) continue;
          seen[cc] = mark;
          const v = this.gainAt(lab, want, cc);
          const old = g[cc] as number;
          if (v !== old) {
            (h[old + OFF] as number)--;
            (h[v + OFF] as number)++;
            g[cc] = v;
          }
        }
      }
    }
    for (let m = dropFrom + mid - 1; m >= dropFrom; m--) {
      this.allocRow(m);
      this.deriveRow(m);
    }
  }
}

/**
 * Inserts centre commutators [a, y] wherever they place the most stickers, while the best places
 * at least `minGain` (of 6) for its 4 moves; returns the whole new sequence.
 */
export function insertPairs(
  model: CubeModel,
  start: Int32Array,
  target: Int32Array,
  prefix: readonly number[],
  minRatio: number,
  check: () => void,
): number[] {
  const cands = candidatesOf(model);
  if (cands.count === 0) return prefix.slice();
  const ins = new PairInserter(model, cands, start, target, prefix);
  for (;;) {
    check();
    const { m, c, ratio, fusion } = ins.best();
    if (m < 0 || ratio < minRatio) break;
    ins.insert(m, c, fusion);
  }
  return ins.seq;
}
