import { inverseToken, tokenAxis, tokenLayer } from './model.js';

/*
 * Fusing centre commutators that share a move (the Santa winners' `di.rj.rk.-di.-rj.-rk`): for
 * inner slices a (one axis) and y, z (another axis, different layers), z commutes with [a, y], so
 *   [a, y]·[a, z] = a y a' y' a z a' z'  =  a (y z) a' (y' z')  = [a, y z],
 * six moves for what two commutators do in eight. The same holds with more slices in the set, on
 * either side ([Y z, a] = [Y, a]·[z, a]), and with the new commutator before the block or after
 * it. So a pair commutator put right before or after a commutator block with the same single move
 * costs two moves, not four (pair-insert.ts scores it so and `fuse` writes it).
 *
 * A block is four maximal same-axis runs R1 R2 R3 R4 with R3 = R1⁻¹ and R4 = R2⁻¹ (as sets: the
 * moves of a run commute), i.e. the commutator [R1, R2].
 */

export interface Block {
  /** Where its runs start: R1 at s[0] … R4 at s[3], the block ending at s[4] (exclusive). */
  s: [number, number, number, number, number];
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

/** Whether seq[b0, b1) holds exactly the inverses of seq[a0, a1). */
function inverseRuns(seq: readonly number[], a0: number, a1: number, b0: number, b1: number) {
  if (a1 - a0 !== b1 - b0) return false;
  for (let i = a0; i < a1; i++) {
    const want = inverseToken(seq[i] as number);
    let found = false;
    for (let j = b0; j < b1 && !found; j++) found = seq[j] === want;
    if (!found) return false;
  }
  return true;
}

function blockOf(n: number, seq: readonly number[], s: Block['s']): Block | null {
  const [s0, s1, s2, s3, s4] = s;
  const alpha = tokenAxis(n, seq[s0] as number);
  const beta = tokenAxis(n, seq[s1] as number);
  if (alpha === beta || tokenAxis(n, seq[s2] as number) !== alpha) return null;
  if (tokenAxis(n, seq[s3] as number) !== beta) return null;
  if (!inverseRuns(seq, s0, s1, s2, s3) || !inverseRuns(seq, s1, s2, s3, s4)) return null;
  return { s };
}

/** The commutator block ending right before position m, if any. */
export function blockBefore(n: number, seq: readonly number[], m: number): Block | null {
  if (m < 4) return null;
  const s4 = m;
  const s3 = runStart(n, seq, s4);
  if (s3 < 3) return null;
  const s2 = runStart(n, seq, s3);
  if (s2 < 2) return null;
  const s1 = runStart(n, seq, s2);
  if (s1 < 1) return null;
  const s0 = runStart(n, seq, s1);
  return blockOf(n, seq, [s0, s1, s2, s3, s4]);
}

/** The commutator block starting at position m, if any. */
export function blockAfter(n: number, seq: readonly number[], m: number): Block | null {
  if (m + 4 > seq.length) return null;
  const s0 = m;
  const s1 = runEnd(n, seq, s0);
  if (s1 + 3 > seq.length) return null;
  const s2 = runEnd(n, seq, s1);
  if (s2 + 2 > seq.length) return null;
  const s3 = runEnd(n, seq, s2);
  if (s3 + 1 > seq.length) return null;
  const s4 = runEnd(n, seq, s3);
  return blockOf(n, seq, [s0, s1, s2, s3, s4]);
}

/**
 * Whether commutator `c` = [p, q, p', q'] (quarter turns) fuses with the block: 1 when the block's
 * R1 is the single move p and q extends R2 (a new layer on R2's axis), 2 when R2 is the single
 * move q and p extends R1; 0 when it does not fuse.
 */
export function fusesWith(n: number, seq: readonly number[], b: Block, c: readonly number[]) {
  const [s0, s1, s2] = b.s;
  const p = c[0] as number;
  const q = c[1] as number;
  const fresh = (t: number, from: number, to: number) => {
    if (tokenAxis(n, t) !== tokenAxis(n, seq[from] as number)) return false;
    const layer = tokenLayer(n, t);
    for (let i = from; i < to; i++) if (tokenLayer(n, seq[i] as number) === layer) return false;
    return true;
  };
  if (s1 - s0 === 1 && seq[s0] === p && fresh(q, s1, s2)) return 1;
  if (s2 - s1 === 1 && seq[s1] === q && fresh(p, s0, s1)) return 2;
  return 0;
}

/** The sequence with commutator c fused into block b (`how` from `fusesWith`). */
export function fuse(seq: readonly number[], b: Block, c: readonly number[], how: 1 | 2): number[] {
  const [, s1, s2, s3, s4] = b.s;
  // how 1: q joins R2 and q' joins R4; how 2: p joins R1 and p' joins R3.
  const [t, tInv, at, atInv] = how === 1 ? [c[1], c[3], s2, s4] : [c[0], c[2], s1, s3];
  return [
    ...seq.slice(0, at),
    t as number,
    ...seq.slice(at, atInv),
    tInv as number,
    ...seq.slice(atInv),
  ];
}
