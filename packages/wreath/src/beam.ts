import { mismatches, type Perm, type Rng, rng } from '@puz/perm';
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

/** A beam level: each state's labels, score, mismatches, hash halves, last move and run. */
class Layer {
  readonly states: Uint16Array;
  readonly score: Int32Array;
  readonly mismatches: Int32Array;
  readonly h1: Int32Array;
  readonly h2: Int32Array;
  readonly last: Uint8Array;
  readonly run: Uint16Array;
  count = 0;
  constructor(width: number, size: number) {
    this.states = new Uint16Array(width * size);
    this.score = new Int32Array(width);
    this.mismatches = new Int32Array(width);
    this.h1 = new Int32Array(width);
    this.h2 = new Int32Array(width);
    this.last = new Uint8Array(width);
    this.run = new Uint16Array(width);
  }
}

/** Children of a layer, scored and hashed but not built. */
class Candidates {
  readonly parent: Int32Array;
  readonly move: Uint8Array;
  readonly score: Int32Array;
  readonly mismatches: Int32Array;
  readonly h1: Int32Array;
  readonly h2: Int32Array;
  /** Sort key: score · 4 + a random tie-break. */
  readonly key: Int32Array;
  readonly order: Int32Array;
  count = 0;
  minKey = 0;
  maxKey = 0;
  private counts = new Int32Array(1024);
  constructor(capacity: number) {
    this.parent = new Int32Array(capacity);
    this.move = new Uint8Array(capacity);
    this.score = new Int32Array(capacity);
    this.mismatches = new Int32Array(capacity);
    this.h1 = new Int32Array(capacity);
    this.h2 = new Int32Array(capacity);
    this.key = new Int32Array(capacity);
    this.order = new Int32Array(capacity);
  }

  /** Counting sort of the candidates by key into `order`. */
  sort(): void {
    const { key, order } = this;
    const range = this.maxKey - this.minKey + 2;
    if (this.counts.length < range) this.counts = new Int32Array(range * 2);
    const counts = this.counts;
    counts.fill(0, 0, range);
    for (let c = 0; c < this.count; c++) {
      const k = (key[c] as number) - this.minKey + 1;
      counts[k] = (counts[k] as number) + 1;
    }
    for (let k = 1; k < range; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number);
    for (let c = 0; c < this.count; c++) {
      const k = (key[c] as number) - this.minKey;
      const at = counts[k] as number;
      order[at] = c;
      counts[k] = at + 1;
    }
  }
}

/** A move sequence (codes) to within `wildcards` of `goal`, or null (depth, deadline, abort). */
export function beamSearch(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
  wildcards: number,
  o: BeamOptions,
): number[] | null {
  if (mismatches(start, goal) <= wildcards) return [];
  return new StepBeam(model, start, goal, wildcards, o).search();
}

/*
 * Kept here rather than @puz/search's beamSearch: the generic one builds, stores and scores
 * every child; this one scores and hashes children from the slots a move touches and builds
 * only the kept ones: 30 levels of width 1000 on wreath_21/21 take 261 ms against 932 ms, 3.6x
 * (bench/shared.bench.ts).
 */
class StepBeam {
  private readonly width: number;
  private readonly cost: Int32Array;
  private readonly random: Rng;
  private readonly z1: Int32Array;
  private readonly z2: Int32Array;
  private readonly endDist: Hash64Map | undefined;
  private readonly child: Uint16Array;
  private readonly seen: Hash64Map;
  private readonly candidates: Candidates;
  private layer: Layer;
  private next: Layer;
  /** Per depth: each kept state's parent index and move (for the path back). */
  private readonly parents: Int32Array[] = [new Int32Array(0)];
  private readonly movesAt: Uint8Array[] = [new Uint8Array(0)];
  private best: number[] | null = null;
  private expanded = 0;

  constructor(
    private readonly model: WreathModel,
    private readonly start: Uint16Array,
    private readonly goal: Uint16Array,
    private readonly wildcards: number,
    private readonly o: BeamOptions,
  ) {
    const { size } = model;
    this.width = Math.max(1, o.width | 0);
    this.cost = costTable(model, goal, o.mismatchWeight, o.distanceWeight);
    this.random = rng(o.seed);
    const keys = o.endgame ?? zobrist(model, o.seed);
    this.z1 = keys.z1;
    this.z2 = keys.z2;
    this.endDist = o.endgame?.dist;
    this.child = new Uint16Array(size);
    this.layer = new Layer(this.width, size);
    this.next = new Layer(this.width, size);
    this.candidates = new Candidates(4 * this.width);
    this.seen = new Hash64Map(16 * this.width);
  }

  search(): number[] | null {
    const { model, start, z1, z2 } = this;
    const { size } = model;
    const [a, b] = hashState(start, size, z1, z2);
    if (this.endDist && this.endDist.get(a, b) >= 0)
      return finishFrom(model, this.o.endgame as Endgame, start);
    this.seen.add(a, b);
    const layer = this.layer;
    layer.states.set(start);
    let startScore = 0;
    for (let p = 0; p < size; p++)
      startScore += this.cost[(start[p] as number) * size + p] as number;
    layer.score[0] = startScore;
    layer.mismatches[0] = mismatches(start, this.goal);
    layer.h1[0] = a;
    layer.h2[0] = b;
    layer.last[0] = 255;
    layer.count = 1;
    for (let depth = 1; depth <= this.o.maxDepth; depth++) {
      if (this.best && depth >= this.best.length) return this.best;
      if (this.o.signal?.aborted || performance.now() > this.o.deadline) return this.best;
      const solved = this.generate(depth);
      if (solved) return solved;
      if (this.candidates.count === 0) return this.best;
      this.candidates.sort();
      this.keepBest();
      [this.layer, this.next] = [this.next, this.layer];
      this.o.onLevel?.(this.expanded, depth);
    }
    return this.best;
  }

