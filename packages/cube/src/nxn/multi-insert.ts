import { type CubeModel, inverseToken, simplifyTokens, token } from './model.js';
import {
  bestPairSet,
  multiTables,
  type PairSet,
  type Scratch,
  type Template,
} from './multi-centres.js';

/*
 * Many-slice centre commutators inserted anywhere in the sequence (prototype).
 */
export function multiInsert(
  model: CubeModel,
  start: Int32Array,
  target: Int32Array,
  prefix: readonly number[],
  minRatio: number,
  rowsWanted: number,
  check: () => void,
): number[] {
  const { n, size } = model;
  const { layers, templates } = multiTables(n);
  const L = layers.length;
  const tps = templates.filter((t) => t.w === 6);
  const scratch: Scratch = {
    gains: new Int32Array(L * L),
    order: Int32Array.from({ length: L }, (_, i) => i),
    sums: new Float64Array(L),
  };
  let seq = prefix.slice();
  const fin = start.slice();
  const tmp = new Int32Array(size);
  for (const t of seq) {
    const p = model.perms[t] as Int32Array;
    for (let i = 0; i < size; i++) tmp[i] = fin[p[i] as number] as number;
    fin.set(tmp);
  }
  let rows = new Int32Array(0);
  const cur = new Int32Array(size);
  const nxt = new Int32Array(size);
  for (let step = 0; ; step++) {
    check();
    const len = seq.length;
    const stride = Math.max(1, Math.ceil(len / rowsWanted));
    const at: number[] = [];
    for (let k = len; k >= 0; k -= stride) at.push(k);
    if (rows.length < at.length * size) rows = new Int32Array(at.length * size * 2);
    for (let i = 0; i < size; i++) cur[i] = i;
    let r = 0;
    for (let k = len; k >= 0; k--) {
      if (r < at.length && at[r] === k) {
        rows.set(cur, r * size);
        r++;
      }
      if (k === 0) break;
      const p = model.perms[seq[k - 1] as number] as Int32Array;
      for (let i = 0; i < size; i++) nxt[p[i] as number] = cur[i] as number;
      cur.set(nxt);
    }
    let best: PairSet | null = null;
    let bestRow = -1;
    for (let ri = 0; ri < at.length; ri++) {
      const b = ri * size;
      const gainOf = (tp: Template, pr: number) => {
        let s = 0;
        const w = tp.w;
        const o = pr * w;
        for (let k = 0; k < w; k++) {
          const q = rows[b + (tp.pos[o + k] as number)] as number;
          const want = target[q];
          if (fin[rows[b + (tp.src[o + k] as number)] as number] === want) s++;
          if (fin[q] === want) s--;
        }
        return s;
      };
      for (const tp of tps) {
        const found = bestPairSet(tp, L, gainOf, scratch, false);
        if (found && (!best || found.ratio > best.ratio)) {
          best = found;
          bestRow = ri;
        }
      }
    }
    if (!best || best.ratio < minRatio) break;
    const { tp, I, J } = best;
    const b = bestRow * size;
    const k = at[bestRow] as number;
    const tg: number[] = [];
    const vs: number[] = [];
    for (const i of I)
      for (const j of J) {
        const o = (i * L + j) * tp.w;
        for (let q = 0; q < tp.w; q++) {
          tg.push(rows[b + (tp.pos[o + q] as number)] as number);
          vs.push(fin[rows[b + (tp.src[o + q] as number)] as number] as number);
        }
      }
    for (let q = 0; q < tg.length; q++) fin[tg[q] as number] = vs[q] as number;
    const A = I.map((i) => token(n, tp.axisA, layers[i] as number, tp.qA));
    const Y = J.map((j) => token(n, tp.axisY, layers[j] as number, tp.qY));
    const ins = tp.inv
      ? [...Y, ...A, ...Y.map(inverseToken), ...A.map(inverseToken)]
      : [...A, ...Y, ...A.map(inverseToken), ...Y.map(inverseToken)];
    seq = simplifyTokens(n, seq.slice(0, k).concat(ins, seq.slice(k)));
    if (process.env.DIAG && step % 20 === 0)
      console.log(
        `  step ${step} k ${k}/${len} ratio ${best.ratio.toFixed(2)} |I|${I.length} |J|${J.length}`,
      );
  }
  return seq;
}
