import { type CubeModel, inverseToken, tokenLayer } from './model.js';

/*
 * Where an annealing edit with face turns acts (anneal-rows.ts). An edit replaces the window of
 * moves k..k+o−1 (composite W_old) by new moves (W_new); only the slots x with W_new(x) ≠ W_old(x)
 * end anywhere else. A face turn touches n² + 4n stickers, but a slice conjugated by it
 * (F s F⁻¹), a slice-face commutator or two neighbours swapped differ from the old window on a
 * few slices' worth: scoring and applying the edit on that set, not on every sticker the
 * window's moves touch, is the same edit for a fraction of the work on a big cube.
 */

/** The slots an edit moves elsewhere: `from` at time k, `to` = W_new(from) after the window. */
export interface WindowDiff {
  readonly from: Int32Array;
  readonly to: Int32Array;
}

const faceCache = new WeakMap<CubeModel, Uint8Array>();
/** 1 for the tokens of the outer layers (face turns). */
export function faceTokens(model: CubeModel): Uint8Array {
  let f = faceCache.get(model);
  if (!f) {
    const { n } = model;
    f = Uint8Array.from(model.perms, (_, t) => {
      const l = tokenLayer(n, t);
      return l === 0 || l === n - 1 ? 1 : 0;
    });
    faceCache.set(model, f);
  }
  return f;
}

/** Per model: diffs by numeric key (short windows), and by string key past that. */
interface DiffCache {
  readonly byNumber: Map<number, WindowDiff>;
  readonly byString: Map<string, WindowDiff>;
}
const diffCaches = new WeakMap<CubeModel, DiffCache>();

/**
 * Tokens in a numeric key at most: the old count, then each token + 1 as a base-1024 digit (no
 * digit is 0, so windows of other lengths never share a key): 3 + 4 × 10 bits, under 2^53.
 */
const NUMERIC_TOKENS = 4;

/**
 * The slots where `oldMoves` and `newMoves` (played from the same time) differ, cached by the
 * two windows (edits with face turns come from a few thousand such pairs on any cube). The
 * annealing's windows have at most four moves in all: their key is a number, not a string built
 * on every edit scored.
 */
export function windowDiff(
  model: CubeModel,
  oldMoves: ArrayLike<number>,
  oldCount: number,
  newMoves: ArrayLike<number>,
  newCount: number,
): WindowDiff {
  let cache = diffCaches.get(model);
  if (!cache) {
    cache = { byNumber: new Map(), byString: new Map() };
    diffCaches.set(model, cache);
  }
  if (oldCount + newCount <= NUMERIC_TOKENS && model.perms.length < 1024) {
    let key = oldCount;
    for (let j = 0; j < oldCount; j++) key = key * 1024 + (oldMoves[j] as number) + 1;
    for (let j = 0; j < newCount; j++) key = key * 1024 + (newMoves[j] as number) + 1;
    let diff = cache.byNumber.get(key);
    if (!diff) {
      diff = computeDiff(model, oldMoves, oldCount, newMoves, newCount);
      cache.byNumber.set(key, diff);
    }
    return diff;
  }
  const key = `${Array.prototype.slice.call(oldMoves, 0, oldCount)}|${Array.prototype.slice.call(newMoves, 0, newCount)}`;
  let diff = cache.byString.get(key);
  if (!diff) {
    diff = computeDiff(model, oldMoves, oldCount, newMoves, newCount);
    cache.byString.set(key, diff);
  }
  return diff;
}

function computeDiff(
  model: CubeModel,
  oldMoves: ArrayLike<number>,
  oldCount: number,
  newMoves: ArrayLike<number>,
  newCount: number,
): WindowDiff {
  const { perms, supports } = model;
  const seen = new Uint8Array(model.size);
  const from: number[] = [];
  const to: number[] = [];
  // Where slot x goes through the moves (the inverse token's permutation maps forward).
  const forward = (moves: ArrayLike<number>, count: number, x: number) => {
    let y = x;
    for (let j = 0; j < count; j++)
      y = (perms[inverseToken(moves[j] as number)] as Int32Array)[y] as number;
    return y;
  };
  const scan = (t: number) => {
    const sup = supports[t] as Int32Array;
    for (let s = 0; s < sup.length; s++) {
      const x = sup[s] as number;
      if (seen[x]) continue;
      seen[x] = 1;
      const yNew = forward(newMoves, newCount, x);
      if (yNew !== forward(oldMoves, oldCount, x)) {
        from.push(x);
        to.push(yNew);
      }
    }
  };
  for (let j = 0; j < oldCount; j++) scan(oldMoves[j] as number);
  for (let j = 0; j < newCount; j++) scan(newMoves[j] as number);
  return { from: Int32Array.from(from), to: Int32Array.from(to) };
}
