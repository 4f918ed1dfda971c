import type { PermPuzzle } from '@puz/perm';
import { Hash64Map } from '../hash64-map.js';
import { type ProbeMoves, probeMoves } from './probe-moves.js';
import { type Coded, OUT_OF_WORK, Walker } from './walker.js';

/** Options of `shortProbe` and `ShortProbe`. The work is counted, not timed: same call, same answer. */
export interface ShortProbeOptions {
  /** The longest answer looked for (default 20; the work and table caps usually stop it first). */
  maxDepth?: number;
  /**
   * The repo's `budgetNodes`, in the probe's own unit: positions written (a move of a 33x33x33
   * slice writes 132, a 3x3x3 face turn 20); default 5,000,000, a few tens of ms. `shortProbe`
   * gives half to the goal side. Spent, the probe answers with what it ruled out.
   */
  budgetNodes?: number;
  /** @deprecated the old spelling of `budgetNodes`, honoured for one release. */
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
  /** States looked at (this call's). */
  expanded: number;
  /** Positions written (the unit of `budgetNodes`; this call's). */
  work: number;
  ms: number;
}

/**
 * The short probe every solver runs before its long method (issue 33): a meet-in-the-middle
 * search over the puzzle's own moves. All states within B moves of the goal go into a table of
 * 64-bit Zobrist hashes, layer by layer (so each keeps its true distance and the last move that
 * reached it); then iterative deepening from a start looks each state up. The first hit at
 * forward depth f is a shortest answer (any shorter one would have met the table at an earlier
 * depth), so a position a few moves from solved gets a few-move answer, proved optimal, instead
 * of a long method's dozens or hundreds. Answers are replayed on the labels before they are
 * returned, so a hash collision can cost a miss, never a wrong answer.
 *
 * One `ShortProbe` keeps its goal side, so a batch of starts with one goal (a scrambles file)
 * pays for the table once.
 */
export class ShortProbe {
  readonly moves: ProbeMoves;
  /** Complete layers around the goal: every state this close is in the table. */
  readonly back: number;
  readonly maxDepth: number;
  private readonly table = new Hash64Map(1 << 12);
  private readonly codes = new Map<string, number>();
  private readonly goal: Coded;
  private readonly walker: Walker;

  /** Builds the goal side within `budgetNodes` (default 2,500,000) and `maxEntries`. */
  constructor(
    private readonly puzzle: PermPuzzle,
    goal: readonly string[],
    options: ShortProbeOptions = {},
    /** `shortProbe`'s start: building stops as soon as the table holds it. */
    start?: Coded,
  ) {
    this.moves = options.moves ?? probeMoves(puzzle);
    this.maxDepth = options.maxDepth ?? 20;
    for (const label of goal) if (!this.codes.has(label)) this.codes.set(label, this.codes.size);
    this.goal = this.code(goal) as Coded;
    this.walker = new Walker(this.moves, this.maxDepth);
    this.walker.signal = options.signal;
    this.walker.limit = options.budgetNodes ?? options.maxWork ?? 2_500_000;
    this.back = this.fill(options.maxEntries ?? 1 << 20, this.keyOf(start));
  }

  /** The goal's codes for a label list, or undefined when a label is not among the goal's. */
  code(labels: readonly string[]): Coded | undefined {
    const out =
      this.codes.size <= 0x10000 ? new Uint16Array(labels.length) : new Uint32Array(labels.length);
    for (let i = 0; i < labels.length; i++) {
      const c = this.codes.get(labels[i] as string);
      if (c === undefined) return undefined;
      out[i] = c;
    }
    return out;
  }

  private keyOf(state: Coded | undefined): { lo: number; hi: number } | undefined {
    if (!state) return undefined;
    this.walker.reset(state);
    return { lo: this.walker.lo, hi: this.walker.hi };
  }

