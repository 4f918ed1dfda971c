import { emitTurn } from './emit.js';
import {
  type FixedParse,
  type GlobeMove,
  type PairParse,
  parseFixed,
  parsePair,
} from './merge-parse.js';
import { rowDist } from './tables.js';

/*
 * Row pairs' answers merged into one by dynamic programming (seed 001, step 3 of the globe).
 * Two savings:
 *  - a shared bracket: a block f_j X f_j of one answer and a block f_j Y f_j of another become
 *    f_j X Y f_j (X and Y are balanced in flips, so each is the identity to the other pair): 2
 *    moves fewer;
 *  - re-indexing: on a pair, f_(j+δ) = rot(δ)·f_j·rot(−δ) with rot(δ) turning both its rows by δ,
 *    so a block may take any flip index δ away from its own if the turns around it change by δ
 *    (a turn r_top can become −r_bottom this way). Blocks are re-indexed to meet another answer's
 *    flips, or just to make the pair's own turns shorter.
 * The answers are merged two at a time: the merged answer so far stays as it is (its blocks
 * keep their flips), the next pair's blocks get offsets and places among its tokens.
 */

/** Options of the merge. */
export interface MergeOptions {
  /**
   * Try every offset for an unshared block (w² work per DP cell) instead of the four that can
   * pay off alone: keep the previous offset, go back to 0, or cancel the top or bottom turn.
   */
  readonly allOffsets?: boolean;
  /** The DP is skipped (answers concatenated) above this many states (default 20M). */
  readonly maxStates?: number;
}

const A_ALONE = 1;
const B_ALONE = 2;
const SHARED = 3;

/** Emits the moves inside a block with its flips moved by δ. */
function emitInner(out: string[], inner: readonly GlobeMove[], delta: number, w: number): void {
  for (const m of inner) {
    if (m.kind === 'f') out.push(`f${(m.j + delta) % w}`);
    else out.push(m.dir === 1 ? `r${m.row}` : `-r${m.row}`);
  }
}

/**
 * Merges a pair's answer (rows `top`, `bot`) into a fixed answer: the shortest interleaving in
 * this model (blocks shared, the pair's blocks re-indexed), as Santa moves. The result has the
 * same effect as the fixed answer followed by the pair's.
 */
