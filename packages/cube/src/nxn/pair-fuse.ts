import { inverseToken, tokenAxis, tokenLayer } from './model.js';

/*
 * Centre commutators fused into the moves around them (the Santa winners' `di.rj.rk.-di.-rj.-rk`).
 * For inner slices a (one axis) and y, z (another axis, other layers), z commutes with [a, y], so
 *   [a, y]·[a, z] = a y a' y' a z a' z'  =  a (y z) a' (y' z')  = [a, y z]:
 * six moves for what two commutators do in eight. More generally a pair c = [p, q] put at
 * position m costs two moves, not four, where the moves around m already hold a commutator's
 * frame and c's two other moves can join runs of parallel moves there (a run's moves commute).
 * Four frames, with t a single move between two runs of one other axis:
 *  A. before m: (run R2) t (run R4), t = p⁻¹ — q joins R2 and q⁻¹ joins R4;
 *  B. after m: (run Q1) t (run Q3), t = q — p joins Q1 and p⁻¹ joins Q3;
 *  C. before m: (run R1) t (run R3) (run R4 holding q⁻¹), t = q — p joins R1, p⁻¹ joins R3;
 *  D. after m: (run Q0 holding p) (run Q1) t (run Q3), t = p⁻¹ — q joins Q1, q⁻¹ joins Q3.
 * The joining move must be on a layer none of its two runs turns, and those runs inner slices
 * only (else they would not commute with c: a face turn moves centres c moves). Each frame is the same effect as c put at m, which the unit test
 * checks on random sequences.
 */

/** Two moves put into the sequence: `first` before index `at1`, `second` before `at2`. */
export interface Fusion {
  at1: number;
  first: number;
  at2: number;
  second: number;
}

/** The end (exclusive) of the maximal same-axis run starting at i. */
function runEnd(n: number, seq: readonly number[], i: number): number {
  const axis = tokenAxis(n, seq[i] as number);
  let j = i + 1;
  while (j < seq.length && tokenAxis(n, seq[j] as number) === axis) j++;
  return j;
}

/** The start of the maximal same-axis run ending at j − 1. */
function runStart(n: number, seq: readonly number[], j: number): number {
  const axis = tokenAxis(n, seq[j - 1] as number);
  let i = j - 1;
  while (i > 0 && tokenAxis(n, seq[i - 1] as number) === axis) i--;
  return i;
}

const inner = (n: number, t: number) => {
  const layer = tokenLayer(n, t);
  return layer > 0 && layer < n - 1;
};

/**
 * Whether move x is on the axis of the runs ([from, to) pairs), on a layer none of them turns,
 * and every move of the runs an inner slice (a face turn moves centres [a, z] moves too).
 */
function fresh(n: number, seq: readonly number[], x: number, runs: readonly number[]): boolean {
  const axis = tokenAxis(n, x);
  const layer = tokenLayer(n, x);
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r] as number;
    const to = runs[r + 1] as number;
    if (tokenAxis(n, seq[from] as number) !== axis) return false;
    for (let i = from; i < to; i++) {
      const t = seq[i] as number;
      if (tokenLayer(n, t) === layer || !inner(n, t)) return false;
    }
  }
  return true;
}

/** Whether run [from, to) holds move t, its other moves inner slices. */
const holds = (n: number, seq: readonly number[], from: number, to: number, t: number) => {
  let found = false;
  for (let i = from; i < to; i++) {
    if (seq[i] === t) found = true;
    else if (!inner(n, seq[i] as number)) return false;
  }
  return found;
};

/**
 * The frames around position m: the single move t of each (or -1) and its runs' bounds.
 * `before`: [r2Start, tIndex, r4End=m] (frame A) and [r1Start, tIndex, r3End, r4End=m] (C);
 * `after`: [m, tIndex, q3End] (B) and [m, q1Start, tIndex, q3End] (D).
 */
export interface Frames {
  a: number[] | null;
  b: number[] | null;
  c: number[] | null;
  d: number[] | null;
}

