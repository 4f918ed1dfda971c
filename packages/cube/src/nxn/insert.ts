import { type Catalog, catalogOf, entryMoves, type Unit } from './catalog.js';
import {
  type CubeModel,
  simplifyTokens,
  tokenAxis,
  tokenCost,
  tokenLayer,
  tokenQ,
} from './model.js';

/*
 * 3-cycles by insertion (after KMCoders' write-up): a 3-cycle C put between moves k−1 and k of
 * the sequence so far acts at the end as the 3-cycle conjugated by moves k…: positions D_k(p),
 * where D_k(p) is where the sticker at p before move k ends up. Its first move may merge with
 * the moves just before k (same axis and layer) and its last with those just after, so it costs
 * less there. Each step takes the best stickers-placed-per-move over every active unit's catalog,
 * at the end of the sequence (every entry) or inside the last `window` positions (only entries
 * that merge on at least one side), inserts it and cancels moves. Returns the new whole sequence;
 * it stops when no 3-cycle gains. Units left unsolved go to the caller's fallback.
 * Each unit keeps its best insertion from step to step: a step moves stickers of one unit only,
 * so for every other unit the rows D_k and the end state are unchanged, and only the positions
 * whose neighbouring runs changed (or that entered the window) are scanned again.
 */

const costOfQ = [0, 1, 2, 1];

/** Moves saved when token f follows (or precedes) token t: 0 unless same axis and layer. */
function mergeSaving(n: number, t: number, f: number): number {
  if (tokenAxis(n, t) !== tokenAxis(n, f) || tokenLayer(n, t) !== tokenLayer(n, f)) return 0;
  const q = (tokenQ(t) + tokenQ(f)) % 4;
  return tokenCost(t) + tokenCost(f) - (costOfQ[q] as number);
}

interface Ends {
  first: Int32Array;
  last: Int32Array;
  /** Entries by first (last) token: fStart[t]…fStart[t + 1] in fList (lStart, lList). */
  fStart: Int32Array;
  fList: Int32Array;
  lStart: Int32Array;
  lList: Int32Array;
}

const endsCache = new WeakMap<Catalog, Ends>();
function endsOf(cat: Catalog, tokens: number): Ends {
  let e = endsCache.get(cat);
  if (e) return e;
  const first = new Int32Array(cat.count);
  const last = new Int32Array(cat.count);
  for (let i = 0; i < cat.count; i++) {
    const m = entryMoves(cat, i);
    first[i] = m[0] as number;
    last[i] = m[m.length - 1] as number;
  }
  const csr = (key: Int32Array) => {
    const start = new Int32Array(tokens + 1);
    for (let i = 0; i < key.length; i++) {
      const t = (key[i] as number) + 1;
      start[t] = (start[t] as number) + 1;
    }
    for (let t = 0; t < tokens; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number);
    const at = start.slice(0, tokens);
    const list = new Int32Array(key.length);
    for (let i = 0; i < key.length; i++) {
      const t = key[i] as number;
      list[at[t] as number] = i;
      at[t] = (at[t] as number) + 1;
    }
    return [start, list] as const;
  };
  const [fStart, fList] = csr(first);
  const [lStart, lList] = csr(last);
  e = { first, last, fStart, fList, lStart, lList };
  endsCache.set(cat, e);
  return e;
}

