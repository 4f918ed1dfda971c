import { type Rng, rng } from '@puz/perm';
import { type Catalog, catalogOf, entryMoves, type Unit } from './catalog.js';
import { DestRows, sharedEnds } from './dest-rows.js';
import { type Ends, endsOf } from './insert-ends.js';
import { PositionEval } from './insert-eval.js';
import { entryGain, pairsOf } from './insert-gain.js';
import { LookAhead } from './insert-lookahead.js';
import { rescue } from './insert-rescue.js';
import { type CubeModel, simplifyTokens, tokenAxis } from './model.js';

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

/**
 * A randomised greedy: each step's unit is chosen by its best ratio times (1 + amount × a uniform
 * draw in [0, 1)), so a draw takes other, nearly as good, insertions. The batch does not use it:
 * 3 draws a run at amount 0.2 (the shortest kept) took 12 cube_4..10 puzzles from 2,263 to 2,245
 * moves in a loaded sitting, but in the quiet full default run cube_4..10 went 15,904 -> 15,992
 * with them (a cube_10 run grew to ~5 s, so two runs fit in 15 s instead of four).
 */
export interface UnitNoise {
  readonly seed: number;
  readonly amount: number;
}

/** Options of `insertUnits`. */
export interface InsertOptions {
  /** Stickers the answer may leave wrong (Santa's wildcards). */
  readonly wildcards?: number;
  /** Most rescue insertions (by the exact count) in the stage. */
  readonly maxRescues?: number;
  /** Units' bests weighed by a second insertion next to each (insert-lookahead.ts; 0: off). */
  readonly lookAhead?: number;
  readonly noise?: UnitNoise;
}

/** Per unit: its catalog, how many stickers are wrong and its best insertion so far. */
export interface UnitScan {
  cat: Catalog;
  /** Wing units: each entry's sticker pairs (insert-gain.ts); null for centres. */
  pair: Int8Array | null;
  ends: Ends;
  wrong: number;
  /** The cheapest any entry can get: its cost less a merge on each side. */
  minCost: number;
  /** Best entry at the end of the sequence (ratio, entry; entry -1 when none gains). */
  endRatio: number;
  endEntry: number;
  /** Best insertion anywhere: ratio, entry, position (kept across steps where still valid). */
  ratio: number;
  entry: number;
  at: number;
}

/** What the last insertion changed: the unit, old lengths and the unchanged prefix and suffix. */
export interface LastStep {
  unit: number;
  oldLength: number;
  oldWindowStart: number;
  prefix: number;
  suffix: number;
}

/** The units stage's state: the sequence so far, its end state and each unit's best insertion. */
export class Inserter {
  readonly n: number;
  private readonly size: number;
  /** The whole sequence so far (tokens). */
  seq: number[];
  /** The state at the end of `seq`. */
  readonly finalState: Int32Array;
  /** Insertion positions considered: windowStart..seq.length. */
  windowStart = 0;
  /** Rows D_k for k = windowStart..seq.length, kept up to date step by step (dest-rows.ts). */
  readonly rows: DestRows;
  readonly scans: (UnitScan | undefined)[];
  readonly active: number[] = [];
  /**
   * Units a rescue has touched: from then on only insertions that lower their fewest 3-cycles
   * left (rescues) finish them. A greedy step chasing stickers placed undid the rescue's work:
   * cube_6 id 255 went round 256 rescues, each undone, and then to the fallback (+18 moves).
   */
  readonly countOnly = new Set<number>();

  /**
   * Stickers of the end state still wrong (what the wildcards are counted against). Counted, not
   * summed from the units' `wrong`: that sum stopped the stage with more stickers wrong than the
   * wildcards (a 5-cube, 6 wildcards: 106 moves, then 52 of fallback), so it cut nothing.
   */
  wrong(): number {
    let total = 0;
    for (let i = 0; i < this.size; i++) if (this.finalState[i] !== this.target[i]) total++;
    return total;
  }
  /** Scores a unit's entries at one position (insert-eval.ts). */
  readonly evaluator: PositionEval;
  private readonly vals = new Int32Array(6);
  private readonly targets = new Int32Array(6);

