import { mismatches, type Perm, rng } from '@puz/perm';
import { Hash64Map } from '@puz/search';
import { type Endgame, finishFrom, hashState, zobrist } from './endgame.js';
import { INVERSE, type WreathModel } from './model.js';

/*
 * Beam search for wreaths too big for exact search. A state's score is
 *   mismatchWeight · (stickers whose label differs from the goal's)
 *   + Σ over stickers of the ring distance to the nearest slot that wants its label,
 * so a stray sticker far from where it belongs counts more than one next door. A move changes
 * only the n slots of its ring, so each child's score, mismatch count and 64-bit Zobrist hash are
 * computed from those slots without building the child; only the `width` best distinct children
 * (counting sort on the score, seeded random tie-break) are materialised. Moves never undo the
 * previous one, and runs of one move stop at half a turn.
 */

export interface BeamOptions {
  readonly width: number;
  readonly seed: number;
  /** Give up past this depth (return null). */
  readonly maxDepth: number;
  /** performance.now() past which the run returns null. */
  readonly deadline: number;
  readonly mismatchWeight: number;
  readonly distanceWeight: number;
  /** A table of states near the goal (shares its Zobrist keys with the beam). */
  readonly endgame?: Endgame | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onLevel?: ((expanded: number, depth: number) => void) | undefined;
}

/** cost[c · size + p]: the score of label c on slot p. */
export function costTable(
  model: WreathModel,
  goal: Uint16Array,
  mismatchWeight: number,
  distanceWeight: number,
): Int32Array {
  const { size, colours, perms } = model;
  const cost = new Int32Array(colours * size);
  const dist = new Int32Array(size);
  const queue = new Int32Array(size);
  for (let c = 0; c < colours; c++) {
    dist.fill(-1);
    let head = 0;
    let tail = 0;
    for (let p = 0; p < size; p++) {
      if (goal[p] !== c) continue;
      dist[p] = 0;
      queue[tail++] = p;
    }
    while (head < tail) {
      const p = queue[head++] as number;
      for (const perm of perms) {
        const q = perm[p] as number; // a ring neighbour (both directions over the four moves)
        if (dist[q] !== -1) continue;
        dist[q] = (dist[p] as number) + 1;
        queue[tail++] = q;
      }
    }
    for (let p = 0; p < size; p++) {
      const d = dist[p] as number;
      cost[c * size + p] = d < 0 ? 0 : distanceWeight * d + (d > 0 ? mismatchWeight : 0);
    }
  }
  return cost;
}

