import { stickerKind } from './catalog.js';
import { type CubeModel, cubeModel, inverseToken, sourceOf, token, tokenCost } from './model.js';

/*
 * Centres many at a time (after the Santa winners' write-up): [A, Y] and [A, X Y X⁻¹] where A is
 * a set of parallel inner slices, Y a set of inner slices of another axis and X a face turn.
 * When each single pair (a, y) is a 3-cycle (two, for [a, y]: the slices meet on two faces), the
 * commutator is the product of all the pairs' cycles, for 2|A| + 2|Y| (+ 4) moves: with many
 * pairs, far fewer moves per sticker than one 3-cycle at a time.
 *
 * A template fixes the axes, directions, X and the order; its table holds the cycles of every
 * pair of layers (or none). Each step takes, for every template, the pair set I × J found by
 * alternately choosing the best columns for the rows and the best rows for the columns (stickers
 * placed per move), and applies the best of all. The final replay checks it all.
 */

interface Template {
  axisA: number;
  qA: number;
  axisY: number;
  qY: number;
  x: number;
  inv: number;
  /** Stickers per pair: 3 (one 3-cycle, conjugated by x) or 6 (two 3-cycles, x = −1). */
  w: number;
  /** valid[i·L + j]: layers[i] with layers[j] is a 3-cycle of centres. */
  valid: Uint8Array;
  pos: Int32Array;
  src: Int32Array;
}

interface MultiTables {
  layers: Int32Array;
  templates: Template[];
}

const tables = new Map<number, MultiTables>();

export function multiTables(n: number): MultiTables {
  let t = tables.get(n);
  if (t) return t;
  const model = cubeModel(n);
  const layers = Int32Array.from({ length: n - 2 }, (_, i) => i + 1);
  const L = layers.length;
  const isCentre = new Uint8Array(model.size);
  for (let i = 0; i < model.size; i++) isCentre[i] = stickerKind(n, i) === 'centre' ? 1 : 0;
  const templates: Template[] = [];
  const mark = new Int32Array(model.size);
  let stamp = 0;
  const identity = Int32Array.from({ length: model.size }, (_, i) => i);
  for (let axisA = 0; axisA < 3; axisA++)
    for (let axisY = 0; axisY < 3; axisY++) {
      if (axisY === axisA) continue;
      // [A, Y] itself (two 3-cycles per pair for 4 moves), and conjugated by a face turn
      // (one 3-cycle per pair, nothing else touched: better once most centres are home).
      const xs = [-1];
      for (let xAxis = 0; xAxis < 3; xAxis++)
        for (const xLayer of [0, n - 1])
          for (let xq = 1; xq <= 3; xq += 2) xs.push(token(n, xAxis, xLayer, xq));
      for (const x of xs) {
        const px = x < 0 ? identity : (model.perms[x] as Int32Array);
        const w = x < 0 ? 6 : 3;
        const hits = x < 0 ? 2 : 1;
        for (const qA of [1, 3])
          for (const qY of [1, 3])
            for (const inv of [0, 1]) {
              const valid = new Uint8Array(L * L);
              const pos = new Int32Array(L * L * w);
              const src = new Int32Array(L * L * w);
              let any = false;
              for (let i = 0; i < L; i++) {
                const a = token(n, axisA, layers[i] as number, qA);
                stamp++;
                const supA = model.supports[a] as Int32Array;
                for (const s of supA) mark[s] = stamp;
                for (let j = 0; j < L; j++) {
                  const y = token(n, axisY, layers[j] as number, qY);
                  const supY = model.supports[y] as Int32Array;
                  let count = 0;
                  const hit: number[] = [];
                  for (let k = 0; k < supY.length && count <= hits; k++) {
                    const s = px[supY[k] as number] as number;
                    if (mark[s] === stamp) {
                      count++;
                      hit.push(s);
                    }
                  }
                  if (count !== hits || hit.some((h) => !isCentre[h])) continue;
                  let seq: number[];
                  if (x < 0)
                    seq = inv
                      ? [y, a, inverseToken(y), inverseToken(a)]
                      : [a, y, inverseToken(a), inverseToken(y)];
                  else {
                    const xi = inverseToken(x);
                    seq = inv
                      ? [x, y, xi, a, x, inverseToken(y), xi, inverseToken(a)]
                      : [a, x, y, xi, inverseToken(a), x, inverseToken(y), xi];
                  }
                  const ok = cycles(model, seq, hit, a, x, y, w, pos, src, (i * L + j) * w);
                  if (!ok) continue;
                  valid[i * L + j] = 1;
                  any = true;
                }
              }
              if (any) templates.push({ axisA, qA, axisY, qY, x, inv, w, valid, pos, src });
            }
      }
    }
  t = { layers, templates };
  tables.set(n, t);
  return t;
}

