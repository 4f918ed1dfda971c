import { mismatches, type Rng, rng } from '@puz/perm';
import { Hash64Map } from '@puz/search';
import { type BucketCounter, bucketCounter } from './buckets.js';
import { type Endgame, finishFrom, hashState, zobrist } from './endgame.js';
import type { WreathModel } from './model.js';
import { crossingChange, turnContext } from './run-context.js';
import { nearestForeign, type RingFeatures, ringFeatures } from './run-features.js';
import { type BestEnd, type Level, newLevel, runMoves } from './run-level.js';
import { Pending } from './run-pending.js';

/*
 * Run beam: a beam over *runs* — a whole turn of one ring by k steps (l^k, or -l^(n−k) when
 * that is shorter), the rings alternating — with one beam per total move count g. A run of cost c
 * from a state at g lands at g + c, so a long turn that sets a sticker up at a crossing is
 * compared with other answers of the same length instead of being lost on a plateau of the
 * single-step beam (where a ring turn changes no score for many moves).
 *
 * Levels are processed in order of g; a level keeps its `width` best children (counting sort,
 * seeded tie-break), distinct over all levels (Zobrist hash when a child is built). Score:
 * mismatchWeight · mismatches + headWeight · (each ring's distance from its crossings to its
 * nearest foreign sticker) + a look-ahead (the other ring's best next run: lookAheadWeight · its
 * length + mismatchWeight · what it brings onto the crossings) − pairWeight · (pairs of foreign
 * stickers a crossing-distance apart on a ring: one run carries such a pair through both
 * crossings, which is how the sparse tail gets sorted). When every non-crossing slot of a ring
 * wants one label (Santa's A/B/C colouring) a child is scored in O(1) from its two crossings;
 * otherwise mismatches cost O(n). On rings up to `probeRingLimit` every child is looked up in
 * the endgame table; on larger ones only built states. A child within `wildcards` of the goal,
 * or an endgame hit, gives an answer; the search stops once the level reaches its length.
 */

export interface RunBeamOptions {
  readonly width: number;
  readonly seed: number;
  /** Answers longer than this are not searched for. */
  readonly maxDepth: number;
  /** performance.now() past which the run returns what it has (null if nothing). */
  readonly deadline: number;
  /** Score: weight of a mismatched sticker … */
  readonly mismatchWeight: number;
  /** … of each ring's distance from its crossings to its nearest foreign sticker … */
  readonly headWeight: number;
  /** … and of the best next run of the other ring (its length; what it brings on). */
  readonly lookAheadWeight: number;
  /** … and (subtracted) of each pair of foreign stickers a crossing-distance apart on a ring. */
  readonly pairWeight: number;
  /** States a level keeps per placement of the special pieces (buckets.ts; 0 or absent: no cap). */
  readonly bucketCap?: number | undefined;
  readonly endgame?: Endgame | undefined;
  /** Every child is looked up in the endgame table on rings up to this size (default 40). */
  readonly probeRingLimit?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onLevel?: ((expanded: number, depth: number) => void) | undefined;
}

/** A move sequence (codes) to within `wildcards` of `goal`, or null (depth, deadline, abort). */
export function runBeamSearch(
  model: WreathModel,
  start: Uint16Array,
  goal: Uint16Array,
  wildcards: number,
  o: RunBeamOptions,
): number[] | null {
  if (mismatches(start, goal) <= wildcards) return [];
  return new RunBeam(model, start, goal, wildcards, o).search();
}

/** One run-beam search: its levels, pending children and best answer (wreath-specific: it turns rings by runs, so no generic beam fits). */
class RunBeam {
  private readonly width: number;
  private readonly random: Rng;
  private readonly z1: Int32Array;
  private readonly z2: Int32Array;
  private readonly endDist: Hash64Map | undefined;
  /** Every child is looked up in the endgame table (small rings). */
  private readonly probe: boolean;
  private readonly features: RingFeatures;
  private readonly child: Uint16Array;
  private readonly seen: Hash64Map;
  private readonly buckets: BucketCounter | undefined;
  private readonly levels = new Map<number, Level>();
  private readonly pending = new Map<number, Pending>();
  private bestLen: number;
  private bestEnd: BestEnd | null = null;
  private expanded = 0;

  constructor(
    private readonly model: WreathModel,
    private readonly start: Uint16Array,
    private readonly goal: Uint16Array,
    private readonly wildcards: number,
    private readonly o: RunBeamOptions,
  ) {
    this.width = Math.max(1, o.width | 0);
    this.random = rng(o.seed);
    const keys = o.endgame ?? zobrist(model, o.seed);
    this.z1 = keys.z1;
    this.z2 = keys.z2;
    this.endDist = o.endgame?.dist;
    this.probe = !!this.endDist && model.n <= (o.probeRingLimit ?? 40);
    this.features = ringFeatures(model, goal);
    this.child = new Uint16Array(model.size);
    this.seen = new Hash64Map(this.width * 64);
    this.buckets = bucketCounter(model, start, goal, o.bucketCap ?? 0);
    this.bestLen = o.maxDepth + 1;
  }

