import type { Catalog, Unit } from './catalog.js';
import { unitCyclesLeft } from './cycle-count.js';
import type { Inserter, UnitScan } from './insert.js';
import { type Ends, mergeSaving } from './insert-ends.js';
import type { CubeModel } from './model.js';

/*
 * When no 3-cycle of a unit places a sticker (insert.ts stops there), the unit may still be a few
 * 3-cycles from home: stickers placed is a proxy, and with equal pieces (odd label patterns such
 * as Santa's A;B;A;B cubes) or two swapped pairs every single 3-cycle scores ≤ 0 although one
 * lowers the fewest 3-cycles left (cycle-count.ts). The fallback after the stage appended ~20-48
 * moves for such a unit (cube_4 ids 201 and 202, cube_6 id 255). So: the cheapest insertion that
 * lowers the exact count — every entry at the end, and at each position of the window the entries
 * whose first (last) move merges with the move before (after) it.
 */

export interface RescueView {
  n: number;
  model: CubeModel;
  unit: Unit;
  cat: Catalog;
  ends: Ends;
  seq: readonly number[];
  /** Positions with rows: from..seq.length (row(k) maps a position before move k to the end). */
  from: number;
  row: (k: number) => Int32Array;
  state: Int32Array;
  target: Int32Array;
}

/** The cheapest (entry, position) lowering the unit's fewest 3-cycles, or null. */
export function rescueInsertion(v: RescueView): { entry: number; at: number; cost: number } | null {
  const { n, model, unit, cat, ends, seq, state, target } = v;
  const needed = () => unitCyclesLeft(model, unit, state, target);
  const now = needed();
  if (now === 0 || !Number.isFinite(now)) return null;
  const w = cat.width;
  const to = new Int32Array(w);
  const vals = new Int32Array(w);
  const olds = new Int32Array(w);
  const lowers = (e: number, d: Int32Array): boolean => {
    for (let j = 0; j < w; j++) {
      to[j] = d[cat.pos[e * w + j] as number] as number;
      vals[j] = state[d[cat.src[e * w + j] as number] as number] as number;
    }
    for (let j = 0; j < w; j++) olds[j] = state[to[j] as number] as number;
    for (let j = 0; j < w; j++) state[to[j] as number] = vals[j] as number;
    const after = needed();
    for (let j = w - 1; j >= 0; j--) state[to[j] as number] = olds[j] as number;
    return after < now;
  };
  let best: { entry: number; at: number; cost: number } | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  const len = seq.length;
  const tryAt = (k: number, e: number, d: Int32Array) => {
    const before = k > 0 ? (seq[k - 1] as number) : -1;
    const after = k < len ? (seq[k] as number) : -1;
    let cost = cat.cost[e] as number;
    if (before >= 0) cost -= mergeSaving(n, before, ends.first[e] as number);
    if (after >= 0) cost -= mergeSaving(n, ends.last[e] as number, after);
    if (cost >= bestCost || !lowers(e, d)) return;
    bestCost = cost;
    best = { entry: e, at: k, cost };
  };
  const end = v.row(len);
  for (let e = 0; e < cat.count; e++) tryAt(len, e, end);
  for (let k = Math.max(v.from, 1); k < len; k++) {
    const d = v.row(k);
    const b = seq[k - 1] as number;
    const base = b - (b % 3);
    for (let f = base; f < base + 3; f++)
      for (let i = ends.fStart[f] as number; i < (ends.fStart[f + 1] as number); i++)
        tryAt(k, ends.fList[i] as number, d);
    const a = seq[k] as number;
    const baseA = a - (a % 3);
    for (let l = baseA; l < baseA + 3; l++)
      for (let i = ends.lStart[l] as number; i < (ends.lStart[l + 1] as number); i++)
        tryAt(k, ends.lList[i] as number, d);
  }
  return best;
}

/**
 * With no 3-cycle placing a sticker: the cheapest insertion of any active unit that lowers its
 * fewest 3-cycles left, made that unit's best (its scan's entry and position); the unit, or -1.
 */
export function rescue(ins: Inserter, model: CubeModel): number {
  let unit = -1;
  let cost = Number.POSITIVE_INFINITY;
  for (const u of ins.active) {
    const scan = ins.scans[u] as UnitScan;
    const r = rescueInsertion({
      n: ins.n,
      model,
      unit: ins.units[u] as Unit,
      cat: scan.cat,
      ends: scan.ends,
      seq: ins.seq,
      from: ins.windowStart,
      row: (k) => ins.rows.row(k),
      state: ins.finalState,
      target: ins.target,
    });
    if (r && r.cost < cost) {
      cost = r.cost;
      unit = u;
      scan.entry = r.entry;
      scan.at = r.at;
    }
  }
  return unit;
}