/** The w moved stickers of `seq`: they lie among the hits and their images under a and x y x⁻¹. */
export function cycles(
  model: CubeModel,
  seq: readonly number[],
  hits: readonly number[],
  a: number,
  xt: number,
  y: number,
  w: number,
  pos: Int32Array,
  src: Int32Array,
  at: number,
): boolean {
  const conj = (t: number) => (xt < 0 ? [t] : [xt, t, inverseToken(xt)]);
  const K = new Set<number>();
  for (const h of hits) {
    K.add(h);
    K.add(sourceOf(model, [a], h));
    K.add(sourceOf(model, [inverseToken(a)], h));
    K.add(sourceOf(model, conj(y), h));
    K.add(sourceOf(model, conj(inverseToken(y)), h));
  }
  let k = 0;
  const moved: number[] = [];
  for (const p of K) {
    const f = sourceOf(model, seq, p);
    if (f !== p) {
      if (k >= w) return false;
      pos[at + k] = p;
      src[at + k] = f;
      moved.push(p);
      k++;
    }
  }
  if (k !== w) return false;
  for (let j = 0; j < w; j++) if (!moved.includes(src[at + j] as number)) return false;
  return true;
}

/**
 * Applies many-slice centre commutators while the best places at least `minRatio` stickers per
 * move; returns the moves.
 */
export function multiCentres(
  n: number,
  st: Int32Array,
  tgt: Int32Array,
  minRatio: number,
  check: () => void,
): number[] {
  const { layers, templates } = multiTables(n);
  const L = layers.length;
  const scratch: Scratch = {
    gains: new Int32Array(L * L),
    order: Int32Array.from({ length: L }, (_, i) => i),
    sums: new Float64Array(L),
  };
  const out: number[] = [];
  const gainOf = (tp: Template, p: number) => {
    let s = 0;
    const w = tp.w;
    const b = p * w;
    for (let k = 0; k < w; k++) {
      const q = tp.pos[b + k] as number;
      const want = tgt[q];
      if (st[tp.src[b + k] as number] === want) s++;
      if (st[q] === want) s--;
    }
    return s;
  };
  for (;;) {
    check();
    let best: PairSet | null = null;
    for (const tp of templates) {
      const found = bestPairSet(tp, L, gainOf, scratch);
      if (found && (!best || found.ratio > best.ratio)) best = found;
    }
    if (!best || best.ratio < minRatio) return out;
    const { tp, I, J } = best;
    // Apply every pair's 3-cycle (they are disjoint).
    const vals = [0, 0, 0, 0, 0, 0];
    const w = tp.w;
    for (const i of I)
      for (const j of J) {
        const b = (i * L + j) * w;
        for (let k = 0; k < w; k++) vals[k] = st[tp.src[b + k] as number] as number;
        for (let k = 0; k < w; k++) st[tp.pos[b + k] as number] = vals[k] as number;
      }
    const A = I.map((i) => token(n, tp.axisA, layers[i] as number, tp.qA));
    const Y = J.map((j) => token(n, tp.axisY, layers[j] as number, tp.qY));
    const Ai = A.map(inverseToken);
    const Yi = Y.map(inverseToken);
    const xi = inverseToken(tp.x);
    if (tp.x < 0) out.push(...(tp.inv ? [...Y, ...A, ...Yi, ...Ai] : [...A, ...Y, ...Ai, ...Yi]));
    else if (tp.inv) out.push(tp.x, ...Y, xi, ...A, tp.x, ...Yi, xi, ...Ai);
    else out.push(...A, tp.x, ...Y, xi, ...Ai, tp.x, ...Yi, xi);
  }
}