  /**
   * Scores and hashes every child of the layer from the slots its move changes (no undoing the
   * last move, runs stop at half a turn); a child within the wildcards is returned as an answer,
   * endgame hits improve `best`.
   */
  private generate(depth: number): number[] | null {
    const { model, goal, cost, z1, z2, endDist, layer, candidates } = this;
    const { size, slots, sources, maxRun } = model;
    const states = layer.states;
    let count = 0;
    let minKey = 0x7fffffff;
    let maxKey = 0;
    for (let i = 0; i < layer.count; i++) {
      this.expanded++;
      const base = i * size;
      const lastMove = layer.last[i] as number;
      for (let m = 0; m < 4; m++) {
        if (
          lastMove === INVERSE[m] ||
          (lastMove === m && (layer.run[i] as number) >= (maxRun[m] as number))
        )
          continue;
        const changed = slots[m] as Int32Array;
        const from = sources[m] as Int32Array;
        let scoreChange = 0;
        let mismatchChange = 0;
        let x1 = layer.h1[i] as number;
        let x2 = layer.h2[i] as number;
        for (let t = 0; t < changed.length; t++) {
          const p = changed[t] as number;
          const before = states[base + p] as number;
          const after = states[base + (from[t] as number)] as number;
          if (before === after) continue;
          const wanted = goal[p] as number;
          const costBefore = before * size + p;
          const costAfter = after * size + p;
          scoreChange += (cost[costAfter] as number) - (cost[costBefore] as number);
          mismatchChange += (after !== wanted ? 1 : 0) - (before !== wanted ? 1 : 0);
          x1 ^= (z1[costBefore] as number) ^ (z1[costAfter] as number);
          x2 ^= (z2[costBefore] as number) ^ (z2[costAfter] as number);
        }
        const childMismatches = (layer.mismatches[i] as number) + mismatchChange;
        if (childMismatches <= this.wildcards) return this.pathTo(depth, i, m);
        if (endDist) this.probe(depth, i, m, x1, x2);
        const childScore = (layer.score[i] as number) + scoreChange;
        const key = childScore * 4 + (this.random.uint32() & 3);
        candidates.parent[count] = i;
        candidates.move[count] = m;
        candidates.score[count] = childScore;
        candidates.mismatches[count] = childMismatches;
        candidates.h1[count] = x1;
        candidates.h2[count] = x2;
        candidates.key[count] = key;
        if (key < minKey) minKey = key;
        if (key > maxKey) maxKey = key;
        count++;
      }
    }
    candidates.count = count;
    candidates.minKey = minKey;
    candidates.maxKey = maxKey;
    return null;
  }

  /** A child in the endgame table: build it and finish from the table. */
  private probe(depth: number, i: number, m: number, x1: number, x2: number): void {
    const e = (this.endDist as Hash64Map).get(x1, x2);
    if (e < 0 || (this.best && depth + e >= this.best.length)) return;
    const { size } = this.model;
    const perm = this.model.perms[m] as Perm;
    const base = i * size;
    for (let q = 0; q < size; q++)
      this.child[q] = this.layer.states[base + (perm[q] as number)] as number;
    const tail = finishFrom(this.model, this.o.endgame as Endgame, this.child);
    if (tail && (!this.best || depth + tail.length < this.best.length))
      this.best = [...this.pathTo(depth, i, m), ...tail];
  }

  /** Builds the best `width` distinct candidates (in sorted order) into the next layer. */
  private keepBest(): void {
    const { layer, next, candidates } = this;
    const { size } = this.model;
    const kept = Math.min(this.width, candidates.count);
    const parentRow = new Int32Array(kept);
    const moveRow = new Uint8Array(kept);
    let count = 0;
    for (let k = 0; k < candidates.count && count < this.width; k++) {
      const c = candidates.order[k] as number;
      const x1 = candidates.h1[c] as number;
      const x2 = candidates.h2[c] as number;
      if (!this.seen.add(x1, x2)) continue; // kept at this depth or an earlier one
      const parent = candidates.parent[c] as number;
      const m = candidates.move[c] as number;
      const perm = this.model.perms[m] as Perm;
      const from = parent * size;
      const to = count * size;
      for (let q = 0; q < size; q++)
        next.states[to + q] = layer.states[from + (perm[q] as number)] as number;
      next.score[count] = candidates.score[c] as number;
      next.mismatches[count] = candidates.mismatches[c] as number;
      next.h1[count] = x1;
      next.h2[count] = x2;
      next.last[count] = m;
      next.run[count] = layer.last[parent] === m ? (layer.run[parent] as number) + 1 : 1;
      parentRow[count] = parent;
      moveRow[count] = m;
      count++;
    }
    next.count = count;
    this.parents.push(parentRow);
    this.movesAt.push(moveRow);
  }

  private pathTo(depth: number, i: number, m: number): number[] {
    const path = [m];
    for (let d = depth - 1, at = i; d >= 1; d--) {
      path.push((this.movesAt[d] as Uint8Array)[at] as number);
      at = (this.parents[d] as Int32Array)[at] as number;
    }
    return path.reverse();
  }
}
