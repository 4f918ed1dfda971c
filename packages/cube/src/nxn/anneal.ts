import { type Rng, rng } from '@puz/perm';
import { type CubeModel, inverseToken, token, tokenAxis, tokenLayer } from './model.js';

/*
 * Simulated annealing over inner-slice quarter turns (the Santa winners' step 2): starting from
 * the moves so far (corners, parity), it edits where the free slices go in the sequence, scored
 * by length + α × wrong stickers. A free slice never moves a corner (nor, on odd n, a middle
 * edge or a fixed centre), so the stages already done stay done wherever the slices are. Every
 * edit keeps each orbit's permutation parity (so 3-cycles can finish every unit afterwards):
 *  - change one move to another quarter turn of a slice in the same layer pair {i, n−1−i}, any
 *    axis (a whole-cube rotation maps one to the other, so they flip the same orbits' parity);
 *  - swap two neighbouring moves (one of them free): the same moves, another order, which acts
 *    like a commutator of the two, a pair of 3-cycles when both are slices;
 *  - insert two free moves of one layer pair anywhere;
 *  - remove two neighbouring free moves of one layer pair;
 *  - with `faceShare`, face turns too, always in pairs F … F⁻¹ with only free slices between:
 *    a free slice s becomes F s F⁻¹ (a slice bent round a face: same orbits, same parities),
 *    a commutator s F s⁻¹ F⁻¹ is inserted anywhere (corners untouched: F⁻¹ undoes F on them,
 *    and s never moves one), or either is taken out again. The Santa winners kept step 2 to
 *    inner slices; on big cubes these edits place wings the slices alone cannot (finish.ts).
 * The sequence is kept with every prefix state and every row D_m (where the sticker at p before
 * move m ends up), so an edit is scored from the stickers it touches only; an accepted edit
 * derives the rows again from where it was.
 */

/** Knobs of `annealSlices`. */
export interface AnnealOptions {
  /** Edits tried (proposals). */
  readonly iterations: number;
  /** Weight of a wrong sticker against one move, by position (wings cost more to fix later). */
  readonly weights: Float64Array;
  /**
   * The other sticker of each position's piece when it should count as a piece (wings: right
   * only with both stickers right), else −1; absent: every sticker on its own.
   */
  readonly mates?: Int32Array;
  /** Start and end temperature (geometric in between). */
  readonly t0: number;
  readonly t1: number;
  readonly seed: number;
  /** Called now and then: throws to stop. */
  readonly check?: () => void;
  /**
   * Share of the proposals that edit with face turns (a free slice conjugated by one, F s F⁻¹; a
   * slice-face commutator s F s⁻¹ F⁻¹ inserted; either taken out again); 0 or absent: none, and
   * the other edits draw the same random numbers as without it.
   */
  readonly faceShare?: number;
}

/** Tokens a free slice may take: inner layers (not the middle of odd n), quarter turns both ways. */
function freeSlices(n: number): { tokens: Int32Array; keyOf: Int32Array; byKey: Int32Array[] } {
  const mid = n % 2 === 1 ? (n - 1) / 2 : -1;
  const tokens: number[] = [];
  const keyOf = new Int32Array(9 * n).fill(-1);
  const byKey: number[][] = [];
  for (let layer = 1; layer < n - 1; layer++) {
    if (layer === mid) continue;
    const key = Math.min(layer, n - 1 - layer);
    const list = byKey[key] ?? [];
    byKey[key] = list;
    for (let axis = 0; axis < 3; axis++)
      for (const q of [1, 3]) {
        const t = token(n, axis, layer, q);
        tokens.push(t);
        keyOf[t] = key;
        list.push(t);
      }
  }
  return {
    tokens: Int32Array.from(tokens),
    keyOf,
    byKey: byKey.map((l) => Int32Array.from(l ?? [])),
  };
}

/** Quarter turns of the outer layers (face turns): what the face neighbours conjugate with. */
function faceTurns(n: number): Int32Array {
  const out: number[] = [];
  for (const layer of [0, n - 1])
    for (let axis = 0; axis < 3; axis++) for (const q of [1, 3]) out.push(token(n, axis, layer, q));
  return Int32Array.from(out);
}
const isFace = (n: number, t: number) => {
  const l = tokenLayer(n, t);
  return (l === 0 || l === n - 1) && t % 3 !== 1;
};

