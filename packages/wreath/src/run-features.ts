import type { Perm } from '@puz/perm';
import { wreathCrossings, wreathRings } from './geometry.js';
import type { WreathModel } from './model.js';

/*
 * What the run beam's score reads off a state, per ring: where the crossings (heads) sit on it,
 * which labels are foreign to it (wanted by none of its own, non-crossing slots) and how far the
 * nearest foreign sticker is from a crossing or from any ring position.
 */

export interface RingFeatures {
  readonly n: number;
  /** Each ring twice over (l, r), so slot ring[t] of a turn by k reads ring2[t + k]. */
  readonly ring2: readonly Int32Array[];
  /** Ring position of each ring's second crossing (its first is position 0). */
  readonly heads: readonly number[];
  /** Per ring: each position's ring distance to the nearer crossing. */
  readonly headDist: readonly Int32Array[];
  /** Per ring: 1 for labels foreign to it. */
  readonly foreign: readonly Uint8Array[];
  /** Per ring: the label every non-crossing slot wants, or -1 when they differ. */
  readonly ownLabel: readonly number[];
  /** Per ring: whether pair counting works (the crossings' partners t ± h are off the crossings). */
  readonly pairsOk: readonly boolean[];
  /** nearestForeign's output: ring distance from each position (twice over) to a foreign sticker. */
  readonly nearest: Int32Array;
}

export function ringFeatures(model: WreathModel, goal: Uint16Array): RingFeatures {
  const { n } = model;
  const rings = wreathRings(n);
  const ring2 = [rings.l, rings.r].map((r) => Int32Array.from([...r, ...r]));
  // The slots each ring's move really turns must be the ring (checked against the model).
  for (let R = 0; R < 2; R++) {
    const perm = model.perms[R] as Perm;
    const r2 = ring2[R] as Int32Array;
    for (let t = 0; t < n; t++)
      if (perm[r2[t] as number] !== r2[t + 1])
        throw new Error('runBeamSearch: ring order differs from the move');
  }
  const crossings = new Set(wreathCrossings(n));
  const heads = [rings.l, rings.r].map((r) => r.findIndex((x, t) => t > 0 && crossings.has(x)));
  const cyclic = (a: number) => Math.min(((a % n) + n) % n, ((-a % n) + n) % n);
  const headDist = heads.map((h) =>
    Int32Array.from({ length: n }, (_, t) => Math.min(cyclic(t), cyclic(t - h))),
  );
  const foreign = [rings.l, rings.r].map((r) => {
    const f = new Uint8Array(model.colours).fill(1);
    for (const x of r) if (!crossings.has(x)) f[goal[x] as number] = 0;
    return f;
  });
  const ownLabel = [rings.l, rings.r].map((r) => {
    const want = new Set(r.filter((x) => !crossings.has(x)).map((x) => goal[x] as number));
    return want.size === 1 ? ([...want][0] as number) : -1;
  });
  const pairsOk = heads.map((h) => h > 0 && (2 * h) % n !== 0 && 2 * h !== n && (3 * h) % n !== 0);
  return {
    n,
    ring2,
    heads,
    headDist,
    foreign,
    ownLabel,
    pairsOk,
    nearest: new Int32Array(2 * n),
  };
}

/** Ring distance from R's crossings to its nearest foreign sticker off them (state at `base`). */
export function foreignFromHeads(
  f: RingFeatures,
  states: Uint16Array,
  base: number,
  R: number,
): number {
  const { n } = f;
  const r2 = f.ring2[R] as Int32Array;
  const foreign = f.foreign[R] as Uint8Array;
  const headDist = f.headDist[R] as Int32Array;
  let nearest = n;
  for (let t = 0; t < n; t++) {
    const d = headDist[t] as number;
    if (d > 0 && d < nearest && foreign[states[base + (r2[t] as number)] as number]) nearest = d;
  }
  return nearest;
}

/** `f.nearest[t]` (t < 2n): ring distance from R's position t to its nearest foreign sticker. */
export function nearestForeign(
  f: RingFeatures,
  states: Uint16Array,
  base: number,
  R: number,
): Int32Array {
  const { n, nearest } = f;
  const r2 = f.ring2[R] as Int32Array;
  const foreign = f.foreign[R] as Uint8Array;
  let last = -3 * n;
  for (let k = 0; k < 2 * n; k++) {
    const t = k % n;
    if (foreign[states[base + (r2[t] as number)] as number]) last = k;
    nearest[t] = k - last;
  }
  last = 5 * n;
  for (let k = 2 * n - 1; k >= 0; k--) {
    const t = k % n;
    if (foreign[states[base + (r2[t] as number)] as number]) last = k;
    const d = last - k;
    if (d < (nearest[t] as number)) nearest[t] = d;
  }
  for (let t = 0; t < n; t++) nearest[n + t] = nearest[t] as number;
  return nearest;
}