/** A move sequence (codes) to within `wildcards` of `goal`, or null (depth, deadline, abort). */
export function beamSearch(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
  wildcards: number,
  o: BeamOptions,
): number[] | null {
  const { size, slots, sources, maxRun } = model;
  const W = Math.max(1, o.width | 0);
  const startMM = mismatches(start, goal);
  if (startMM <= wildcards) return [];
  const cost = costTable(model, goal, o.mismatchWeight, o.distanceWeight);
  const random = rng(o.seed);
  const { z1, z2 } = o.endgame ?? zobrist(model, o.seed);
  const endDist = o.endgame?.dist;
  let best: number[] | null = null;
  const child = new Uint16Array(size);
  const pathTo = (depth: number, i: number, m: number): number[] => {
    const path = [m];
    for (let d = depth - 1, at = i; d >= 1; d--) {
      path.push((movesAt[d] as Uint8Array)[at] as number);
      at = (parents[d] as Int32Array)[at] as number;
    }
    return path.reverse();
  };

  let st = new Uint16Array(W * size);
  let nst = new Uint16Array(W * size);
  let score = new Int32Array(W);
  let nscore = new Int32Array(W);
  let mm = new Int32Array(W);
  let nmm = new Int32Array(W);
  let h1 = new Int32Array(W);
  let nh1 = new Int32Array(W);
  let h2 = new Int32Array(W);
  let nh2 = new Int32Array(W);
  let last = new Uint8Array(W);
  let nlast = new Uint8Array(W);
  let run = new Uint16Array(W);
  let nrun = new Uint16Array(W);
  const C = 4 * W;
  const cParent = new Int32Array(C);
  const cMove = new Uint8Array(C);
  const cScore = new Int32Array(C);
  const cMM = new Int32Array(C);
  const cH1 = new Int32Array(C);
  const cH2 = new Int32Array(C);
  const cKey = new Int32Array(C);
  const order = new Int32Array(C);
  const seen = new Hash64Map(4 * C);
  let counts = new Int32Array(1024);

  st.set(start);
  let s0 = 0;
  for (let p = 0; p < size; p++) s0 += cost[(start[p] as number) * size + p] as number;
  const [a, b] = hashState(start, size, z1, z2);
  if (endDist && endDist.get(a, b) >= 0) return finishFrom(model, o.endgame as Endgame, start);
  seen.add(a, b);
  score[0] = s0;
  mm[0] = startMM;
  h1[0] = a;
  h2[0] = b;
  last[0] = 255;
  let count = 1;
  const parents: Int32Array[] = [new Int32Array(0)];
  const movesAt: Uint8Array[] = [new Uint8Array(0)];
  let expanded = 0;

  for (let depth = 1; depth <= o.maxDepth; depth++) {
    if (best && depth >= best.length) return best;
    if (o.signal?.aborted || performance.now() > o.deadline) return best;
    let nc = 0;
    let minKey = 0x7fffffff;
    let maxKey = 0;
    for (let i = 0; i < count; i++) {
      expanded++;
      const base = i * size;
      const li = last[i] as number;
      for (let m = 0; m < 4; m++) {
        if (li === INVERSE[m] || (li === m && (run[i] as number) >= (maxRun[m] as number)))
          continue;
        const sl = slots[m] as Int32Array;
        const so = sources[m] as Int32Array;
        let ds = 0;
        let dmm = 0;
        let x1 = h1[i] as number;
        let x2 = h2[i] as number;
        for (let t = 0; t < sl.length; t++) {
          const p = sl[t] as number;
          const oc = st[base + p] as number;
          const ncol = st[base + (so[t] as number)] as number;
          if (oc === ncol) continue;
          const g = goal[p] as number;
          const io = oc * size + p;
          const inw = ncol * size + p;
          ds += (cost[inw] as number) - (cost[io] as number);
          dmm += (ncol !== g ? 1 : 0) - (oc !== g ? 1 : 0);
          x1 ^= (z1[io] as number) ^ (z1[inw] as number);
          x2 ^= (z2[io] as number) ^ (z2[inw] as number);
        }
        const cm = (mm[i] as number) + dmm;
        if (cm <= wildcards) return pathTo(depth, i, m);
        if (endDist) {
          const e = endDist.get(x1, x2);
          if (e >= 0 && (!best || depth + e < best.length)) {
            const perm = model.perms[m] as Perm;
            for (let q = 0; q < size; q++) child[q] = st[base + (perm[q] as number)] as number;
            const tail = finishFrom(model, o.endgame as Endgame, child);
            if (tail && (!best || depth + tail.length < best.length))
              best = [...pathTo(depth, i, m), ...tail];
          }
        }
        const key = ((score[i] as number) + ds) * 4 + (random.uint32() & 3);
        cParent[nc] = i;
        cMove[nc] = m;
        cScore[nc] = (score[i] as number) + ds;
        cMM[nc] = cm;
        cH1[nc] = x1;
        cH2[nc] = x2;
        cKey[nc] = key;
        if (key < minKey) minKey = key;
        if (key > maxKey) maxKey = key;
        nc++;
      }
    }
    if (nc === 0) return best;
    // Counting sort of the candidates by key.
    const range = maxKey - minKey + 2;
    if (counts.length < range) counts = new Int32Array(range * 2);
    counts.fill(0, 0, range);
    for (let c = 0; c < nc; c++) {
      const k = (cKey[c] as number) - minKey + 1;
      counts[k] = (counts[k] as number) + 1;
    }
    for (let k = 1; k < range; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number);
    for (let c = 0; c < nc; c++) {
      const k = (cKey[c] as number) - minKey;
      const at = counts[k] as number;
      order[at] = c;
      counts[k] = at + 1;
    }
    // Keep the best `W` distinct children.
    const parentRow = new Int32Array(Math.min(W, nc));
    const moveRow = new Uint8Array(Math.min(W, nc));
    let kept = 0;
    for (let k = 0; k < nc && kept < W; k++) {
      const c = order[k] as number;
      const x1 = cH1[c] as number;
      const x2 = cH2[c] as number;
      if (!seen.add(x1, x2)) continue; // kept at this depth or an earlier one
      const p = cParent[c] as number;
      const m = cMove[c] as number;
      const perm = model.perms[m] as Perm;
      const from = p * size;
      const to = kept * size;
      for (let q = 0; q < size; q++) nst[to + q] = st[from + (perm[q] as number)] as number;
      nscore[kept] = cScore[c] as number;
      nmm[kept] = cMM[c] as number;
      nh1[kept] = x1;
      nh2[kept] = x2;
      nlast[kept] = m;
      nrun[kept] = last[p] === m ? (run[p] as number) + 1 : 1;
      parentRow[kept] = p;
      moveRow[kept] = m;
      kept++;
    }
    parents.push(parentRow);
    movesAt.push(moveRow);
    count = kept;
    [st, nst] = [nst, st];
    [score, nscore] = [nscore, score];
    [mm, nmm] = [nmm, mm];
    [h1, nh1] = [nh1, h1];
    [h2, nh2] = [nh2, h2];
    [last, nlast] = [nlast, last];
    [run, nrun] = [nrun, run];
    o.onLevel?.(expanded, depth);
  }
  return best;
}
