import { stickerKind } from './catalog.js';
import { cubeModel, inverseToken, token, tokenCost } from './model.js';
import { cycles } from './multi-centres.js';

/*
 * Wings many at a time (see multi-centres.ts for the idea): [A, X Y X⁻¹] with X, Y face turns
 * and A a set of parallel inner slices, each slice's layer getting its own 3-cycle of wings.
 */

interface WingTemplate {
  a: number[];
  cost: number;
  x: number;
  y: number;
  inv: number;
  /** Layers (index into `a`) whose commutator is a 3-cycle of wings; 6 stickers each. */
  valid: Uint8Array;
  pos: Int32Array;
  src: Int32Array;
}

const wingTables = new Map<number, WingTemplate[]>();

/**
 * Wing templates [A, X Y X⁻¹]: X, Y face turns, A any set of parallel inner slices (not the
 * middle one): each slice's layer gets its own 3-cycle of wings, all for 2|A| + 6 moves.
 */
export function wingTemplates(n: number): WingTemplate[] {
  let t = wingTables.get(n);
  if (t) return t;
  const model = cubeModel(n);
  const mid = n % 2 === 1 ? (n - 1) / 2 : -1;
  const layers = Array.from({ length: n - 2 }, (_, i) => i + 1).filter((l) => l !== mid);
  const isWing = new Uint8Array(model.size);
  for (let i = 0; i < model.size; i++) isWing[i] = stickerKind(n, i) === 'wing' ? 1 : 0;
  const faces: number[] = [];
  for (let axis = 0; axis < 3; axis++)
    for (const layer of [0, n - 1])
      for (let q = 1; q <= 3; q++) faces.push(token(n, axis, layer, q));
  const mark = new Int32Array(model.size);
  let stamp = 0;
  t = [];
  for (let axisA = 0; axisA < 3; axisA++)
    for (const qA of [1, 3]) {
      const a = layers.map((l) => token(n, axisA, l, qA));
      for (const x of faces) {
        const px = model.perms[x] as Int32Array;
        for (const y of faces) {
          const supY = model.supports[y] as Int32Array;
          for (const inv of [0, 1]) {
            const valid = new Uint8Array(a.length);
            const pos = new Int32Array(a.length * 6);
            const src = new Int32Array(a.length * 6);
            let any = false;
            a.forEach((at, k) => {
              stamp++;
              for (const s of model.supports[at] as Int32Array) mark[s] = stamp;
              const hit: number[] = [];
              for (let j = 0; j < supY.length && hit.length <= 2; j++) {
                const s = px[supY[j] as number] as number;
                if (mark[s] === stamp) hit.push(s);
              }
              if (hit.length !== 2 || !isWing[hit[0] as number] || !isWing[hit[1] as number])
                return;
              const xi = inverseToken(x);
              const seq = inv
                ? [x, y, xi, at, x, inverseToken(y), xi, inverseToken(at)]
                : [at, x, y, xi, inverseToken(at), x, inverseToken(y), xi];
              if (!cycles(model, seq, hit, at, x, y, 6, pos, src, k * 6)) return;
              valid[k] = 1;
              any = true;
            });
            if (any)
              t.push({ a, cost: 4 * tokenCost(x) + 2 * tokenCost(y), x, y, inv, valid, pos, src });
          }
        }
      }
    }
  wingTables.set(n, t);
  return t;
}

/** Applies many-slice wing commutators while the best places at least `minRatio` stickers per move. */
export function multiWings(
  n: number,
  st: Int32Array,
  tgt: Int32Array,
  minRatio: number,
  check: () => void,
): number[] {
  const templates = wingTemplates(n);
  const out: number[] = [];
  const gains: number[] = [];
  const order: number[] = [];
  for (;;) {
    check();
    let best: { tp: WingTemplate; K: number[]; ratio: number } | null = null;
    for (const tp of templates) {
      gains.length = 0;
      order.length = 0;
      for (let k = 0; k < tp.valid.length; k++) {
        if (!tp.valid[k]) continue;
        let g = 0;
        for (let j = k * 6; j < k * 6 + 6; j++) {
          const q = tp.pos[j] as number;
          const want = tgt[q];
          if (st[tp.src[j] as number] === want) g++;
          if (st[q] === want) g--;
        }
        if (g > 0) {
          gains[k] = g;
          order.push(k);
        }
      }
      if (order.length === 0) continue;
      order.sort((p, q) => (gains[q] as number) - (gains[p] as number));
      let gain = 0;
      let bestLen = 0;
      let bestRatio = 0;
      for (let i = 0; i < order.length; i++) {
        gain += gains[order[i] as number] as number;
        const r = gain / (tp.cost + 2 * (i + 1));
        if (r > bestRatio) {
          bestRatio = r;
          bestLen = i + 1;
        }
      }
      if (!best || bestRatio > best.ratio)
        best = { tp, K: order.slice(0, bestLen), ratio: bestRatio };
    }
    if (!best || best.ratio < minRatio) return out;
    const { tp, K } = best;
    const vals = [0, 0, 0, 0, 0, 0];
    for (const k of K) {
      for (let j = 0; j < 6; j++) vals[j] = st[tp.src[k * 6 + j] as number] as number;
      for (let j = 0; j < 6; j++) st[tp.pos[k * 6 + j] as number] = vals[j] as number;
    }
    K.sort((p, q) => p - q);
    const A = K.map((k) => tp.a[k] as number);
    const Ai = A.map(inverseToken);
    const xi = inverseToken(tp.x);
    if (tp.inv) out.push(tp.x, tp.y, xi, ...A, tp.x, inverseToken(tp.y), xi, ...Ai);
    else out.push(...A, tp.x, tp.y, xi, ...Ai, tp.x, inverseToken(tp.y), xi);
  }
}
