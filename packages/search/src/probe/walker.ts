import type { PermPuzzle } from '@puz/perm';
import { SolveAbortedError } from '@puz/perm';
import type { Hash64Map } from '../hash64-map.js';
import { fmix32, type ProbeMoves } from './probe-moves.js';

/** A coded state: one small integer per position (the goal's code book). */
export type Coded = Uint16Array | Uint32Array;

/** Thrown inside the walk when the work says stop; caught by the probe. */
export const OUT_OF_WORK = new Error('the probe ran out of work');

/** The walk on one mutable state with its hash, shared by both sides. */
export class Walker {
  state: Coded = new Uint16Array(0);
  lo = 0;
  hi = 0;
  work = 0;
  expanded = 0;
  /** The work at which the walk stops (it throws `OUT_OF_WORK`). */
  limit = Number.POSITIVE_INFINITY;
  signal: AbortSignal | undefined;
  private readonly tmp: Uint32Array;

  constructor(
    private readonly moves: ProbeMoves,
    maxDepth: number,
  ) {
    let widest = 0;
    for (const t of moves.targets) widest = Math.max(widest, t.length);
    this.tmp = new Uint32Array(widest);
    this.path = new Int32Array(maxDepth + 1);
  }

  /** Starts from a copy of `state`, hashed from scratch. */
  reset(state: Coded): void {
    this.state = state.slice();
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < state.length; i++) {
      lo ^= keyLo(i, state[i] as number);
      hi ^= keyHi(i, state[i] as number);
    }
    this.lo = lo;
    this.hi = hi;
  }

  /** Plays move m on the state, updating the hash from the positions it writes only. */
  play(m: number): void {
    const to = this.moves.targets[m] as Uint32Array;
    const from = this.moves.sources[m] as Uint32Array;
    const state = this.state;
    const tmp = this.tmp;
    const len = to.length;
    for (let j = 0; j < len; j++) tmp[j] = state[from[j] as number] as number;
    let lo = this.lo;
    let hi = this.hi;
    for (let j = 0; j < len; j++) {
      const i = to[j] as number;
      const was = state[i] as number;
      const now = tmp[j] as number;
      if (was === now) continue;
      lo ^= keyLo(i, was) ^ keyLo(i, now);
      hi ^= keyHi(i, was) ^ keyHi(i, now);
      state[i] = now;
    }
    this.lo = lo;
    this.hi = hi;
    this.work += len;
  }

  private tick(): void {
    if (++this.expanded % 4096 === 0) {
      if (this.signal?.aborted)
        throw new SolveAbortedError('the short probe was stopped', 'signal');
    }
    if (this.work > this.limit) throw OUT_OF_WORK;
  }

  /** Adds every state exactly `depth` canonical moves from here, keyed to its last move (m + 1). */
  fill(table: Hash64Map, depth: number, last: number): void {
    this.tick();
    const { count, prune, inverse } = this.moves;
    for (let m = 0; m < count; m++) {
      if (last >= 0 && prune[last * count + m] === 1) continue;
      this.play(m);
      if (depth === 1) table.add(this.lo, this.hi, m + 1);
      else this.fill(table, depth - 1, m);
      this.play(inverse[m] as number);
    }
  }

  /** What `meet` needs to check a hit: set once per probe by `aim`. */
  private target:
    | {
        table: Hash64Map;
        back: number;
        start: Coded;
        goal: Coded;
        puzzle: PermPuzzle;
      }
    | undefined;
  private readonly path: Int32Array;

  aim(table: Hash64Map, back: number, start: Coded, goal: Coded, puzzle: PermPuzzle): void {
    this.target = { table, back, start, goal, puzzle };
  }

  /**
   * Looks up every state exactly `left` canonical moves from here; the first that is in the
   * table and replays to the goal gives the answer (move indices), else undefined.
   */
  meet(left: number, at: number, last: number): number[] | undefined {
    this.tick();
    const target = this.target as NonNullable<Walker['target']>;
    if (left === 0) {
      if (target.table.get(this.lo, this.hi) < 0) return undefined;
      return this.answer(this.path.subarray(0, at));
    }
    const { count, prune, inverse } = this.moves;
    for (let m = 0; m < count; m++) {
      if (last >= 0 && prune[last * count + m] === 1) continue;
      this.path[at] = m;
      this.play(m);
      const found = this.meet(left - 1, at + 1, m);
      this.play(inverse[m] as number);
      if (found) return found;
    }
    return undefined;
  }

  /** The forward moves, then the table's way back to the goal; checked by a replay on the codes. */
  private answer(forward: Int32Array): number[] | undefined {
    const { table, back, start, goal, puzzle } = this.target as NonNullable<Walker['target']>;
    const moves = this.moves;
    const out = Array.from(forward);
    const saved = { state: this.state, lo: this.lo, hi: this.hi };
    this.state = this.state.slice();
    try {
      // At most `back` steps: a state of a layer cut short by the work cap is not followed.
      for (let steps = 0; ; steps++) {
        const v = table.get(this.lo, this.hi);
        if (v < 0) return undefined;
        if (v === 0) break;
        if (steps === back) return undefined;
        const undo = moves.inverse[v - 1] as number;
        this.play(undo);
        out.push(undo);
      }
      const end = puzzle.applyMoves(
        start.slice(),
        out.map((m) => moves.names[m] as string),
      );
      for (let i = 0; i < end.length; i++) if (end[i] !== goal[i]) return undefined;
      return out;
    } finally {
      this.state = saved.state;
      this.lo = saved.lo;
      this.hi = saved.hi;
    }
  }
}

// Zobrist keys without tables: a label c at position i adds fmix32 of (i, c) to each half.
function keyLo(i: number, c: number): number {
  return fmix32(Math.imul(i, 0x9e3779b1) ^ Math.imul(c + 1, 0x85ebca77));
}
function keyHi(i: number, c: number): number {
  return fmix32(Math.imul(i + 0x632be5ab, 0xcc9e2d51) ^ Math.imul(c + 7, 0x1b873593));
}