  search(): number[] | null {
    const half = this.model.n >> 1;
    this.pendingAt(0).push(-1, -1, 2, 0, 0);
    for (let g = 0; g < this.bestLen; g++) {
      if (this.o.signal?.aborted || performance.now() > this.o.deadline) break;
      const children = this.pending.get(g);
      this.pending.delete(g);
      // Levels older than half a turn are no longer parents: drop their states.
      const old = this.levels.get(g - half - 1);
      if (old) old.states = new Uint16Array(0);
      if (!children || children.n === 0) continue;
      const level = this.buildLevel(g, children);
      for (let i = 0; i < level.count; i++) {
        this.expanded++;
        for (let R = 0; R < 2; R++) if (level.lastRing[i] !== R) this.expandTurns(g, level, i, R);
      }
      this.o.onLevel?.(this.expanded, g);
    }
    return this.answer();
  }

  private pendingAt(g: number): Pending {
    let p = this.pending.get(g);
    if (!p) {
      p = new Pending(8 * this.width, 2 * this.width, this.random);
      this.pending.set(g, p);
    }
    return p;
  }

  /** Builds the best `width` distinct children pending at g (hashed, endgame-probed). */
  private buildLevel(g: number, children: Pending): Level {
    const { size } = this.model;
    const { ring2 } = this.features;
    const keep = children.order(this.width * 2, this.random);
    const level = newLevel(Math.min(this.width, keep.length), size);
    this.levels.set(g, level);
    this.buckets?.reset();
    for (let k = 0; k < keep.length && level.count < this.width; k++) {
      const c = keep[k] as number;
      const to = level.count * size;
      const parentG = children.parentG[c] as number;
      const R = children.ring[c] as number;
      const turn = children.turn[c] as number;
      if (parentG < 0) level.states.set(this.start, to);
      else {
        const from = (this.levels.get(parentG) as Level).states;
        const base = (children.parentI[c] as number) * size;
        level.states.set(from.subarray(base, base + size), to);
        const r2 = ring2[R] as Int32Array;
        for (let t = 0; t < this.model.n; t++)
          level.states[to + (r2[t] as number)] = from[base + (r2[t + turn] as number)] as number;
      }
      const [a, b] = hashState(level.states, size, this.z1, this.z2, to);
      // A full bucket is checked before the visited set: the state may still be kept elsewhere.
      if (this.buckets && !this.buckets.admit(level.states, to)) continue;
      if (!this.seen.add(a, b)) continue;
      const i = level.count++;
      let m = 0;
      for (let p = 0; p < size; p++) if (level.states[to + p] !== this.goal[p]) m++;
      level.mm[i] = m;
      level.h1[i] = a;
      level.h2[i] = b;
      level.lastRing[i] = R;
      level.parentG[i] = parentG;
      level.parentI[i] = children.parentI[c] as number;
      level.ring[i] = R;
      level.turn[i] = turn;
      this.probeBuilt(g, i, a, b, level.states, to);
    }
    return level;
  }

  /** A built state in the endgame table ends an answer there. */
  private probeBuilt(g: number, i: number, a: number, b: number, states: Uint16Array, at: number) {
    if (!this.endDist) return;
    const e = this.endDist.get(a, b);
    if (e < 0 || g + e >= this.bestLen) return;
    const state = states.slice(at, at + this.model.size);
    const tail = finishFrom(this.model, this.o.endgame as Endgame, state);
    if (tail && g + tail.length < this.bestLen) {
      this.bestLen = g + tail.length;
      this.bestEnd = { g, i, ring: 0, turn: 0, tail };
    }
  }

