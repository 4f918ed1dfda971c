import { type CubeModel, inverseToken, token } from './model.js';
import { multiTables } from './multi-centres.js';

/*
 * The candidates of the pair stage (pair-insert.ts): every centre commutator [a, y] of two inner
 * slices of different axes (4 moves, two 3-cycles), each move sequence once.
 */

export interface Candidates {
  count: number;
  /** 6 positions and their sources per candidate: pos[c·6 + k] takes the sticker from src. */
  pos: Int32Array;
  src: Int32Array;
  moves: number[][];
  /** Candidates touching each position (CSR). */
  touchStart: Int32Array;
  touch: Int32Array;
  /** First and last move of each candidate, and candidates by first (last) token (CSR). */
  first: Int32Array;
  last: Int32Array;
  fStart: Int32Array;
  fList: Int32Array;
  lStart: Int32Array;
  lList: Int32Array;
}

function csr(key: Int32Array, keys: number): [Int32Array, Int32Array] {
  const start = new Int32Array(keys + 1);
  for (const t of key) start[t + 1] = (start[t + 1] as number) + 1;
  for (let t = 0; t < keys; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
  const at = start.slice(0, keys);
  const list = new Int32Array(key.length);
  key.forEach((t, i) => {
    list[at[t] as number] = i;
    at[t] = (at[t] as number) + 1;
  });
  return [start, list];
}

const cache = new Map<number, Candidates>();

export function candidatesOf(model: CubeModel): Candidates {
  const { n, size } = model;
  const hit = cache.get(n);
  if (hit) return hit;
  const { layers, templates } = multiTables(n);
  const L = layers.length;
  const pos: number[] = [];
  const src: number[] = [];
  const moves: number[][] = [];
  const seen = new Set<number>();
  const T = 9 * n;
  for (const tp of templates) {
    if (tp.w !== 6) continue;
    for (let i = 0; i < L; i++)
      for (let j = 0; j < L; j++) {
        const p = i * L + j;
        if (!tp.valid[p]) continue;
        const a = token(n, tp.axisA, layers[i] as number, tp.qA);
        const y = token(n, tp.axisY, layers[j] as number, tp.qY);
        const m = tp.inv
          ? [y, a, inverseToken(y), inverseToken(a)]
          : [a, y, inverseToken(a), inverseToken(y)];
        // [y, a] of one template is [a, y] of the template with the axes swapped.
        const key = (m[0] as number) * T + (m[1] as number);
        if (seen.has(key)) continue;
        seen.add(key);
        for (let k = 0; k < 6; k++) {
          pos.push(tp.pos[p * 6 + k] as number);
          src.push(tp.src[p * 6 + k] as number);
        }
        moves.push(m);
      }
  }
  const count = moves.length;
  const touchStart = new Int32Array(size + 1);
  for (const p of pos) (touchStart[p + 1] as number)++;
  for (let i = 0; i < size; i++)
    touchStart[i + 1] = (touchStart[i + 1] as number) + (touchStart[i] as number);
  const fill = touchStart.slice(0, size);
  const touch = new Int32Array(pos.length);
  pos.forEach((p, k) => {
    touch[(fill[p] as number)++] = Math.floor(k / 6);
  });
  const first = Int32Array.from(moves, (m) => m[0] as number);
  const last = Int32Array.from(moves, (m) => m[3] as number);
  const [fStart, fList] = csr(first, T);
  const [lStart, lList] = csr(last, T);
  const c: Candidates = {
    first,
    last,
    fStart,
    fList,
    lStart,
    lList,
    count,
    pos: Int32Array.from(pos),
    src: Int32Array.from(src),
    moves,
    touchStart,
    touch,
  };
  cache.set(n, c);
  return c;
}