const BAD = -1_000_000;

/** A template's chosen pair set: rows I (layers of A) and columns J (of Y), and its ratio. */
interface PairSet {
  tp: Template;
  I: number[];
  J: number[];
  ratio: number;
}

/** Buffers of the pair-set search, reused across templates and steps. */
interface Scratch {
  /** gains[i·L + j]: stickers placed by pair (i, j), or BAD when it is no 3-cycle. */
  gains: Int32Array;
  order: Int32Array;
  sums: Float64Array;
}

/**
 * The best pair set I × J of one template: from single rows (every row for [A, Y], the two best
 * for conjugates), alternately the best columns for the rows and the best rows for the columns.
 */
function bestPairSet(
  tp: Template,
  L: number,
  gainOf: (tp: Template, p: number) => number,
  scratch: Scratch,
): PairSet | null {
  const { gains, order, sums } = scratch;
  const xCost = tp.x < 0 ? 0 : 4 * tokenCost(tp.x);
  let top1 = -1;
  let top2 = -1;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < L; i++) {
    let m = 0;
    for (let p = i * L; p < i * L + L; p++) {
      const v = tp.valid[p] ? gainOf(tp, p) : BAD;
      gains[p] = v;
      if (v > m) m = v;
    }
    if (m > m1) {
      top2 = top1;
      m2 = m1;
      top1 = i;
      m1 = m;
    } else if (m > m2) {
      top2 = i;
      m2 = m;
    }
  }
  if (top1 < 0) return null;
  let best: PairSet | null = null;
  const starts = tp.w === 6 ? L : top2 < 0 ? 1 : 2;
  for (let k0 = 0; k0 < starts; k0++) {
    const i0 = tp.w === 6 ? k0 : k0 === 0 ? top1 : top2;
    let I = [i0];
    let J: number[] = [];
    let gain = 0;
    let cost = 1;
    for (let round = 0; round < 4; round++) {
      const cj = bestSet(gains, L, I, false, xCost, order, sums);
      if (cj.set.length === 0) break;
      const ci = bestSet(gains, L, cj.set, true, xCost, order, sums);
      const same = ci.set.length === I.length && ci.set.every((x, k) => x === I[k]);
      I = ci.set;
      J = cj.set;
      gain = ci.gain;
      cost = ci.cost;
      if (same || I.length === 0) break;
    }
    if (J.length === 0 || I.length === 0) continue;
    const ratio = gain / cost;
    if (!best || ratio > best.ratio) best = { tp, I, J, ratio };
  }
  return best;
}

/**
 * Given the rows (or columns) `fixed`, the other side's set with the best ratio: its lines by
 * falling sum over `fixed`, the best prefix. Sets are returned sorted.
 */
function bestSet(
  g: Int32Array,
  L: number,
  fixed: readonly number[],
  rows: boolean,
  xCost: number,
  order: Int32Array,
  sums: Float64Array,
): { set: number[]; gain: number; cost: number } {
  for (let k = 0; k < L; k++) {
    let s = 0;
    for (const f of fixed) s += g[rows ? k * L + f : f * L + k] as number;
    sums[k] = s;
    order[k] = k;
  }
  order.sort((a, b) => (sums[b] as number) - (sums[a] as number));
  let gain = 0;
  let bestRatio = 0;
  let bestLen = 0;
  let bestGain = 0;
  const base = 2 * fixed.length + xCost;
  for (let k = 0; k < L; k++) {
    const v = sums[order[k] as number] as number;
    if (v <= 0) break;
    gain += v;
    const r = gain / (base + 2 * (k + 1));
    if (r > bestRatio) {
      bestRatio = r;
      bestLen = k + 1;
      bestGain = gain;
    }
  }
  const set = Array.from(order.subarray(0, bestLen)).sort((a, b) => a - b);
  return { set, gain: bestGain, cost: base + 2 * bestLen };
}
