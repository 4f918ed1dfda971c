import { emitTurn, emitWord } from './emit.js';
import type { PairCells, PairJob } from './pair.js';
import { type PairTables, rowDist } from './tables.js';
import { universalTable } from './universal.js';

/*
 * Any 3-cycle of a row pair from the breadth-first table of universal.ts: the best one for the
 * pair's cells, and how it is emitted.
 */

const UNIVERSAL_MAX_CELLS = 200;

/**
 * The best 3-cycle x ← y ← z from the breadth-first table (y holds the label x needs), scored
 * (moves + λ) / stickers fixed: its index (x·n² + y·n + z) and score, or −1.
 */
export function universalBest(
  t: PairTables,
  cells: PairCells,
  lambda: number,
): { idx: number; score: number } {
  // n³ entries: kept to row pairs of at most 200 cells (b ≤ 50; Santa's largest is 132).
  if (t.n > UNIVERSAL_MAX_CELLS) return { idx: -1, score: Number.POSITIVE_INFINITY };
  const u = universalTable(t);
  const { n, w } = t;
  const { have, want, placed } = cells;
  const setup = rowDist(cells.topTurn - cells.bottomTurn, w) + 8 + lambda;
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let x = 0; x < n; x++) {
    if (placed[x]) continue;
    for (let y = 0; y < n; y++) {
      if (y === x || have[y] !== want[x]) continue;
      const row = x * n * n + y * n;
      for (let z = 0; z < n; z++) {
        if (z === x || z === y) continue;
        const conjugateMoves = u.depth[row + z]!;
        if (conjugateMoves === 255) continue;
        const gain =
          1 +
          (have[z] === want[y] ? 1 : 0) +
          (have[x] === want[z] ? 1 : 0) -
          placed[y]! -
          placed[z]!;
        if (gain <= 0) continue;
        const score = (2 * conjugateMoves + setup) / gain;
        if (score < bestScore) {
          bestScore = score;
          best = row + z;
        }
      }
    }
  }
  return { idx: best, score: bestScore };
}

/**
 * Applies the table's 3-cycle `best` as rot(pv − pu, 0)·Y·C·Y⁻¹ with every flip re-indexed by
 * −pv (the common turn of both rows is free); the frame (pu, pv) becomes (pv, pv).
 */
export function universalApply(
  t: PairTables,
  job: PairJob,
  cells: PairCells,
  best: number,
  out: string[],
): void {
  const { have, want, placed } = cells;
  const pu = cells.topTurn;
  const pv = cells.bottomTurn;
  const { n, w } = t;
  const n2 = n * n;
  emitTurn(out, job.top, pv - pu, w);
  universalWord(t, job, best, (w - pv) % w, out);
  const x = Math.floor(best / n2);
  const y = Math.floor(best / n) % n;
  const z = best % n;
  const atX = have[x]!;
  have[x] = have[y]!;
  have[y] = have[z]!;
  have[z] = atX;
  for (const p of [x, y, z]) placed[p] = have[p] === want[p] ? 1 : 0;
  cells.topTurn = pv;
}

/**
 * Emits the table's 3-cycle `best` (cells x ← y ← z of the pair) as Y·C·Y⁻¹, its flips
 * re-indexed by g0 (g0 = 0: the cells as they are now, no turns owed).
 */
export function universalWord(
  t: PairTables,
  job: PairJob,
  best: number,
  g0: number,
  out: string[],
): void {
  const u = universalTable(t);
  const { n, w } = t;
  const n2 = n * n;
  // Reconstruct Y = m1 m2 … mk from the triple back to its source.
  const ys: number[] = [];
  let idx = best;
  while (u.move[idx] !== 255) {
    const m = u.move[idx]!;
    ys.push(m);
    const pm = u.movePerms[m]!;
    const inv = (c: number) => pm.indexOf(c);
    const a = inv(Math.floor(idx / n2));
    const b = inv(Math.floor(idx / n) % n);
    const c = inv(idx % n);
    idx = a * n2 + b * n + c;
  }
  const base = t.bases[u.source[best]!]!;
  let g = g0;
  const emitLocal = (m: number, inverse: boolean) => {
    const [kind, arg] = u.moveDefs[m]!;
    if (kind === 2) out.push(`f${(((arg + g) % w) + w) % w}`);
    else if (kind === 3) g += inverse ? -arg : arg;
    else emitTurn(out, kind === 0 ? job.top : job.bot, inverse ? -arg : arg, w);
  };
  for (const m of ys) emitLocal(m, false);
  emitWord(out, base.word, job.top, job.bot, w, ((g % w) + w) % w);
  emitTurn(out, job.top, base.eu, w);
  emitTurn(out, job.bot, base.ev, w);
  for (let i = ys.length - 1; i >= 0; i--) emitLocal(ys[i]!, true);
}