export function insertUnits(
  model: CubeModel,
  units: readonly Unit[],
  start: Int32Array,
  tgt: Int32Array,
  prefix: readonly number[],
  cellBudget: number,
  check: () => void,
): number[] {
  const { n, size } = model;
  let M = prefix.slice();
  // The state at the end.
  const fin = start.slice();
  {
    const scratch = new Int32Array(size);
    for (const t of M) {
      const p = model.perms[t] as Int32Array;
      for (let i = 0; i < size; i++) scratch[i] = fin[p[i] as number] as number;
      fin.set(scratch);
    }
  }
  const window = Math.max(0, Math.floor(cellBudget / size));
  const active: number[] = [];
  const cats: Catalog[] = [];
  const ends: Ends[] = [];
  const wrong: number[] = [];
  const bestE: number[] = [];
  const bestR: number[] = [];
  const minCost: number[] = [];
  units.forEach((unit, u) => {
    let w = 0;
    for (const s of unit.stickers) if (fin[s] !== tgt[s]) w++;
    wrong[u] = w;
    if (w === 0) return;
    cats[u] = catalogOf(n, u);
    ends[u] = endsOf(cats[u] as Catalog, 9 * n);
    // The cheapest any entry can get: its cost less a merge on each side (at most 2 + 2, or
    // 4 for a half turn against a half turn).
    let mc = Number.POSITIVE_INFINITY;
    for (const c of (cats[u] as Catalog).cost) if (c < mc) mc = c;
    minCost[u] = Math.max(1, mc - 8);
    active.push(u);
  });
  // D rows for positions kmin..len (row k − kmin); the last row is the identity.
  let D = new Int32Array(0);
  let kmin = 0;
  const buildD = () => {
    const len = M.length;
    kmin = Math.max(0, len - window);
    const rows = len - kmin + 1;
    if (D.length < rows * size) D = new Int32Array(Math.max(rows * size, 2 * D.length));
    let b = (len - kmin) * size;
    for (let i = 0; i < size; i++) D[b + i] = i;
    for (let k = len - 1; k >= kmin; k--) {
      const p = model.perms[M[k] as number] as Int32Array;
      const nb = b - size;
      for (let i = 0; i < size; i++) D[nb + (p[i] as number)] = D[b + i] as number;
      b = nb;
    }
  };
  /** Gain of entry e at row base b of D (b < 0: at the end, identity). */
  const gainAt = (cat: Catalog, e: number, b: number) => {
    let g = 0;
    const w = cat.width;
    const o = e * w;
    for (let j = 0; j < w; j++) {
      let p = cat.pos[o + j] as number;
      let s = cat.src[o + j] as number;
      if (b >= 0) {
        p = D[b + p] as number;
        s = D[b + s] as number;
      }
      const t = tgt[p];
      if (fin[s] === t) g++;
      if (fin[p] === t) g--;
    }
    return g;
  };
  const rescan = (u: number) => {
    const cat = cats[u] as Catalog;
    let be = -1;
    let br = 0;
    for (let e = 0; e < cat.count; e++) {
      const g = gainAt(cat, e, -1);
      if (g <= 0) continue;
      const r = g / (cat.cost[e] as number);
      if (r > br) {
        br = r;
        be = e;
      }
    }
    bestE[u] = be;
    bestR[u] = br;
  };
  const saveL = new Int32Array(9 * n);
  const saveR = new Int32Array(9 * n);
  const vals = new Int32Array(6);
  const tmpP = new Int32Array(6);
  // Per unit, its best insertion so far: ratio, entry, position (kept across steps where valid).
  const cR = new Float64Array(units.length);
  const cE = new Int32Array(units.length).fill(-1);
  const cK = new Int32Array(units.length);
  /** Improves unit u's best over positions from…to (both ends included). */
  const scanUnit = (u: number, from: number, to: number) => {
    const len = M.length;
    const cat = cats[u] as Catalog;
    const { fStart, fList, last, lStart, lList, first } = ends[u] as Ends;
    const wmax = Math.min(cat.width, wrong[u] as number);
    const mc = minCost[u] as number;
    let br = cR[u] as number;
    let be = cE[u] as number;
    let bk = cK[u] as number;
    for (let k = Math.max(from, kmin, 1); k <= to && k <= len; k++) {
      if (wmax <= br * mc) break;
      const b = (k - kmin) * size;
      // Savings by token: left of k (saveL) and right of k (saveR).
      const ax = tokenAxis(n, M[k - 1] as number);
      for (let j = k - 1; j >= 0 && tokenAxis(n, M[j] as number) === ax; j--) {
        const t = M[j] as number;
        const base = t - (t % 3);
        for (let q = 0; q < 3; q++) saveL[base + q] = mergeSaving(n, t, base + q);
      }
      const ax2 = k < len ? tokenAxis(n, M[k] as number) : -1;
      for (let j = k; j < len && tokenAxis(n, M[j] as number) === ax2; j++) {
        const t = M[j] as number;
        const base = t - (t % 3);
        for (let q = 0; q < 3; q++) saveR[base + q] = mergeSaving(n, t, base + q);
      }
      // Entries whose first move merges with the run before k.
      for (let j = k - 1; j >= 0 && tokenAxis(n, M[j] as number) === ax; j--) {
        const base = (M[j] as number) - ((M[j] as number) % 3);
        for (let f = base; f < base + 3; f++) {
          const sL = saveL[f] as number;
          if (sL <= 0) continue;
          for (let i = fStart[f] as number; i < (fStart[f + 1] as number); i++) {
            const e = fList[i] as number;
            const c = (cat.cost[e] as number) - sL - (saveR[last[e] as number] as number);
            if (c <= 0 || wmax <= br * c) continue;
            const g = gainAt(cat, e, b);
            if (g > br * c) {
              br = g / c;
              be = e;
              bk = k;
            }
          }
        }
      }
      // Entries whose last move merges with the run after k (and first does not merge).
      for (let j = k; j < len && tokenAxis(n, M[j] as number) === ax2; j++) {
        const base = (M[j] as number) - ((M[j] as number) % 3);
        for (let l = base; l < base + 3; l++) {
          const sR = saveR[l] as number;
          if (sR <= 0) continue;
          for (let i = lStart[l] as number; i < (lStart[l + 1] as number); i++) {
            const e = lList[i] as number;
            if ((saveL[first[e] as number] as number) > 0) continue;
            const c = (cat.cost[e] as number) - sR;
            if (c <= 0 || wmax <= br * c) continue;
            const g = gainAt(cat, e, b);
            if (g > br * c) {
              br = g / c;
              be = e;
              bk = k;
            }
          }
        }
      }
      // Clear the saving tables (only the two runs' axes were written).
      saveL.fill(0, ax * 3 * n, (ax + 1) * 3 * n);
      if (ax2 >= 0) saveR.fill(0, ax2 * 3 * n, (ax2 + 1) * 3 * n);
    }
    cR[u] = br;
    cE[u] = be;
    cK[u] = bk;
  };
  const fullScan = (u: number) => {
    rescan(u);
    cR[u] = bestR[u] as number;
    cE[u] = bestE[u] as number;
    cK[u] = M.length;
    scanUnit(u, 0, M.length);
  };
  // What the last step changed: old and new lengths, common prefix and suffix, unit.
  let lastU = -1;
  let oldLen = 0;
  let oldKmin = 0;
  let P = 0;
  let S = 0;
  while (active.length > 0) {
    check();
    buildD();
    const len = M.length;
    const delta = len - oldLen;
    // Positions whose runs or suffix changed (new coordinates).
    // A position sees the runs of one axis on each side of it: widen the changed zone by them.
    let lo = Math.min(P, len);
    if (lo < len)
      while (lo > 0 && tokenAxis(n, M[lo - 1] as number) === tokenAxis(n, M[P] as number)) lo--;
    lo--;
    const z = len - S;
    let hi = z;
    if (z > 0)
      while (hi < len && tokenAxis(n, M[hi] as number) === tokenAxis(n, M[z - 1] as number)) hi++;
    hi++;
    for (const u of active) {
      if (lastU < 0 || u === lastU) {
        fullScan(u);
        continue;
      }
      const k = cK[u] as number;
      let k2 = -1;
      if (k < lo) k2 = k;
      else if (k + delta > hi) k2 = k + delta;
      if (k2 < 0 || (k2 < Math.max(kmin, 1) && k2 !== len)) {
        // Its best is gone: the window again, from its best at the end (still valid, as the
        // last step moved none of its stickers).
        cR[u] = bestR[u] as number;
        cE[u] = bestE[u] as number;
        cK[u] = len;
        scanUnit(u, 0, len);
        continue;
      }
      cK[u] = k2;
      scanUnit(u, lo, hi);
      // Positions the window gained at its bottom.
      if (kmin < oldKmin) scanUnit(u, kmin, Math.min(oldKmin, lo) - 1);
    }
    let bu = -1;
    let br = 0;
    for (const u of active)
      if ((cE[u] as number) >= 0 && (cR[u] as number) > br) {
        br = cR[u] as number;
        bu = u;
      }
    if (bu < 0) break;
    const be = cE[bu] as number;
    const bk = cK[bu] as number;
    const cat = cats[bu] as Catalog;
    const w = cat.width;
    const b = (bk - kmin) * size;
    const g = gainAt(cat, be, b);
    wrong[bu] = (wrong[bu] as number) - g;
    for (let j = 0; j < w; j++) {
      tmpP[j] = D[b + (cat.pos[be * w + j] as number)] as number;
      vals[j] = fin[D[b + (cat.src[be * w + j] as number)] as number] as number;
    }
    for (let j = 0; j < w; j++) fin[tmpP[j] as number] = vals[j] as number;
    const old = M;
    M = simplifyTokens(n, old.slice(0, bk).concat(entryMoves(cat, be), old.slice(bk)));
    oldLen = old.length;
    oldKmin = kmin;
    const lim = Math.min(old.length, M.length);
    P = 0;
    while (P < lim && old[P] === M[P]) P++;
    S = 0;
    while (S < lim - P && old[old.length - 1 - S] === M[M.length - 1 - S]) S++;
    lastU = bu;
    if (wrong[bu] === 0) active.splice(active.indexOf(bu), 1);
  }
  return M;
}