  /** Scores every turn of ring R from state i of level g and queues it at its move count. */
  private expandTurns(g: number, level: Level, i: number, R: number): void {
    const f = this.features;
    const { n } = this.model;
    const { mismatchWeight, headWeight, lookAheadWeight, pairWeight } = this.o;
    const ctx = turnContext(f, this.goal, this.o, level, i, R);
    const states = level.states;
    const base = i * this.model.size;
    const Q = 1 - R;
    const r2 = f.ring2[R] as Int32Array;
    const headR = f.heads[R] as number;
    const headQ = f.heads[Q] as number;
    const foreignQ = f.foreign[Q] as Uint8Array;
    const ownQ = f.ownLabel[Q] as number;
    const own = f.ownLabel[R] as number;
    const wantStart = this.goal[r2[0] as number] as number;
    const wantHead = this.goal[r2[headR] as number] as number;
    const nearest = nearestForeign(f, states, base, R);
    const pairsQ = pairWeight > 0 && f.pairsOk[Q];
    // Q's turns by headQ and n − headQ read the child's crossings: their lengths.
    const toHeadLength = Math.min(headQ, n - headQ);
    const toStartLength = Math.min(n - headQ, headQ);
    for (let turn = 1; turn < n; turn++) {
      const gc = g + Math.min(turn, n - turn);
      if (gc >= this.bestLen) continue;
      // The labels the turn brings onto R's two crossings.
      const atStart = states[base + (r2[turn] as number)] as number;
      const atHead = states[base + (r2[turn + headR] as number)] as number;
      let m = ctx.mismatchesOff;
      if (own >= 0)
        m +=
          ctx.offOwn -
          (atStart !== own ? 1 : 0) -
          (atHead !== own ? 1 : 0) +
          (atStart !== wantStart ? 1 : 0) +
          (atHead !== wantHead ? 1 : 0);
      else
        for (let t = 0; t < n; t++)
          if (states[base + (r2[t + turn] as number)] !== this.goal[r2[t] as number]) m++;
      if (m <= this.wildcards) {
        this.bestLen = gc;
        this.bestEnd = { g, i, ring: R, turn, tail: [] };
        continue;
      }
      const ownForeignDist = Math.min(nearest[turn] as number, nearest[turn + headR] as number);
      const otherForeignDist = foreignQ[atStart] || foreignQ[atHead] ? 0 : ctx.otherForeignDist;
      let pairs = 0;
      if (pairsQ) {
        const startForeign = foreignQ[atStart] as number;
        const headForeign = foreignQ[atHead] as number;
        pairs =
          ctx.otherPairs +
          (foreignQ[ctx.beforeStart] as number) * startForeign +
          startForeign * headForeign +
          headForeign * (foreignQ[ctx.beyondHead] as number);
      }
      let lookAhead = 0;
      if (ownQ >= 0 && lookAheadWeight > 0) {
        // The two turns of Q that bring a child's crossing sticker back onto a crossing.
        lookAhead = ctx.lookAheadBase;
        const toHead =
          mismatchWeight * crossingChange(f, this.goal, Q, atHead, ctx.beyondHead) +
          lookAheadWeight * toHeadLength;
        const toStart =
          mismatchWeight * crossingChange(f, this.goal, Q, ctx.beforeStart, atStart) +
          lookAheadWeight * toStartLength;
        if (toHead < lookAhead) lookAhead = toHead;
        if (toStart < lookAhead) lookAhead = toStart;
      }
      lookAhead -= pairWeight * (pairs + ctx.ownPairs);
      if (this.probe) this.probeChild(g, gc, level, i, R, turn);
      this.pendingAt(gc).push(
        g,
        i,
        R,
        turn,
        mismatchWeight * m + headWeight * (ownForeignDist + otherForeignDist) + lookAhead,
      );
    }
  }

  /** Small wreaths: a child (its hash from the ring) looked up in the endgame table. */
  private probeChild(g: number, gc: number, level: Level, i: number, R: number, turn: number) {
    const { n, size } = this.model;
    const { z1, z2 } = this;
    const r2 = this.features.ring2[R] as Int32Array;
    const states = level.states;
    const base = i * size;
    let y1 = level.h1[i] as number;
    let y2 = level.h2[i] as number;
    for (let t = 0; t < n; t++) {
      const p = r2[t] as number;
      const before = states[base + p] as number;
      const after = states[base + (r2[t + turn] as number)] as number;
      if (before === after) continue;
      y1 ^= (z1[before * size + p] as number) ^ (z1[after * size + p] as number);
      y2 ^= (z2[before * size + p] as number) ^ (z2[after * size + p] as number);
    }
    const e = (this.endDist as Hash64Map).get(y1, y2);
    if (e < 0 || gc + e >= this.bestLen) return;
    const child = this.child;
    child.set(states.subarray(base, base + size));
    for (let t = 0; t < n; t++)
      child[r2[t] as number] = states[base + (r2[t + turn] as number)] as number;
    const tail = finishFrom(this.model, this.o.endgame as Endgame, child);
    if (tail && gc + tail.length < this.bestLen) {
      this.bestLen = gc + tail.length;
      this.bestEnd = { g, i, ring: R, turn, tail };
    }
  }

  private pathTo(g0: number, i0: number): number[] {
    const runs: [number, number][] = [];
    for (let g = g0, i = i0; g > 0; ) {
      const level = this.levels.get(g) as Level;
      runs.push([level.ring[i] as number, level.turn[i] as number]);
      const parentG = level.parentG[i] as number;
      i = level.parentI[i] as number;
      g = parentG;
    }
    const out: number[] = [];
    for (let k = runs.length - 1; k >= 0; k--) {
      const [R, t] = runs[k] as [number, number];
      runMoves(this.model.n, R, t, out);
    }
    return out;
  }

  private answer(): number[] | null {
    const end = this.bestEnd;
    if (!end) return null;
    const out = this.pathTo(end.g, end.i);
    if (end.turn > 0) runMoves(this.model.n, end.ring, end.turn, out);
    return [...out, ...end.tail];
  }
}