  /** The goal side, layer by layer while the next one fits; the complete layers. */
  private fill(maxEntries: number, start: { lo: number; hi: number } | undefined): number {
    const { table, walker, moves } = this;
    walker.reset(this.goal);
    table.add(walker.lo, walker.hi, 0);
    let back = 0;
    let previous = 1;
    let layer = 1;
    let layerWork = 0;
    try {
      while (back < this.maxDepth) {
        // The next layer grows as the last one did; stop before it would not fit.
        const growth = back === 0 ? moves.count : layer / previous;
        if (table.size + layer * growth > maxEntries) break;
        if (back > 0 && walker.work + layerWork * growth > walker.limit) break;
        const before = table.size;
        const workBefore = walker.work;
        walker.reset(this.goal);
        walker.fill(table, back + 1, -1);
        previous = layer;
        layer = table.size - before;
        layerWork = walker.work - workBefore;
        back++;
        // A start this close is answered now, before a deeper layer is paid for.
        if (start && table.get(start.lo, start.hi) >= 0) break;
        if (layer === 0) break;
      }
    } catch (error) {
      if (error !== OUT_OF_WORK) throw error;
      // A layer cut short: its states' distances are right, but others as close may be missing,
      // so only the layers before it count (and the way back never takes more steps than those).
    }
    return back;
  }

  /** The shortest answer from `start` within the probe's reach (`budgetNodes` for this start). */
  probe(
    start: readonly string[],
    options: Pick<ShortProbeOptions, 'budgetNodes' | 'maxWork' | 'signal'> = {},
  ) {
    const t0 = performance.now();
    const { walker } = this;
    const work0 = walker.work;
    const expanded0 = walker.expanded;
    const done = (found: number[] | undefined, ruledOut: number): ShortProbeResult => ({
      moves: found?.map((m) => this.moves.names[m] as string),
      ruledOut,
      expanded: walker.expanded - expanded0,
      work: walker.work - work0,
      ms: performance.now() - t0,
    });
    const coded = start.length === this.puzzle.size ? this.code(start) : undefined;
    if (!coded) return done(undefined, -1);
    walker.signal = options.signal;
    walker.limit = work0 + (options.budgetNodes ?? options.maxWork ?? 2_500_000);
    walker.aim(this.table, this.back, coded, this.goal, this.puzzle);
    let ruledOut = -1;
    let previous = 0;
    let last = 0;
    try {
      // Round f meets the table at distances f..f+back; the first hit is a shortest answer.
      for (let f = 0; f + this.back <= this.maxDepth; f++) {
        // A round grows as the last one did: one that cannot finish is not started (a miss
        // would spend the rest of the work for nothing).
        const growth = previous > 1 ? last / previous : this.moves.count;
        if (f > 1 && walker.work + last * growth > walker.limit) break;
        const before = walker.work;
        walker.reset(coded);
        const found = walker.meet(f, 0, -1);
        if (found) return done(found, found.length);
        ruledOut = f + this.back;
        previous = last;
        last = Math.max(1, walker.work - before);
      }
    } catch (error) {
      if (error !== OUT_OF_WORK) throw error;
    }
    return done(undefined, ruledOut);
  }
}

/**
 * `ShortProbe` for one start: the goal side gets half of `budgetNodes` (default 5,000,000) and stops
 * early once it holds the start, the start side the rest.
 */
export function shortProbe(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  options: ShortProbeOptions = {},
): ShortProbeResult {
  const t0 = performance.now();
  const budget = options.budgetNodes ?? options.maxWork ?? 5_000_000;
  const codes = new Map<string, number>();
  for (const label of goal) if (!codes.has(label)) codes.set(label, codes.size);
  const sameSize = start.length === puzzle.size && goal.length === puzzle.size;
  const known = sameSize && start.every((l) => codes.has(l));
  const coded = known ? Uint32Array.from(start, (l) => codes.get(l) as number) : undefined;
  const side = new ShortProbe(puzzle, goal, { ...options, budgetNodes: budget / 2 }, coded);
  const r = side.probe(start, {
    budgetNodes: budget / 2,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { ...r, ms: performance.now() - t0 };
}