/** Quarter-turn tokens: a half turn becomes two quarter turns (the same Santa cost). */
function quarters(tokens: readonly number[]): number[] {
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
    for (let i = 0; i < size; i++) this.wrong += this.cost(i, this.fin[i] as number, this.fin);
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
    const { fin, stamp, nextLabel, nextMark, touched } = this;
    const { perms, supports } = this.model;
    const before = this.rows[k] as Int32Array;
    const after = this.rows[k + oldCount] as Int32Array;
    const mark = ++this.stampNo;
    let count = 0;
    const visit = (sup: Int32Array) => {
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
    };
    for (let j = 0; j < oldCount; j++) visit(supports[this.seq[k + j] as number] as Int32Array);
    for (let j = 0; j < addCount; j++) visit(supports[add[j] as number] as Int32Array);
    let d = 0;
    for (let c = 0; c < count; c++) {
      const q = touched[c] as number;
      d += this.cost(q, nextLabel[q] as number, fin, mark) - this.cost(q, fin[q] as number, fin);
    }
    return d;
  }

  /** Replaces moves k..k+oldCount−1 by `a`, `b` (−1 for none) and updates the rows. */
  replace(k: number, oldCount: number, add: Int32Array, addCount: number): void {
    const { fin, stamp, moved, movedTo, movedLabel } = this;
    const { supports } = this.model;
    const added = Array.from(add.subarray(0, addCount));
    const rowK = this.rows[k] as Int32Array;
    const rowAfter = this.rows[k + oldCount] as Int32Array;
    // U: positions at time k the old or new moves touch; C = D_k(U) and τ on it.
    const mark = ++this.stampNo;
    let count = 0;
    const collect = (sup: Int32Array) => {
      for (let s = 0; s < sup.length; s++) {
        const x = sup[s] as number;
        if (stamp[x] === mark) continue;
        stamp[x] = mark;
        let y = x;
        // The inverse token's permutation is the inverse permutation: where the sticker goes.
        for (const t of added) y = (this.model.perms[inverseToken(t)] as Int32Array)[y] as number;
        moved[count] = rowK[x] as number;
        movedTo[count] = rowAfter[y] as number;
        count++;
      }
    };
    for (let j = 0; j < oldCount; j++) collect(supports[this.seq[k + j] as number] as Int32Array);
    for (const t of added) collect(supports[t] as Int32Array);
    // The final state: the label that ended at q now ends at τ(q).
    for (let c = 0; c < count; c++) {
      const q = moved[c] as number;
      movedLabel[c] = fin[q] as number;
      this.wrong -= this.cost(q, fin[q] as number, fin);
    }
    for (let c = 0; c < count; c++) fin[movedTo[c] as number] = movedLabel[c] as number;
    for (let c = 0; c < count; c++) {
      const q = moved[c] as number;
      this.wrong += this.cost(q, fin[q] as number, fin);
    }
    // Rows: those after the window stay; the window's inner rows are derived; rows 0..k get τ.
    this.seq.splice(k, oldCount, ...added);
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

/**
 * Anneals the free slices of `prefix` (moves from `start`): returns a sequence that leaves the
 * corners (and on odd n the middle layers) as `prefix` does and every orbit's parity the same,
 * with length + the weights of the wrong stickers as low as the search found.
 */
export function annealSlices(
  model: CubeModel,
  start: Int32Array,
  target: Int32Array,
  prefix: readonly number[],
  options: AnnealOptions,
): number[] {
  const { n } = model;
  const free = freeSlices(n);
  if (free.tokens.length === 0 || options.iterations <= 0) return prefix.slice();
  const mates = options.mates ?? new Int32Array(model.size).fill(-1);
  const ann = new Annealer(model, start, target, options.weights, mates, prefix);
  const random: Rng = rng(options.seed);
  const { t0, t1, iterations } = options;
  const isFree = (t: number) => (free.keyOf[t] as number) >= 0;
  const pick = (list: Int32Array) => list[random.int(list.length)] as number;
  let bestScore = ann.length + ann.wrong;
  let best = ann.tokens();
  const cool = Math.log(t1 / t0);
  const add = new Int32Array(4);
  const faces = faceTurns(n);
  const faceShare = options.faceShare ?? 0;
  for (let it = 0; it < iterations; it++) {
    if ((it & 4095) === 0) options.check?.();
    const temp = t0 * Math.exp((cool * it) / iterations);
    const len = ann.length;
    const kind = faceShare > 0 && random.next() < faceShare ? 4 + random.int(3) : random.int(4);
    let k = 0;
    let oldCount = 0;
    let addCount = 0;
    if (kind === 0) {
      // Change one free move within its layer pair.
      if (len === 0) continue;
      k = random.int(len);
      const t = ann.at(k);
      if (!isFree(t)) continue;
      const a = pick(free.byKey[free.keyOf[t] as number] as Int32Array);
      if (a === t) continue;
      add[addCount++] = a;
      oldCount = 1;
    } else if (kind === 1) {
      // Swap two neighbours on different axes, at least one of them free.
      if (len < 2) continue;
      k = random.int(len - 1);
      const x = ann.at(k);
      const y = ann.at(k + 1);
      if ((!isFree(x) && !isFree(y)) || tokenAxis(n, x) === tokenAxis(n, y)) continue;
      add[addCount++] = y;
      add[addCount++] = x;
      oldCount = 2;
    } else if (kind === 2) {
      // Insert two free moves of one layer pair (not a move and its inverse).
      k = random.int(len + 1);
      const a = pick(free.tokens);
      const b = pick(free.byKey[free.keyOf[a] as number] as Int32Array);
      if (b === inverseToken(a)) continue;
      add[addCount++] = a;
      add[addCount++] = b;
    } else if (kind === 3) {
      // Remove two neighbouring free moves of one layer pair.
      if (len < 2) continue;
      k = random.int(len - 1);
      const x = ann.at(k);
      const y = ann.at(k + 1);
      if (!isFree(x) || !isFree(y) || free.keyOf[x] !== free.keyOf[y]) continue;
      oldCount = 2;
    } else if (kind === 4) {
      // A free move s conjugated by a face turn F of another axis: F s F⁻¹ (corners and parity as s).
      if (len === 0) continue;
      k = random.int(len);
      const t = ann.at(k);
      if (!isFree(t)) continue;
      const f = pick(faces);
      if (tokenAxis(n, f) === tokenAxis(n, t)) continue;
      add[addCount++] = f;
      add[addCount++] = t;
      add[addCount++] = inverseToken(f);
      oldCount = 1;
    } else if (kind === 5) {
      // A slice-face commutator s F s⁻¹ F⁻¹ inserted anywhere (corners and parity kept).
      k = random.int(len + 1);
      const sl = pick(free.tokens);
      const f = pick(faces);
      if (tokenAxis(n, f) === tokenAxis(n, sl)) continue;
      add[addCount++] = sl;
      add[addCount++] = f;
      add[addCount++] = inverseToken(sl);
      add[addCount++] = inverseToken(f);
    } else {
      // Undo either: F s F⁻¹ back to s, or a whole s F s⁻¹ F⁻¹ removed.
      if (len < 3) continue;
      k = random.int(len - 2);
      const x = ann.at(k);
      const y = ann.at(k + 1);
      const z = ann.at(k + 2);
      if (!isFree(x) && isFree(y) && z === inverseToken(x) && isFace(n, x)) {
        add[addCount++] = y;
        oldCount = 3;
      } else if (
        k + 3 < len &&
        isFree(x) &&
        isFace(n, y) &&
        z === inverseToken(x) &&
        ann.at(k + 3) === inverseToken(y)
      ) {
        oldCount = 4;
      } else continue;
    }
    const change = addCount - oldCount + ann.delta(k, oldCount, add, addCount);
    if (change > 0 && random.next() >= Math.exp(-change / temp)) continue;
    ann.replace(k, oldCount, add, addCount);
    const score = ann.length + ann.wrong;
    if (score < bestScore) {
      bestScore = score;
      best = ann.tokens();
    }
  }
  return best;
}

/** The layer of a token, for tests: free slices never touch layer 0, n−1 or the middle. */
export const isOuterOrMiddle = (n: number, t: number) => {
  const l = tokenLayer(n, t);
  return l === 0 || l === n - 1 || (n % 2 === 1 && l === (n - 1) / 2);
};
