import { type Catalog, entryMoves, type Unit } from './catalog.js';
import { inverseToken } from './model.js';

/*
 * The fallback of the NxNxN solver's last stage (solve.ts): one unit (a centre or wing orbit)
 * finished on its own by 3-cycles from its catalog, greedily the most stickers placed per move,
 * with a two-step lookahead when no 3-cycle gains.
 */

const firstCache = new WeakMap<Catalog, Int32Array>();
function firstMoves(cat: Catalog): Int32Array {
  let f = firstCache.get(cat);
  if (!f) {
    f = new Int32Array(cat.count);
    for (let e = 0; e < cat.count; e++) f[e] = entryMoves(cat, e)[0] as number;
    firstCache.set(cat, f);
  }
  return f;
}

/** Steps without a gaining 3-cycle before the unit is given up on (a bug). */
const MAX_STUCK = 200;

/** One unit's state and the 3-cycles of its catalog, as the greedy solver walks it. */
class UnitWalk {
  readonly out: number[] = [];
  /** Stickers of the unit not at their target. */
  wrong = 0;
  /** The inverse of the last move emitted: an entry starting with it cancels 2 moves. */
  private lastUndo = -1;
  private readonly first: Int32Array;
  private readonly vals: Int32Array;
  private seed = 12345;

  constructor(
    readonly cat: Catalog,
    readonly unit: Unit,
    readonly st: Int32Array,
    readonly tgt: Int32Array,
  ) {
    this.first = firstMoves(cat);
    this.vals = new Int32Array(cat.width);
    for (const s of unit.stickers) if (st[s] !== tgt[s]) this.wrong++;
  }

  random(): number {
    this.seed = (Math.imul(this.seed, 1103515245) + 12345) & 0x7fffffff;
    return this.seed / 0x80000000;
  }

  /** Stickers entry e would place, less those it would take away. */
  gainOf(e: number): number {
    const { pos, src, width } = this.cat;
    const { st, tgt } = this;
    let gain = 0;
    const base = e * width;
    for (let j = 0; j < width; j++) {
      const p = pos[base + j] as number;
      const want = tgt[p];
      if (st[src[base + j] as number] === want) gain++;
      if (st[p] === want) gain--;
    }
    return gain;
  }

  /** Applies entry e's 3-cycle to the state (no moves recorded). */
  cycle(e: number): void {
    const { pos, src, width } = this.cat;
    const base = e * width;
    for (let j = 0; j < width; j++) this.vals[j] = this.st[src[base + j] as number] as number;
    for (let j = 0; j < width; j++) this.st[pos[base + j] as number] = this.vals[j] as number;
  }

  /** Takes entry e: its 3-cycle and its moves. */
  take(e: number): void {
    this.wrong -= this.gainOf(e);
    this.cycle(e);
    const moves = entryMoves(this.cat, e);
    this.out.push(...moves);
    this.lastUndo = inverseToken(moves[moves.length - 1] as number);
  }

  /** The entry placing the most stickers per move (a merge with the last move counted), or -1. */
  bestGain(): number {
    const { cost, count } = this.cat;
    let best = -1;
    let bestScore = 0;
    for (let e = 0; e < count; e++) {
      const gain = this.gainOf(e);
      if (gain <= 0) continue;
      const score = gain / ((cost[e] as number) - (this.first[e] === this.lastUndo ? 2 : 0));
      if (score > bestScore) {
        bestScore = score;
        best = e;
      }
    }
    return best;
  }

  /** Entries that lose little and touch a wrong sticker: candidates for a neutral step. */
  private neutralCandidates(): number[] {
    const { pos, width, count } = this.cat;
    const candidates: number[] = [];
    for (let e = 0; e < count; e++) {
      if (this.gainOf(e) < -(2 * width) / 3) continue;
      const base = e * width;
      for (let j = 0; j < width; j++) {
        const p = pos[base + j] as number;
        if (this.st[p] !== this.tgt[p]) {
          candidates.push(e);
          break;
        }
      }
    }
    return candidates;
  }

  /** Best gain per move of any step after entry e (e tried and undone). */
  private lookahead(e: number): number {
    const { pos, cost, width, count } = this.cat;
    const gainFirst = this.gainOf(e);
    const base = e * width;
    const saved = Array.from(
      { length: width },
      (_, j) => this.st[pos[base + j] as number] as number,
    );
    this.cycle(e);
    let next = 0;
    for (let f = 0; f < count; f++) {
      const gain = this.gainOf(f);
      if (gain > 0)
        next = Math.max(next, (gain + gainFirst) / ((cost[f] as number) + (cost[e] as number)));
    }
    for (let j = 0; j < width; j++) this.st[pos[base + j] as number] = saved[j] as number;
    return next;
  }

  /** Stuck: a neutral 3-cycle through a wrong sticker, the one that opens the best next step. */
  neutralStep(tries: number): number {
    const candidates = this.neutralCandidates();
    let pick = -1;
    let pickScore = -1e9;
    for (let t = 0; t < tries && candidates.length > 0; t++) {
      const k = Math.floor(this.random() * candidates.length);
      const e = candidates[k] as number;
      candidates[k] = candidates[candidates.length - 1] as number;
      candidates.pop();
      const score = this.lookahead(e);
      if (score > pickScore) {
        pickScore = score;
        pick = e;
      }
    }
    return pick;
  }
}

/** One unit by 3-cycles: greedily the most stickers placed per move. */
export function solveUnit(
  cat: Catalog,
  unit: Unit,
  st: Int32Array,
  tgt: Int32Array,
  check: () => void,
): number[] {
  const walk = new UnitWalk(cat, unit, st, tgt);
  let stuck = 0;
  while (walk.wrong > 0) {
    const best = walk.bestGain();
    if (best >= 0) {
      walk.take(best);
      continue;
    }
    if (++stuck > MAX_STUCK) throw new Error(`stuck on a ${unit.kind} orbit (a bug)`);
    check();
    const pick = walk.neutralStep(stuck > 1 ? 4000 : 400);
    if (pick >= 0) walk.take(pick);
  }
  return walk.out;
}