  constructor(
    readonly model: CubeModel,
    readonly units: readonly Unit[],
    start: Int32Array,
    readonly target: Int32Array,
    prefix: readonly number[],
    cellBudget: number,
  ) {
    const { n, size } = model;
    this.n = n;
    this.size = size;
    this.seq = prefix.slice();
    this.finalState = start.slice();
    const scratch = new Int32Array(size);
    for (const t of this.seq) {
      const p = model.perms[t] as Int32Array;
      for (let i = 0; i < size; i++) scratch[i] = this.finalState[p[i] as number] as number;
      this.finalState.set(scratch);
    }
    this.rows = new DestRows(model, Math.max(0, Math.floor(cellBudget / size)));
    this.evaluator = new PositionEval(n, target);
    this.scans = units.map((unit, u) => {
      let wrong = 0;
      for (const s of unit.stickers) if (this.finalState[s] !== target[s]) wrong++;
      if (wrong === 0) return undefined;
      const cat = catalogOf(n, u);
      // At most 2 + 2 saved, or 4 for a half turn against a half turn.
      let cheapest = Number.POSITIVE_INFINITY;
      for (const c of cat.cost) if (c < cheapest) cheapest = c;
      this.active.push(u);
      return {
        cat,
        pair: cat.width === 6 ? pairsOf(model, cat) : null,
        ends: endsOf(cat, 9 * n),
        wrong,
        minCost: Math.max(1, cheapest - 8),
        endRatio: 0,
        endEntry: -1,
        ratio: 0,
        entry: -1,
        at: 0,
      };
    });
  }

  /**
   * An independent copy: its own sequence, end state, rows and per-unit bests (the catalogs, the
   * evaluator and the scratch arrays are shared: read-only or used one call at a time).
   */
  clone(): Inserter {
    const c = Object.create(Inserter.prototype) as Inserter;
    Object.assign(c, this, {
      seq: this.seq.slice(),
      finalState: this.finalState.slice(),
      rows: this.rows.clone(),
      scans: this.scans.map((s) => (s ? { ...s } : s)),
      active: this.active.slice(),
      countOnly: new Set(this.countOnly),
    });
    return c;
  }

  /** Builds the D rows for the current window (once; `insert` keeps them up to date). */
  buildRows(): void {
    this.rows.build(this.seq);
    this.windowStart = this.rows.start;
  }

  /** Unit u's best entry appended at the end. */
  private scanEnd(scan: UnitScan): void {
    const cat = scan.cat;
    let bestEntry = -1;
    let bestRatio = 0;
    for (let e = 0; e < cat.count; e++) {
      const gain = entryGain(cat, scan.pair, e, null, this.finalState, this.target);
      if (gain <= 0) continue;
      const ratio = gain / (cat.cost[e] as number);
      if (ratio > bestRatio) {
        bestRatio = ratio;
        bestEntry = e;
      }
    }
    scan.endEntry = bestEntry;
    scan.endRatio = bestRatio;
  }

  /** Improves unit u's best over positions from…to (both ends included). */
  scanUnit(u: number, from: number, to: number): void {
    const { seq } = this;
    const scan = this.scans[u] as UnitScan;
    const len = seq.length;
    const reachable = Math.min(scan.cat.width, scan.wrong);
    const best = { ratio: scan.ratio, entry: scan.entry, at: scan.at };
    for (let k = Math.max(from, this.windowStart, 1); k <= to && k <= len; k++) {
      if (reachable <= best.ratio * scan.minCost) break;
      this.evaluator.evalAt(scan, seq, k, this.rows.row(k), this.finalState, best);
    }
    scan.ratio = best.ratio;
    scan.entry = best.entry;
    scan.at = best.at;
  }

  /** Unit u's best from scratch: at the end, then every position of the window. */
  fullScan(u: number): void {
    const scan = this.scans[u] as UnitScan;
    this.scanEnd(scan);
    this.fromEnd(u);
  }

  /** Unit u's best again over the window, from its best at the end (still valid). */
  fromEnd(u: number): void {
    const scan = this.scans[u] as UnitScan;
    scan.ratio = scan.endRatio;
    scan.entry = scan.endEntry;
    scan.at = this.seq.length;
    this.scanUnit(u, 0, this.seq.length);
  }

  /**
   * Positions whose neighbouring runs changed in the last step (new coordinates): a position sees
   * the runs of one axis on each side of it, so the changed zone is widened by them.
   */
  changedZone(step: LastStep): { lo: number; hi: number } {
    const { n, seq } = this;
    const len = seq.length;
    let lo = Math.min(step.prefix, len);
    if (lo < len)
      while (
        lo > 0 &&
        tokenAxis(n, seq[lo - 1] as number) === tokenAxis(n, seq[step.prefix] as number)
      )
        lo--;
    lo -= 3; // and two more: a position's deep saving reads two moves on each side
    const z = len - step.suffix;
    let hi = z;
    if (z > 0)
      while (hi < len && tokenAxis(n, seq[hi] as number) === tokenAxis(n, seq[z - 1] as number))
        hi++;
    hi += 3;
    return { lo, hi };
  }

