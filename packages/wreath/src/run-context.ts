import { foreignFromHeads, type RingFeatures } from './run-features.js';
import type { Level, TurnContext } from './run-level.js';

/*
 * The run beam's per-state scoring context (runs.ts): what every turn of one ring from a built
 * state shares — the other ring's best next run, the foreign pairs off the crossings, the
 * mismatches off the turning ring — and the mismatch change a pair of labels makes on a ring's
 * crossings. Split from runs.ts, which scores each turn from this context.
 */

/** The score weights the context reads (RunBeamOptions's). */
export interface ScoreWeights {
  readonly mismatchWeight: number;
  readonly lookAheadWeight: number;
  readonly pairWeight: number;
}

/** What every turn of ring R from state i shares (see TurnContext). */
export function turnContext(
  f: RingFeatures,
  goal: Uint16Array,
  w: ScoreWeights,
  level: Level,
  i: number,
  R: number,
): TurnContext {
  const { n } = f;
  const { mismatchWeight, lookAheadWeight, pairWeight } = w;
  const states = level.states;
  const base = i * goal.length;
  const Q = 1 - R;
  const r2 = f.ring2[R] as Int32Array;
  const q2 = f.ring2[Q] as Int32Array;
  const headR = f.heads[R] as number;
  const headQ = f.heads[Q] as number;
  const foreignQ = f.foreign[Q] as Uint8Array;
  const ownQ = f.ownLabel[Q] as number;
  // Look-ahead: the best next run of Q, scored by what it brings onto the crossings (mismatch
  // change) plus its length; the two turns that read a crossing are scored per child.
  let lookAheadBase = 1 << 20;
  if (ownQ >= 0 && lookAheadWeight > 0)
    for (let j = 1; j < n; j++) {
      if (j === headQ || j === n - headQ) continue;
      const v =
        mismatchWeight *
          crossingChange(
            f,
            goal,
            Q,
            states[base + (q2[j] as number)] as number,
            states[base + (q2[j + headQ] as number)] as number,
          ) +
        lookAheadWeight * Math.min(j, n - j);
      if (v < lookAheadBase) lookAheadBase = v;
    }
  // Pairs: foreign stickers a crossing-distance apart, which one run can move through both
  // crossings at once (those touching a crossing of Q are counted per child).
  let ownPairs = 0;
  if (pairWeight > 0 && f.pairsOk[R]) {
    const foreignR = f.foreign[R] as Uint8Array;
    for (let t = 0; t < n; t++)
      if (
        foreignR[states[base + (r2[t] as number)] as number] &&
        foreignR[states[base + (r2[t + headR] as number)] as number]
      )
        ownPairs++;
  }
  let otherPairs = 0;
  if (pairWeight > 0 && f.pairsOk[Q])
    for (let t = 0; t < n; t++) {
      const u = t + headQ;
      if (t === 0 || t === headQ || u === n || u === n + headQ || u === headQ) continue;
      if (
        foreignQ[states[base + (q2[t] as number)] as number] &&
        foreignQ[states[base + (q2[u] as number)] as number]
      )
        otherPairs++;
    }
  const own = f.ownLabel[R] as number;
  let onRing = 0;
  let offOwn = 0;
  for (let t = 0; t < n; t++) {
    const p = r2[t] as number;
    const label = states[base + p] as number;
    if (label !== goal[p]) onRing++;
    if (label !== own) offOwn++;
  }
  return {
    R,
    mismatchesOff: (level.mm[i] as number) - onRing,
    offOwn,
    otherForeignDist: foreignFromHeads(f, states, base, Q),
    lookAheadBase,
    otherPairs,
    ownPairs,
    beyondHead: states[base + (q2[(2 * headQ) % n] as number)] as number,
    beforeStart: states[base + (q2[n - headQ] as number)] as number,
  };
}

/**
 * The mismatch change on ring Q's crossings when labels (atStart, atHead) land there instead
 * of Q's own label.
 */
export function crossingChange(
  f: RingFeatures,
  goal: Uint16Array,
  Q: number,
  atStart: number,
  atHead: number,
): number {
  const q2 = f.ring2[Q] as Int32Array;
  const own = f.ownLabel[Q] as number;
  const wantStart = goal[q2[0] as number] as number;
  const wantHead = goal[q2[f.heads[Q] as number] as number] as number;
  return (
    (atStart !== wantStart ? 1 : 0) +
    (atHead !== wantHead ? 1 : 0) -
    (atStart !== own ? 1 : 0) -
    (atHead !== own ? 1 : 0)
  );
}