export function framesAt(n: number, seq: readonly number[], m: number): Frames {
  const f: Frames = { a: null, b: null, c: null, d: null };
  const len = seq.length;
  if (m >= 3) {
    const r4 = runStart(n, seq, m);
    if (r4 >= 2) {
      const t = r4 - 1;
      if (runStart(n, seq, r4) === t && runStart(n, seq, t) < t) {
        const r2 = runStart(n, seq, t);
        if (tokenAxis(n, seq[r2] as number) === tokenAxis(n, seq[r4] as number)) f.a = [r2, t, m];
      }
      // C: R1 t R3 R4 with t single between R1 and R3.
      const r3 = runStart(n, seq, r4);
      if (r3 >= 2) {
        const tc = r3 - 1;
        if (runStart(n, seq, r3) === tc) {
          const r1 = runStart(n, seq, tc);
          if (
            r1 < tc &&
            tokenAxis(n, seq[r1] as number) === tokenAxis(n, seq[r3] as number) &&
            tokenAxis(n, seq[tc] as number) === tokenAxis(n, seq[r4] as number)
          )
            f.c = [r1, tc, r4, m];
        }
      }
    }
  }
  if (m + 3 <= len) {
    const q1End = runEnd(n, seq, m);
    if (q1End + 2 <= len) {
      const t = q1End;
      if (runEnd(n, seq, t) === t + 1) {
        const q3End = runEnd(n, seq, t + 1);
        if (tokenAxis(n, seq[t + 1] as number) === tokenAxis(n, seq[m] as number))
          f.b = [m, t, q3End];
      }
      // D: Q0 Q1 t Q3 with t single, Q1 and Q3 on one axis, t on Q0's.
      const q1 = q1End;
      const q2 = runEnd(n, seq, q1);
      if (q2 + 2 <= len && runEnd(n, seq, q2) === q2 + 1) {
        const q3End = runEnd(n, seq, q2 + 1);
        if (
          tokenAxis(n, seq[q2] as number) === tokenAxis(n, seq[m] as number) &&
          tokenAxis(n, seq[q2 + 1] as number) === tokenAxis(n, seq[q1] as number)
        )
          f.d = [m, q1, q2, q3End];
      }
    }
  }
  return f;
}

/**
 * How pair c = [p, q, p⁻¹, q⁻¹] (quarter turns) fuses at m through one of the frames, or null.
 * Frames A and D share c's first move (t = p⁻¹), B and C its second (t = q).
 */
export function fusionOf(
  n: number,
  seq: readonly number[],
  f: Frames,
  c: readonly number[],
): Fusion | null {
  const p = c[0] as number;
  const q = c[1] as number;
  const pInv = c[2] as number;
  const qInv = c[3] as number;
  if (f.a) {
    const [r2, t, m] = f.a as [number, number, number];
    if (seq[t] === pInv && fresh(n, seq, q, [r2, t, t + 1, m]))
      return { at1: t, first: q, at2: m, second: qInv };
  }
  if (f.c) {
    const [r1, t, r4, m] = f.c as [number, number, number, number];
    if (seq[t] === q && holds(n, seq, r4, m, qInv) && fresh(n, seq, p, [r1, t, t + 1, r4]))
      return { at1: t, first: p, at2: r4, second: pInv };
  }
  if (f.b) {
    const [m, t, q3End] = f.b as [number, number, number];
    if (seq[t] === q && fresh(n, seq, p, [m, t, t + 1, q3End]))
      return { at1: m, first: p, at2: t + 1, second: pInv };
  }
  if (f.d) {
    const [m, q1, t, q3End] = f.d as [number, number, number, number];
    if (seq[t] === pInv && holds(n, seq, m, q1, p) && fresh(n, seq, q, [q1, t, t + 1, q3End]))
      return { at1: q1, first: q, at2: t + 1, second: qInv };
  }
  return null;
}

/** The sequence with a fusion's two moves put in. */
export function fuse(seq: readonly number[], f: Fusion): number[] {
  return [
    ...seq.slice(0, f.at1),
    f.first,
    ...seq.slice(f.at1, f.at2),
    f.second,
    ...seq.slice(f.at2),
  ];
}

/** The single moves t of the frames at m whose pairs to look up: by first move p = t⁻¹ (A, D)
 * and by second move q = t (B, C). */
export function frameKeys(
  seq: readonly number[],
  f: Frames,
): { byFirst: number[]; bySecond: number[] } {
  const byFirst: number[] = [];
  const bySecond: number[] = [];
  if (f.a) byFirst.push(inverseToken(seq[f.a[1] as number] as number));
  if (f.d) byFirst.push(inverseToken(seq[f.d[2] as number] as number));
  if (f.b) bySecond.push(seq[f.b[1] as number] as number);
  if (f.c) bySecond.push(seq[f.c[1] as number] as number);
  return { byFirst, bySecond };
}