  /** Brings every active unit's best up to date after `step` (none: scan them all). */
  refresh(step: LastStep | undefined): void {
    const len = this.seq.length;
    if (!step) {
      for (const u of this.active) this.fullScan(u);
      return;
    }
    const delta = len - step.oldLength;
    const { lo, hi } = this.changedZone(step);
    for (const u of this.active) {
      if (u === step.unit) {
        this.fullScan(u);
        continue;
      }
      const scan = this.scans[u] as UnitScan;
      const k = scan.at;
      let moved = -1;
      if (k < lo) moved = k;
      else if (k + delta > hi) moved = k + delta;
      if (moved < 0 || (moved < Math.max(this.windowStart, 1) && moved !== len)) {
        // Its best is gone: the window again, from its best at the end (still valid, as the
        // last step moved none of its stickers).
        this.fromEnd(u);
        continue;
      }
      scan.at = moved;
      this.scanUnit(u, lo, hi);
      // Positions the window gained at its bottom.
      if (this.windowStart < step.oldWindowStart)
        this.scanUnit(u, this.windowStart, Math.min(step.oldWindowStart, lo) - 1);
    }
  }

  /** The active unit with the best insertion (by `noise`'s weighed ratio when given), or -1. */
  bestUnit(noise?: { rng: Rng; amount: number }): number {
    let unit = -1;
    let ratio = 0;
    for (const u of this.active) {
      const scan = this.scans[u] as UnitScan;
      if (scan.entry < 0 || this.countOnly.has(u)) continue;
      const r = noise ? scan.ratio * (1 + noise.amount * noise.rng.next()) : scan.ratio;
      if (r > ratio) {
        ratio = r;
        unit = u;
      }
    }
    return unit;
  }

  /** Inserts unit u's best 3-cycle, cancels moves and says what changed. */
  insert(u: number): LastStep {
    const { finalState, vals, targets } = this;
    const scan = this.scans[u] as UnitScan;
    const { cat, entry, at } = scan;
    const w = cat.width;
    const d = this.rows.row(at);
    for (let j = 0; j < w; j++) {
      targets[j] = d[cat.pos[entry * w + j] as number] as number;
      vals[j] = finalState[d[cat.src[entry * w + j] as number] as number] as number;
    }
    for (let j = 0; j < w; j++) finalState[targets[j] as number] = vals[j] as number;
    let wrong = 0;
    for (const st of this.units[u]?.stickers ?? []) if (finalState[st] !== this.target[st]) wrong++;
    scan.wrong = wrong;
    const old = this.seq;
    // Token-level on purpose: positions and merge savings here count tokens (a half turn is one),
    // which Santa names would split; and on cube_10's ~900 moves it measured 3.8x faster than
    // perm's simplify with the name round trip (0.24 vs 0.92 ms), once per insertion.
    this.seq = simplifyTokens(
      this.n,
      old.slice(0, at).concat(entryMoves(cat, entry), old.slice(at)),
    );
    const seq = this.seq;
    const { prefix, suffix } = sharedEnds(old, seq);
    if (scan.wrong === 0) this.active.splice(this.active.indexOf(u), 1);
    const oldWindowStart = this.windowStart;
    this.rows.update(
      old,
      seq,
      at,
      cat.pos.subarray(entry * w, entry * w + w),
      cat.src.subarray(entry * w, entry * w + w),
      w,
      prefix,
      suffix,
    );
    this.windowStart = this.rows.start;
    return { unit: u, oldLength: old.length, oldWindowStart, prefix, suffix };
  }
}

/** Most insertions by the exact count (rescue) in one units stage. */
const MAX_RESCUES = 256;

/**
 * The units stage: from `prefix` (played from `start`), 3-cycles of every unit's catalog inserted
 * greedily where they place the most stickers per move; returns the whole new sequence.
 * `lookAhead` > 0 chooses among that many units' bests by a second insertion next to each
 * (insert-lookahead.ts); off by default: cube_19 id 278 1,807 -> 1,805 moves at width 4 (2.2x the
 * stage's time), 1,805 at width 16 (10x).
 */
export function insertUnits(
  model: CubeModel,
  units: readonly Unit[],
  start: Int32Array,
  target: Int32Array,
  prefix: readonly number[],
  cellBudget: number,
  check: () => void,
  options: InsertOptions = {},
): number[] {
  const { wildcards = 0, maxRescues = MAX_RESCUES, lookAhead = 0 } = options;
  const noise = options.noise
    ? { rng: rng(options.noise.seed), amount: options.noise.amount }
    : undefined;
  const inserter = new Inserter(model, units, start, target, prefix, cellBudget);
  const ahead = lookAhead > 0 ? new LookAhead(inserter, lookAhead) : null;
  let step: LastStep | undefined;
  let rescues = 0;
  inserter.buildRows();
  while (inserter.active.length > 0) {
    check();
    // Stickers the wildcards may leave wrong need no 3-cycle (corners and edges are solved by now).
    if (wildcards > 0 && inserter.wrong() <= wildcards) break;
    inserter.refresh(step);
    let u = ahead ? ahead.choose() : inserter.bestUnit(noise);
    // A bound on rescues: a greedy step may raise the count a rescue lowered (never seen; cheap).
    if (u < 0 && rescues++ < maxRescues) {
      u = rescue(inserter, model);
      if (u >= 0) inserter.countOnly.add(u);
    }
    if (u < 0) break;
    step = inserter.insert(u);
  }
  return inserter.seq;
}
