import type { BeamActions } from './beam-actions.js';

/*
 * Match counts of a row pair per row offset, for the beam (beam.ts): match[r·w + e] is the number
 * of columns c with state(r, c + e) = want(r, c), i.e. the cells row r would get right after a
 * turn by −e. Kept per node and updated from the cells an action moves, so that the best free
 * turns of a child cost O(moved cells × copies of their labels) instead of O(w²).
 */

/** For each row and label, the columns of the row that want it. */
export interface LabelOccurrences {
  /** Label code → compact index (−1: the label is wanted nowhere in the pair). */
  readonly index: Int32Array;
  readonly labels: number;
  /** Columns of (row r, compact label k): col[start[r·labels + k] .. start[r·labels + k + 1]). */
  readonly start: Int32Array;
  readonly col: Uint16Array;
}

export function labelOccurrences(want: Uint16Array, w: number): LabelOccurrences {
  let max = 0;
  for (const x of want) max = Math.max(max, x);
  const index = new Int32Array(max + 1).fill(-1);
  let labels = 0;
  for (const x of want) if (index[x] === -1) index[x] = labels++;
  const start = new Int32Array(2 * labels + 1);
  for (let i = 0; i < 2 * w; i++) {
    const r = i >= w ? 1 : 0;
    (start[r * labels + (index[want[i] as number] as number) + 1] as number)++;
  }
  for (let k = 1; k < start.length; k++) start[k] = (start[k] as number) + (start[k - 1] as number);
  const fill = start.slice(0, 2 * labels);
  const col = new Uint16Array(2 * w);
  for (let i = 0; i < 2 * w; i++) {
    const r = i >= w ? 1 : 0;
    const k = r * labels + (index[want[i] as number] as number);
    col[(fill[k] as number)++] = i - r * w;
  }
  return { index, labels, start, col };
}

/** The match table of the state at `off`, from scratch (O(w²)). */
export function fullMatch(
  state: Uint16Array,
  off: number,
  want: Uint16Array,
  w: number,
  match: Int16Array,
  mOff: number,
): void {
  for (let r = 0; r < 2; r++) {
    for (let e = 0; e < w; e++) {
      let m = 0;
      for (let c = 0; c < w; c++) {
        const x = c + e < w ? c + e : c + e - w;
        if (state[off + r * w + x] === want[r * w + c]) m++;
      }
      match[mOff + r * w + e] = m;
    }
  }
}

let turnScratch = new Int16Array(256);

/** After row r turned by `step` (new(c) = old(c + step)): match'(e) = match(e + step). */
export function turnMatch(
  match: Int16Array,
  mOff: number,
  w: number,
  r: number,
  step: number,
): void {
  const base = mOff + r * w;
  const s = ((step % w) + w) % w;
  if (turnScratch.length < w) turnScratch = new Int16Array(w);
  const first = turnScratch;
  for (let e = 0; e < w; e++) first[e] = match[base + e] as number;
  for (let e = 0; e < w; e++) {
    const from = e + s < w ? e + s : e + s - w;
    match[base + e] = first[from] as number;
  }
}

/** Updates the match table for action a applied to the parent state at `pOff`. */
export function moveMatch(
  acts: BeamActions,
  a: number,
  parent: Uint16Array,
  pOff: number,
  occ: LabelOccurrences,
  w: number,
  match: Int16Array,
  mOff: number,
): void {
  const { index, labels, start, col } = occ;
  const end = acts.supStart[a + 1] as number;
  for (let q = acts.supStart[a] as number; q < end; q++) {
    const pos = acts.supPos[q] as number;
    const was = parent[pOff + pos] as number;
    const now = parent[pOff + (acts.supSrc[q] as number)] as number;
    if (was === now) continue;
    const r = pos >= w ? 1 : 0;
    const x = pos - r * w;
    const base = mOff + r * w;
    const kWas = r * labels + (index[was] as number);
    for (let i = start[kWas] as number; i < (start[kWas + 1] as number); i++) {
      const e = x - (col[i] as number);
      (match[base + (e < 0 ? e + w : e)] as number)--;
    }
    const kNow = r * labels + (index[now] as number);
    for (let i = start[kNow] as number; i < (start[kNow + 1] as number); i++) {
      const e = x - (col[i] as number);
      (match[base + (e < 0 ? e + w : e)] as number)++;
    }
  }
}

/** Per row (2) and offset parity (2): best value, offset, cells matched (scratch, no allocation). */
const rowBest = new Int32Array(12);

/**
 * The best turns of both rows: out = [cells matched, top offset, bottom offset]. With `par` ≥ 0
 * (distinct labels) the offsets must sum to par mod 2, so that the pair ends even. Ties go to
 * the cheaper turns.
 */
export function bestOffsets(
  match: Int16Array,
  mOff: number,
  w: number,
  par: number,
  out: Int32Array,
): void {
  for (let r = 0; r < 2; r++) {
    for (let p = 0; p < 2; p++) {
      const at = 3 * (2 * r + p);
      rowBest[at] = -(1 << 30);
      for (let x = p; x < w; x += 2) {
        const m = match[mOff + r * w + x] as number;
        const v = m * 4 * w - Math.min(x, w - x);
        if (v > (rowBest[at] as number)) {
          rowBest[at] = v;
          rowBest[at + 1] = x;
          rowBest[at + 2] = m;
        }
      }
    }
  }
  let best = -1;
  for (let pt = 0; pt < 2; pt++) {
    for (let pb = 0; pb < 2; pb++) {
      if (par >= 0 && ((pt + pb + par) & 1) !== 0) continue;
      const t = 3 * pt;
      const b = 3 * (2 + pb);
      const v = (rowBest[t] as number) + (rowBest[b] as number);
      if (v > best) {
        best = v;
        out[0] = (rowBest[t + 2] as number) + (rowBest[b + 2] as number);
        out[1] = rowBest[t + 1] as number;
        out[2] = rowBest[b + 1] as number;
      }
    }
  }
}
