import type { LabelState, PermPuzzle } from '@puz/perm';
import { beamSearch, emitPrefix } from './beam.js';
import { type PairJob, pairParity, readPair } from './pair.js';
import type { PairTables } from './tables.js';

/*
 * Where the 3-cycle greedy of a pair starts: the beam's best rough path (beam.ts) cut at a few
 * points. The beam ranks its nodes by length + α·misplaced, but what a 3-cycle finish costs is
 * not linear in the cells left (the beam tends to leave the cells that are dear to cycle), so the
 * greedy itself decides how much of the path pays, by finishing each start.
 */

/** A rough prefix of a pair's moves and the global state it leads to. */
export interface RoughStart {
  readonly moves: readonly string[];
  readonly state: LabelState;
}

export interface RoughOptions {
  readonly puzzle: PermPuzzle;
  readonly tables: PairTables;
  readonly job: PairJob;
  readonly state: LabelState;
  readonly target: LabelState;
  readonly allowed: number;
  readonly freeFlips: boolean;
  readonly width: number;
  /** Candidates built per node kept, ranked by beam-score.ts (1: misplaced cells only). */
  readonly rerank?: number;
  readonly misWeight?: number;
  /** Nodes kept per layer and (top, bottom) row offset pair (beam.ts; 0: no cap). */
  readonly offsetCap?: number;
  /** The 7-move single-cycle words as beam actions (beam.ts). */
  readonly cycleWords?: boolean;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Starts tried, in this order: the best path for ALPHAS[k] cut to a fraction f, as [k, f];
 * [0, 0] is the empty start. The paths for α = 6 and 12 are finished too (seed 001 picks the
 * endpoint by the length after finishing, among the best few): on 11 Santa globes at 10
 * variants (α = 16 tried as well) a path for α = 6, 12 or 16 was the best start in 5 of 25 pairs
 * (globe_8/25 #396 pair 2/6: 335 moves against 347; globe_3/33 #388 pair 1/2: 455 against 466).
 * At the batch budgets (a beam 3 times wider) globe_3/33 #388 and #392 gained nothing by it.
 */
const CUTS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [2, 1],
  [3, 1],
  [0, 1 / 2],
  [0, 0],
];
/**
 * Moves per misplaced cell the beam charges when it picks a path: seed 001 uses about 4; here 8
 * pays more on average (on the Santa globes, 4 → 8: 2,441 → 2,337 moves on 17 small ones, 4,408
 * → 4,022 on three large ones at 8 variants), as what it leaves is dearer to cycle than average,
 * but not on every puzzle, so the paths for 4, 6 and 12 are starts too.
 */
const ALPHAS = [8, 4, 6, 12];
/**
 * The empty start is finished only on pairs of at most this many cells: on the 11 globes above
 * it was the best start only on globe_6/4 (16 cells), and on big pairs it is the dearest to
 * finish (globe_3/33: 539 moves by insertion against 466).
 */
const EMPTY_MAX_CELLS = 24;
/** Layers without a better node before the beam stops. */
const PATIENCE = 30;

/**
 * The default beam width of a pair of n cells in a globe of `pairs` pairs: about 150,000 cells
 * per layer, less when there are many pairs (globe_8/25: 750), so that a Santa globe spends a few
 * seconds here. 1.5 times wider did not pay within the bench's budgets (60 globes: 20,384 →
 * 20,559 moves): the greedy variants it leaves time for matter as much.
 */
export function defaultBeamWidth(n: number, pairs: number): number {
  return Math.min(4000, Math.max(300, Math.round(150_000 / (n * Math.max(1, pairs / 2)))));
}

/** The starts of a pair: its beam paths cut at CUTS (distinct ones; just "nothing" at width 0). */
export function roughStarts(o: RoughOptions): RoughStart[] {
  const { tables, job, puzzle } = o;
  if (o.width <= 0) return [{ moves: [], state: o.state }];
  const { have, want, distinct } = readPair(o);
  const { prefixes } = beamSearch({
    tables,
    have,
    want,
    parity: distinct ? pairParity(have, want) : -1,
    freeFlips: o.freeFlips,
    allowed: o.allowed,
    width: o.width,
    alphas: ALPHAS,
    patience: PATIENCE,
    signal: o.signal,
    rerank: o.rerank ?? 1,
    misWeight: o.misWeight ?? 2,
    offsetCap: o.offsetCap ?? 0,
    cycleWords: o.cycleWords ?? false,
  });
  const seen = new Set<string>();
  const starts: RoughStart[] = [];
  for (const [k, f] of CUTS) {
    if (f === 0 && tables.n > EMPTY_MAX_CELLS) continue;
    const path = prefixes[k] as Int32Array;
    const cut = path.subarray(0, Math.round(f * path.length));
    const key = cut.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const moves = emitPrefix(tables, cut, job.top, job.bot);
    const state = o.state.slice() as LabelState;
    puzzle.applyMoves(state, moves);
    starts.push({ moves, state });
  }
  return starts;
}
