import type { Catalog } from './catalog.js';
import type { CubeModel } from './model.js';

/*
 * What a catalog entry gains, inserted where D row `d` applies (insert.ts), in stickers placed.
 */

const pairCache = new WeakMap<Catalog, Int8Array>();
/** For each wing entry's j, the index k of the sticker on the same piece (its partner). */
export function pairsOf(model: CubeModel, cat: Catalog): Int8Array {
  let pair = pairCache.get(cat);
  if (pair) return pair;
  pair = new Int8Array(cat.count * 6).fill(-1);
  for (let e = 0; e < cat.count; e++)
    for (let j = 0; j < 6; j++) {
      const mate = model.partners[2 * (cat.pos[e * 6 + j] as number)] as number;
      for (let k = 0; k < 6; k++) if (cat.pos[e * 6 + k] === mate) pair[e * 6 + j] = k;
      if (pair[e * 6 + j] === -1) throw new Error('a wing 3-cycle moves half a piece (a bug)');
    }
  pairCache.set(cat, pair);
  return pair;
}

/**
 * Gain of entry e inserted where D row `d` applies (null: at the end, identity), in stickers
 * placed, against `state` (the end state) and `target`. Wing entries (`pair` given) count a wing
 * as placed only with both its stickers right (two stickers a piece): by single stickers, a
 * 3-cycle that starts undoing two swapped wing pairs often scores −1, as each swapped wing already
 * shows one right colour, so the stage left such units to the fallback (a 4-cube: 38 moves
 * appended for two swaps).
 */
export function entryGain(
  cat: Catalog,
  pair: Int8Array | null,
  e: number,
  d: Int32Array | null,
  state: Int32Array,
  target: Int32Array,
): number {
  if (pair) return pieceGain(cat, pair, e, d, state, target);
  let gain = 0;
  const w = cat.width;
  const o = e * w;
  for (let j = 0; j < w; j++) {
    let p = cat.pos[o + j] as number;
    let s = cat.src[o + j] as number;
    if (d) {
      p = d[p] as number;
      s = d[s] as number;
    }
    const want = target[p];
    if (state[s] === want) gain++;
    if (state[p] === want) gain--;
  }
  return gain;
}

/** Wing entries: twice the wing pieces placed (both stickers right) less those displaced. */
function pieceGain(
  cat: Catalog,
  pair: Int8Array,
  e: number,
  d: Int32Array | null,
  state: Int32Array,
  target: Int32Array,
): number {
  const o = e * 6;
  let gain = 0;
  for (let j = 0; j < 6; j++) {
    const k = pair[o + j] as number;
    if (k < j) continue;
    let p = cat.pos[o + j] as number;
    let s = cat.src[o + j] as number;
    let pk = cat.pos[o + k] as number;
    let sk = cat.src[o + k] as number;
    if (d) {
      p = d[p] as number;
      s = d[s] as number;
      pk = d[pk] as number;
      sk = d[sk] as number;
    }
    if (state[s] === target[p] && state[sk] === target[pk]) gain += 2;
    if (state[p] === target[p] && state[pk] === target[pk]) gain -= 2;
  }
  return gain;
}
