import { type BeamActions, FLIP } from './beam-actions.js';

/*
 * The beam's action tables (beam-actions.ts) laid out for its hot loops (beam.ts): per-cell
 * sources, prefix-sum indices of neighbour runs, mirrored-window plain flips and two-run shifts,
 * built once per action set.
 */

/**
 * The action tables in the layout the hot loops read: per action a, `src[a·n + i]` is the cell
 * whose sticker cell i takes (i itself off the support), so that building a child, applying the
 * action and hashing the result are one pass; per neighbour run, its two prefix-sum indices.
 */
export interface HotActions {
  readonly src: Uint16Array;
  readonly runLo: Int32Array;
  readonly runHi: Int32Array;
  /**
   * Plain flips whose support is one cyclic window of columns per row, each cell taking the
   * sticker of its mirror image (column K − c) in the other row: the windows' first columns and
   * lengths (flipWin[4a .. 4a+3] = top c0, len, bottom c0, len; len −1: not such a flip), so that
   * the cells a flip could break are counted in O(1), and (flipSeq[4a .. 4a+3]) where the
   * window's wanted labels start in `wantTwice` and its new stickers in `mirror` (beamSearch), so
   * that its cells are compared in two sequential runs.
   */
  readonly flipWin: Int16Array;
  readonly flipSeq: Int32Array;
  /**
   * Actions of exactly two runs and two junctions (the 3-move shifts), scored without loops:
   * two[8a .. 8a+7] = run lows and highs (lo0, hi0, lo1, hi1), junction pos and src (pos0, src0,
   * pos1, src1); two[8a] = −1 for other actions.
   */
  readonly two: Int32Array;
}

const hotCache = new WeakMap<BeamActions, HotActions>();

export function hotActions(acts: BeamActions, n: number, w: number): HotActions {
  const hit = hotCache.get(acts);
  if (hit) return hit;
  const src = new Uint16Array(acts.count * n);
  for (let a = 0; a < acts.count; a++) {
    for (let i = 0; i < n; i++) src[a * n + i] = i;
    for (let q = acts.supStart[a] as number; q < (acts.supStart[a + 1] as number); q++)
      src[a * n + (acts.supPos[q] as number)] = acts.supSrc[q] as number;
  }
  const stride = 2 * w + 1;
  const runs = acts.runKind.length;
  const runLo = new Int32Array(runs);
  const runHi = new Int32Array(runs);
  for (let r = 0; r < runs; r++) {
    runLo[r] = (acts.runKind[r] as number) * stride + (acts.runC0[r] as number);
    runHi[r] = (runLo[r] as number) + (acts.runLen[r] as number);
  }
  const flipWin = new Int16Array(4 * acts.count).fill(-1);
  const flipSeq = new Int32Array(4 * acts.count);
  for (let a = 0; a < acts.count; a++) {
    if (acts.kind[a] !== FLIP || acts.runStart[a] !== acts.runStart[a + 1]) continue;
    const inRow = [new Uint8Array(w), new Uint8Array(w)];
    for (let q = acts.junStart[a] as number; q < (acts.junStart[a + 1] as number); q++) {
      const pos = acts.junPos[q] as number;
      (inRow[pos >= w ? 1 : 0] as Uint8Array)[pos % w] = 1;
    }
    const win = inRow.map(cyclicWindow);
    // K per row (the column sum of a cell and its source), −1 until seen, −2 if not a mirror.
    const K = [-1, -1];
    for (let q = acts.junStart[a] as number; q < (acts.junStart[a + 1] as number); q++) {
      const pos = acts.junPos[q] as number;
      const src = acts.junSrc[q] as number;
      const r = pos >= w ? 1 : 0;
      const k = ((pos % w) + (src % w)) % w;
      if ((src >= w ? 1 : 0) === r || (K[r] !== -1 && K[r] !== k)) K[r] = -2;
      else if (K[r] === -1) K[r] = k;
    }
    if (win.every((x) => x !== null) && K[0] !== -2 && K[1] !== -2)
      for (let r = 0; r < 2; r++) {
        const [c0, len] = win[r] as [number, number];
        flipWin[4 * a + 2 * r] = c0;
        flipWin[4 * a + 2 * r + 1] = len;
        // mirror row 1 − r at m holds that row's column −m: column K − c is at m = c − K.
        flipSeq[4 * a + 2 * r] = r * 2 * w + c0;
        flipSeq[4 * a + 2 * r + 1] = (1 - r) * 2 * w + ((c0 - Math.max(0, K[r] as number) + w) % w);
      }
  }
  const two = new Int32Array(8 * acts.count).fill(-1);
  for (let a = 0; a < acts.count; a++) {
    const r0 = acts.runStart[a] as number;
    const q0 = acts.junStart[a] as number;
    if ((acts.runStart[a + 1] as number) - r0 !== 2 || (acts.junStart[a + 1] as number) - q0 !== 2)
      continue;
    two.set(
      [
        runLo[r0] as number,
        runHi[r0] as number,
        runLo[r0 + 1] as number,
        runHi[r0 + 1] as number,
        acts.junPos[q0] as number,
        acts.junSrc[q0] as number,
        acts.junPos[q0 + 1] as number,
        acts.junSrc[q0 + 1] as number,
      ],
      8 * a,
    );
  }
  const hot = { src, runLo, runHi, flipWin, flipSeq, two };
  hotCache.set(acts, hot);
  return hot;
}

/** The set columns of a row as one cyclic window [c0, len], or null if they are not one. */
function cyclicWindow(set: Uint8Array): [number, number] | null {
  const w = set.length;
  let len = 0;
  for (const x of set) len += x;
  if (len === 0) return [0, 0];
  if (len === w) return [0, w];
  let c0 = 0;
  while (!(set[c0] === 1 && set[(c0 + w - 1) % w] === 0)) c0++;
  for (let i = 0; i < len; i++) if (set[(c0 + i) % w] !== 1) return null;
  return [c0, len];
}
