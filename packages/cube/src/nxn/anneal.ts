import { type Rng, rng } from '@puz/perm';
import { Annealer } from './anneal-rows.js';
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
  /**
   * Share of the iterations done before face-turn edits start (0 or absent: from the first). A
   * late start keeps the hot phase to the slices alone and lets face turns polish the cool end.
   */
  readonly faceFrom?: number;
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
  const faceFrom = Math.floor(iterations * (options.faceFrom ?? 0));
  for (let it = 0; it < iterations; it++) {
    if ((it & 4095) === 0) options.check?.();
    const temp = t0 * Math.exp((cool * it) / iterations);
    const len = ann.length;
    const kind =
      faceShare > 0 && it >= faceFrom && random.next() < faceShare
        ? 4 + random.int(3)
        : random.int(4);
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
