import { encodeLabels, type PermPuzzle, SolveAbortedError } from '@puz/perm';
import { Hash64Map } from '../hash64-map.js';
import { fmix32, type ProbeMoves, probeMoves } from './probe-moves.js';

/** Options of `shortProbe`. The work is counted, not timed, so the same call finds the same answer. */
export interface ShortProbeOptions {
  /** The longest answer looked for (default 20; the work and table caps usually stop it first). */
  maxDepth?: number;
  /**
   * Work allowed, in positions written (a move of a 33x33x33 slice writes 132, a 3x3x3 face turn
   * 20): default 5,000,000, a few tens of ms.
   */
  maxWork?: number;
  /** States kept in the table around the goal (default 1,048,576; ~20 bytes each). */
  maxEntries?: number;
  /** Stops the probe (it then throws `SolveAbortedError`). */
  signal?: AbortSignal;
  /** Moves already prepared by `probeMoves` for this puzzle (they cost a little on big puzzles). */
  moves?: ProbeMoves;
}

/** What the probe found: the shortest answer, or how long every answer must be. */
export interface ShortProbeResult {
  /** The shortest move sequence from start to goal, or `undefined` when none is within `ruledOut`. */
  moves: string[] | undefined;
  /** Every answer of this many moves or fewer was searched (-1: none). With an answer, its length. */
  ruledOut: number;
  /** States looked at, both sides. */
  expanded: number;
  /** Positions written (the unit of `maxWork`). */
  work: number;
  ms: number;
}

/** Thrown inside the walk when the work or the signal says stop; caught in `shortProbe`. */
const OUT_OF_WORK = new Error('the probe ran out of work');

/**
 * The short probe every solver runs before its long method (issue 33): a meet-in-the-middle
 * search over the puzzle's own moves. All states within B moves of the goal go into a table of
 * 64-bit Zobrist hashes, layer by layer (so each keeps its true distance and the last move that
 * reached it); then iterative deepening from the start looks each state up. The first hit at
 * forward depth f is a shortest answer (any shorter one would have met the table at an earlier
 * depth), so a position a few moves from solved gets a few-move answer, proved optimal, instead
 * of a long method's answer of dozens or hundreds. Answers are replayed on the labels before
 * they are returned, so a hash collision can cost a miss, never a wrong answer.
 */
export function shortProbe(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: ShortProbeOptions = {},
): ShortProbeResult {
  const t0 = performance.now();
  const moves = options.moves ?? probeMoves(puzzle);
  const walker = new Walker(moves, options);
  const done = (found: number[] | undefined, ruledOut: number): ShortProbeResult => ({
    moves: found?.map((m) => moves.names[m] as string),
    ruledOut,
    expanded: walker.expanded,
    work: walker.work,
    ms: performance.now() - t0,
  });
  if (start.length !== puzzle.size || goal.length !== puzzle.size) return done(undefined, -1);
  const {
    states: [from, to],
  } = encodeLabels(start, goal);
  const startState = from as Uint16Array | Uint32Array;
  const goalState = to as Uint16Array | Uint32Array;
  const maxDepth = options.maxDepth ?? 20;
  const maxEntries = options.maxEntries ?? 1 << 20;

  walker.reset(startState);
  const startKey = { lo: walker.lo, hi: walker.hi };
  // The goal side: layer d holds the states first met at depth d.
  const table = new Hash64Map(1 << 12);
  walker.reset(goalState);
  table.add(walker.lo, walker.hi, 0);
  let back = 0;
  let previous = 1;
  let layer = 1;
  try {
    while (back < maxDepth) {
      // The next layer grows as the last one did; stop before it would not fit.
      const growth = back === 0 ? moves.count : layer / previous;
      if (table.size + layer * growth > maxEntries) break;
      if (back > 0 && walker.work + walker.lastLayerWork * growth > walker.limit) break;
      const before = table.size;
      const workBefore = walker.work;
      walker.reset(goalState);
      walker.fill(table, back + 1, -1);
      previous = layer;
      layer = table.size - before;
      walker.lastLayerWork = walker.work - workBefore;
      back++;
      // A start this close is answered now, before a deeper layer is paid for.
      if (table.get(startKey.lo, startKey.hi) >= 0) break;
      if (layer === 0) break;
    }
  } catch (error) {
    if (error !== OUT_OF_WORK) throw error;
    // A layer cut short is not complete: its states' distances are still right, but absent
    // states may be that close too, so only the layers before it count as searched.
  }

  // The start side, deeper each round; round f meets the table at distances f..f+back.
  let ruledOut = -1;
  walker.aim(table, back, startState, goalState, puzzle);
  walker.limit = walker.maxWork;
  try {
    for (let f = 0; f + back <= maxDepth; f++) {
      walker.reset(startState);
      const found = walker.meet(f, 0, -1);
      if (found) return done(found, found.length);
      ruledOut = f + back;
    }
  } catch (error) {
    if (error !== OUT_OF_WORK) throw error;
  }
  return done(undefined, Math.min(ruledOut, maxDepth));
}

/** The walk on one mutable state with its hash, shared by both sides. */
class Walker {
  state: Uint16Array | Uint32Array = new Uint16Array(0);
  lo = 0;
  hi = 0;
  work = 0;
  expanded = 0;
  lastLayerWork = 0;
  readonly maxWork: number;
  /** The work at which the current phase stops: half the budget for the goal side, then all. */
  limit: number;
  private readonly tmp: Uint32Array;

  constructor(
    private readonly moves: ProbeMoves,
    private readonly options: ShortProbeOptions,
  ) {
    this.maxWork = options.maxWork ?? 5_000_000;
    this.limit = this.maxWork / 2;
    let widest = 0;
    for (const t of moves.targets) widest = Math.max(widest, t.length);
    this.tmp = new Uint32Array(widest);
    this.path = new Int32Array((options.maxDepth ?? 20) + 1);
  }

  /** Starts from a copy of `state`, hashed from scratch. */
  reset(state: Uint16Array | Uint32Array): void {
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
      if (this.options.signal?.aborted)
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
        start: Uint16Array | Uint32Array;
        goal: Uint16Array | Uint32Array;
        puzzle: PermPuzzle;
      }
    | undefined;
  private readonly path: Int32Array;

  aim(
    table: Hash64Map,
    back: number,
    start: Uint16Array | Uint32Array,
    goal: Uint16Array | Uint32Array,
    puzzle: PermPuzzle,
  ): void {
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
