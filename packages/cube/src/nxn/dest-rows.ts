import type { CubeModel } from './model.js';

/*
 * The insertion stage's rows D_k (insert.ts): D_k[p] is where the sticker at p before move k of
 * the sequence ends up after its last move; the row after the last move is the identity. Kept for
 * the positions windowStart..len, one typed array per position.
 *
 * After a 3-cycle C is inserted at position `at` and the sequence simplified, no row is rebuilt
 * from scratch (that took len × stickers work per step, which is why cube_33 could only afford a
 * 45-position window):
 *  - rows of the unchanged tail are the old rows, moved (their moves are the same);
 *  - rows k of the unchanged head (k <= at) play old[k..at), then C, then old[at..): they differ
 *    from the old rows only at the 3 (6) stickers that old[k..at) carries into C's support, and
 *    those stickers are followed back from C one move at a time (a few operations per row);
 *  - rows of the changed middle (a dozen moves) are composed from the row above them.
 * Rows leaving the window go to a pool and are reused.
 */
/** How many moves at the start (`prefix`) and at the end (`suffix`) two sequences share. */
export function sharedEnds(old: readonly number[], seq: readonly number[]) {
  const lim = Math.min(old.length, seq.length);
  let prefix = 0;
  while (prefix < lim && old[prefix] === seq[prefix]) prefix++;
  let suffix = 0;
  while (suffix < lim - prefix && old[old.length - 1 - suffix] === seq[seq.length - 1 - suffix])
    suffix++;
  return { prefix, suffix };
}

export class DestRows {
  private rows: Int32Array[] = [];
  private pool: Int32Array[] = [];
  /** Position of rows[0]. */
  start = 0;
  private readonly vals = new Int32Array(6);
  private readonly track = new Int32Array(6);

  constructor(
    private readonly model: CubeModel,
    /** Positions kept at most (the window); the rows hold window × stickers Int32 cells. */
    readonly window: number,
  ) {}

  /** D_k (windowStart <= k <= len). */
  row(k: number): Int32Array {
    return this.rows[k - this.start] as Int32Array;
  }

  /** The first position with a row, for a sequence of `len` moves. */
  windowStart(len: number): number {
    return Math.max(0, len - this.window);
  }

  private take(): Int32Array {
    return this.pool.pop() ?? new Int32Array(this.model.size);
  }

  /** D_k from D_{k+1} through move `t`: the sticker at perm[i] before the move lands at i. */
  private compose(out: Int32Array, above: Int32Array, t: number): void {
    const p = this.model.perms[t] as Int32Array;
    for (let i = 0; i < out.length; i++) out[p[i] as number] = above[i] as number;
  }

  /** Every row of the window, from scratch. */
  build(seq: readonly number[]): void {
    for (const r of this.rows) this.pool.push(r);
    const len = seq.length;
    this.start = this.windowStart(len);
    const rows: Int32Array[] = new Array(len - this.start + 1);
    const last = this.take();
    for (let i = 0; i < last.length; i++) last[i] = i;
    rows[len - this.start] = last;
    for (let k = len - 1; k >= this.start; k--) {
      const r = this.take();
      this.compose(r, rows[k + 1 - this.start] as Int32Array, seq[k] as number);
      rows[k - this.start] = r;
    }
    this.rows = rows;
  }

  /**
   * The rows for `seq`, the simplified `old` with a 3-cycle inserted at `at`: positions
   * `pos[j]` take the stickers from `src[j]` (j < width). `prefix` (`suffix`) moves at the start
   * (end) of both sequences are the same.
   */
  update(
    old: readonly number[],
    seq: readonly number[],
    at: number,
    pos: ArrayLike<number>,
    src: ArrayLike<number>,
    width: number,
    prefix: number,
    suffix: number,
  ): void {
    const { vals, track, model } = this;
    const oldLen = old.length;
    const len = seq.length;
    // Only moves before `at` (after it) can be shared with the old sequence's head (tail).
    const head = Math.min(prefix, at);
    const tail = Math.min(suffix, oldLen - at);
    const oldStart = this.start;
    // 1. Head rows, in place: the stickers that reach C's sources just before `at`.
    const atRow = this.row(at);
    for (let j = 0; j < width; j++) {
      vals[j] = atRow[pos[j] as number] as number;
      track[j] = src[j] as number;
    }
    for (let k = at; k >= oldStart; k--) {
      if (k < at) {
        const p = model.perms[old[k] as number] as Int32Array;
        for (let j = 0; j < width; j++) track[j] = p[track[j] as number] as number;
      }
      if (k > head) continue;
      const r = this.rows[k - oldStart] as Int32Array;
      for (let j = 0; j < width; j++) r[track[j] as number] = vals[j] as number;
    }
    // 2. The new window: head rows and tail rows reused, the rest composed from above.
    const start = this.windowStart(len);
    const rows: (Int32Array | undefined)[] = new Array(len - start + 1);
    const used = new Uint8Array(this.rows.length);
    for (let k = start; k <= len; k++) {
      let from = -1;
      const kOld = k - len + oldLen;
      if (k <= head && k >= oldStart) from = k - oldStart;
      // A tail row the head step changed (k = at = head) is the head's now: never one row twice.
      else if (k >= len - tail && kOld >= oldStart && kOld > head) from = kOld - oldStart;
      if (from >= 0 && !used[from]) {
        rows[k - start] = this.rows[from];
        used[from] = 1;
      }
    }
    for (let i = 0; i < this.rows.length; i++)
      if (!used[i]) this.pool.push(this.rows[i] as Int32Array);
    for (let k = len; k >= start; k--) {
      if (rows[k - start]) continue;
      const r = this.take();
      if (k === len) for (let i = 0; i < r.length; i++) r[i] = i;
      else this.compose(r, rows[k + 1 - start] as Int32Array, seq[k] as number);
      rows[k - start] = r;
    }
    this.rows = rows as Int32Array[];
    this.start = start;
  }

  /** An independent copy of the rows (the beam over insertions keeps one per sequence). */
  clone(): DestRows {
    const c = new DestRows(this.model, this.window);
    c.rows = this.rows.map((r) => r.slice());
    c.start = this.start;
    return c;
  }

  /** Cells held (rows and pool), for memory reports. */
  cells(): number {
    return (this.rows.length + this.pool.length) * this.model.size;
  }
}