export function mergeInto(
  fixed: FixedParse,
  pair: PairParse,
  top: number,
  bot: number,
  w: number,
  options: MergeOptions = {},
): string[] {
  const a = fixed.tokens;
  const units = pair.units;
  const n = a.length;
  const m = units.length;
  const states = (n + 1) * (m + 1) * w;
  if (states > (options.maxStates ?? 20_000_000)) return concatenated(fixed, pair, top, bot, w);
  const segTop = pair.top;
  const segBottom = pair.bottom;
  const seg = (k: number, shift: number) =>
    rowDist((segTop[k] as number) + shift, w) + rowDist((segBottom[k] as number) + shift, w);
  const INF = 0x3fffffff;
  const cost = new Int32Array(states).fill(INF);
  const back = new Int32Array(states);
  const at = (i: number, k: number) => (i * (m + 1) + k) * w;
  cost[0] = 0;
  const relax = (to: number, value: number, from: number, kind: number) => {
    if (value < (cost[to] as number)) {
      cost[to] = value;
      back[to] = from * 4 + kind;
    }
  };
  for (let i = 0; i <= n; i++) {
    const token = a[i];
    for (let k = 0; k <= m; k++) {
      const here = at(i, k);
      const unit = units[k];
      for (let d = 0; d < w; d++) {
        const c = cost[here + d] as number;
        if (c >= INF) continue;
        if (token) relax(at(i + 1, k) + d, c + token.moves.length, d, A_ALONE);
        if (!unit) continue;
        const inner = unit.inner.length;
        if (options.allOffsets) {
          for (let e = 0; e < w; e++)
            relax(at(i, k + 1) + e, c + seg(k, d - e) + inner + 2, d, B_ALONE);
        } else {
          const t = segTop[k] as number;
          const bt = segBottom[k] as number;
          for (const e0 of [d, 0, d + t, d + bt]) {
            const e = ((e0 % w) + w) % w;
            relax(at(i, k + 1) + e, c + seg(k, d - e) + inner + 2, d, B_ALONE);
          }
        }
        if (token && token.flip >= 0) {
          const e = (((token.flip - unit.j) % w) + w) % w;
          relax(at(i + 1, k + 1) + e, c + token.moves.length + seg(k, d - e) + inner, d, SHARED);
        }
      }
    }
  }
  let bestD = 0;
  let best = INF;
  for (let d = 0; d < w; d++) {
    const c = (cost[at(n, m) + d] as number) + seg(m, d);
    if (c < best) {
      best = c;
      bestD = d;
    }
  }
  // Walk back: steps[] holds (kind, offset before, offset after) from the end.
  const steps: [number, number, number][] = [];
  let i = n;
  let k = m;
  let d = bestD;
  while (i > 0 || k > 0) {
    const code = back[at(i, k) + d] as number;
    const kind = code & 3;
    const from = code >> 2;
    steps.push([kind, from, d]);
    if (kind !== B_ALONE) i--;
    if (kind !== A_ALONE) k--;
    d = from;
  }
  const out: string[] = [...fixed.prefix];
  i = 0;
  k = 0;
  for (let s = steps.length - 1; s >= 0; s--) {
    const [kind, from, to] = steps[s] as [number, number, number];
    if (kind === A_ALONE) {
      out.push(...(a[i++] as (typeof a)[number]).moves);
      continue;
    }
    const unit = units[k] as (typeof units)[number];
    emitTurn(out, top, (segTop[k] as number) + from - to, w);
    emitTurn(out, bot, (segBottom[k] as number) + from - to, w);
    const flip = `f${(unit.j + to) % w}`;
    if (kind === SHARED) {
      const moves = (a[i++] as (typeof a)[number]).moves;
      out.push(...moves.slice(0, -1));
      emitInner(out, unit.inner, to, w);
      out.push(moves[moves.length - 1] as string);
    } else {
      out.push(flip);
      emitInner(out, unit.inner, to, w);
      out.push(flip);
    }
    k++;
  }
  emitTurn(out, top, (segTop[m] as number) + bestD, w);
  emitTurn(out, bot, (segBottom[m] as number) + bestD, w);
  return out;
}

/** The fixed answer, then the pair's as it was read (no sharing, no re-indexing). */
function concatenated(
  fixed: FixedParse,
  pair: PairParse,
  top: number,
  bot: number,
  w: number,
): string[] {
  const out: string[] = [...fixed.prefix, ...fixed.tokens.flatMap((t) => t.moves)];
  pair.units.forEach((unit, k) => {
    emitTurn(out, top, pair.top[k] as number, w);
    emitTurn(out, bot, pair.bottom[k] as number, w);
    out.push(`f${unit.j}`);
    emitInner(out, unit.inner, 0, w);
    out.push(`f${unit.j}`);
  });
  emitTurn(out, top, pair.top[pair.units.length] as number, w);
  emitTurn(out, bot, pair.bottom[pair.units.length] as number, w);
  return out;
}

/** One row pair's answer, in the order the pairs were solved. */
export interface PairAnswer {
  readonly top: number;
  readonly bot: number;
  readonly moves: readonly string[];
}

/**
 * Merges the pairs' answers two at a time, in the order they were solved (each pair was solved
 * from the state the earlier ones left, which the merge keeps). An answer that is not of the
 * block shape (the first pair's plain flips) is appended as it is.
 */
export function mergePairs(
  answers: readonly PairAnswer[],
  w: number,
  options: MergeOptions = {},
): string[] {
  let merged: string[] = [];
  for (const answer of answers) {
    const pair = parsePair(answer.moves, answer.top, answer.bot);
    if (pair === null) merged = [...merged, ...answer.moves];
    else merged = mergeInto(parseFixed(merged), pair, answer.top, answer.bot, w, options);
  }
  return merged;
}
