import { mismatches } from '@puz/perm';
import { cubePuzzle } from '../santa/puzzle.js';
import { annealSlices } from './anneal.js';
import { catalogOf, stickerKind, type Unit } from './catalog.js';
import { insertUnits, type UnitNoise } from './insert.js';
import { type BeamOptions, beamInsertUnits } from './insert-beam.js';
import { applyTokens, type CubeModel, tokensToSanta } from './model.js';
import { multiCentres } from './multi-centres.js';
import { multiWings } from './multi-wings.js';
import { insertPairs } from './pair-insert.js';
import { solveUnit } from './unit.js';

/*
 * One run of the NxNxN solver's stages 3b-5 (solve.ts) from the state after parity: annealing,
 * the many-at-a-time and paired commutators (`beforeUnits`), then the units stage by the greedy
 * or a beam, and each unit still wrong by its fallback (`finishUnits`).
 */

/**
 * Insertion window of the units stage, in cells of its table (positions × stickers, 4 bytes
 * each): the larger, the more places a 3-cycle may go (0: append only). The rows are kept up to
 * date step by step (dest-rows.ts), so a wide window costs memory, not time per step: 64 M cells
 * (256 MB) hold every position of a cube_33 answer (~9,800 positions of 6,534 stickers).
 */
const insertCells = (_n: number) => 64_000_000;
/*
 * Measured after annealing: cube_19 id 277 with 100,000 cells (46 positions) 2,219 moves, 1e6
 * 2,137, 4e6 (all of them) 2,093; cube_33 id 281 with 30,000 (4 positions) 6,585, with 300,000
 * 6,247 (+40 s).
 */

/**
 * Annealing edits tried per run (stage 3b): about 0.4 s on a 4-cube, 20 s on a 19-cube. Fixed
 * counts, not time, so a seed gives the same answer on a busy machine. 900,000 for n <= 8 at
 * batch budgets looked better in a loaded sitting (best of the runs at 15/18 s, back to back:
 * 18 cube_4..8 puzzles 2,545 -> 2,491, when few runs fit), but the full default run on a quiet
 * machine, where more runs fit, did not show it (cube_4..8 12,359 -> 12,373 together with the
 * units-stage draws, insert.ts `UnitNoise`), so it stays at 300,000.
 */
const annealIterations = (n: number) => (n <= 10 ? 300_000 : 1_000_000);
/*
 * Its start temperature is 4 up to n = 5, else 2: on 12 cube_4 puzzles (one run each) 2 gave
 * 1,207 moves, 4 gave 1,091 and 8 1,087; on 7 cube_6/cube_8 puzzles 2 gave 2,128, 4 2,158 and
 * 8 2,404 (a hot start on a big cube adds more moves than the run can take out again).
 */

/**
 * Share of the annealing edits that use face turns (anneal.ts `faceShare`), and the share of the
 * iterations before they start (`faceFrom`): up to n = 10 only in the cool half, 0.05 of the edits
 * (0.1 on cube_10); from n = 11 from the start, 0.1.
 * First runs (budget 1 ms), one sitting, the same reduced 3x3 answer for every setting:
 *  - from the start, against none: cube_10 (5 puzzles x 3 seeds) 8,143 moves without, 7,801 at
 *    0.03, 7,815 at 0.1, 7,989 at 0.2; cube_19 (4 x 2) 14,484 without, 13,954 at 0.03; at 0.1
 *    against 0.01 6,907 vs 6,973, against 0.2 and 0.3 (another answer) 6,853 vs 6,949 and 7,055;
 *    cube_33 id 281 5,343-5,425 without, 5,253 at 0.03, 5,151 at 0.1, 5,199 at 0.2, in the same
 *    time a run. Smaller cubes lose from the start: cube_4 +25%, cube_5 +22%, cube_6 +3%.
 *  - from the cool half (0.05 from 0.5) against none: cube_4 (60 puzzles x 2 seeds) 9,198 ->
 *    9,114, cube_5 (35 x 2) 8,524 -> 8,500, cube_6 (12 x 3) 6,934 -> 6,832, cube_7 (5 x 5) 5,781
 *    -> 5,831, cube_8 (5 x 2) 3,300 -> 3,206, cube_9 (5 x 2) 4,078 -> 3,950: -1.4% over them.
 *  - cube_10, 0.1 from 0.5 against 0.1 from the start (5 x 5): 13,047 -> 12,881; 0.05 from 0.5
 *    no better (7,857 against 7,835 on 5 x 3). But cube_19 (4 x 1) 6,889 -> 6,977 and cube_33
 *    id 281 5,151 -> 5,361 with the late start: on big cubes the hot phase places wings with them.
 * 2.5x the annealing edits at 0.1 did not pay (cube_19 277 1,473 -> 1,493, 278 1,811 -> 1,809).
 */
const faceShare = (n: number) => (n >= 10 ? 0.1 : 0.05);
const faceFrom = (n: number) => (n <= 10 ? 0.5 : 0);

const weightCache = new Map<number, Float64Array>();
/**
 * What a wrong sticker weighs against one move while annealing: a wing costs more to place later
 * (a wing 3-cycle is 8+ moves for 3 wings, a centre pair [a, y] 4 moves for up to 6 stickers).
 * On 8 cube_4 puzzles, wing/centre 4/1.5 gave 727 moves; 2/1.5 749, 2/1 769, 3/1 791.
 */
function annealWeights(n: number): Float64Array {
  let w = weightCache.get(n);
  if (!w) {
    w = Float64Array.from({ length: 6 * n * n }, (_, i) =>
      stickerKind(n, i) === 'wing' ? 4 : 1.5,
    );
    weightCache.set(n, w);
  }
  return w;
}

const mateCache = new Map<number, Int32Array>();
/**
 * Each wing sticker's mate on its piece, else −1: annealing counts a wing right only whole (one
 * run each, against single stickers: 12 cube_4 1,065 -> 937 moves, 6 cube_5 762 -> 716, 7
 * cube_6/cube_8 1,972 -> 1,864).
 */
function wingMates(model: CubeModel): Int32Array {
  let m = mateCache.get(model.n);
  if (!m) {
    m = Int32Array.from({ length: model.size }, (_, i) =>
      stickerKind(model.n, i) === 'wing' ? (model.partners[2 * i] as number) : -1,
    );
    mateCache.set(model.n, m);
  }
  return m;
}

/** Stickers per move below which no more [a, y] pairs are inserted (stage 4b; 0: none). */
const PAIR_RATIO = 0.5;

/** The moves so far and the state they lead to, reporting progress as moves are added. */
export class Sequence {
  readonly tokens: number[] = [];
  private readonly scratch: Int32Array;

  constructor(
    readonly model: CubeModel,
    readonly st: Int32Array,
    private readonly report: (stage: string, tokens: readonly number[]) => void,
  ) {
    this.scratch = new Int32Array(model.size);
  }

  push(tokens: readonly number[], stage: string): void {
    applyTokens(this.model, this.st, tokens, this.scratch);
    this.tokens.push(...tokens);
    this.report(stage, this.tokens);
  }

  /** Back to `state` after `tokens`. */
  reset(state: Int32Array, tokens: readonly number[]): void {
    this.st.set(state);
    this.tokens.length = 0;
    this.tokens.push(...tokens);
  }
}

/** What stages 4–5 start from: the state and moves after parity. */
export interface Reduced {
  n: number;
  model: CubeModel;
  units: readonly Unit[];
  start: Int32Array;
  target: Int32Array;
  afterParity: Int32Array;
  prefix: readonly number[];
  check: () => void;
  /** Positions the answer may leave wrong (Santa's wildcards). */
  wildcards: number;
  /** Offsets the annealing seeds (`options.seed`: `santa improve` re-solves with another). */
  seed: number;
}

/** Stages 3b-4 from the state after parity with one setting: the moves before the units stage. */
export function beforeUnits(
  r: Reduced,
  seq: Sequence,
  multiRatio: number,
  wingRatio: number,
  variant: number,
): number[] {
  const { n, model, target, check } = r;
  seq.reset(r.afterParity, r.prefix);
  // 3b. The free slices annealed (anneal.ts): −15..20% on every size.
  const annealed = annealSlices(model, r.start, target, seq.tokens, {
    iterations: annealIterations(n),
    weights: annealWeights(n),
    mates: wingMates(model),
    t0: n <= 5 ? 4 : 2,
    t1: 0.05,
    seed: variant + 1 + 7919 * r.seed,
    check,
    faceShare: faceShare(n),
    faceFrom: faceFrom(n),
  });
  seq.reset(r.start, []);
  seq.push(annealed, 'anneal');
  // 4. Centres, then wings, many at a time, on a copy (push replays the moves on the real state).
  seq.push(multiCentres(n, seq.st.slice(), target, multiRatio, check), 'multi');
  // 4b. Single centre commutators [a, y] inserted anywhere in the moves so far (pair-insert.ts).
  if (PAIR_RATIO > 0) {
    const paired = insertPairs(model, r.start, target, seq.tokens, PAIR_RATIO, check);
    seq.reset(r.start, []);
    seq.push(paired, 'pairs');
  }
  seq.push(multiWings(n, seq.st.slice(), target, wingRatio, check), 'wings');
  return seq.tokens.slice();
}

/**
 * Stage 5 after `before` (from `beforeUnits`): 3-cycles inserted where they cancel with the
 * moves around them, by the greedy (insert.ts) or, given `beam`, by a beam (insert-beam.ts); any
 * unit left without a gaining 3-cycle goes to solveUnit and its fallback. The whole answer,
 * simplified, in Santa's move names.
 */
export function finishUnits(
  r: Reduced,
  seq: Sequence,
  before: readonly number[],
  beam?: BeamOptions,
  noise?: UnitNoise,
): string[] {
  const { n, model, units, target, check } = r;
  const inserted = beam
    ? beamInsertUnits(
        model,
        units,
        r.start,
        target,
        before,
        insertCells(n),
        check,
        beam,
        r.wildcards,
      )
    : insertUnits(model, units, r.start, target, before, insertCells(n), check, {
        wildcards: r.wildcards,
        ...(noise ? { noise } : {}),
      });
  seq.reset(r.start, []);
  seq.push(inserted, 'units');
  for (let u = 0; u < units.length; u++) {
    check();
    if (r.wildcards > 0 && mismatches(seq.st, target) <= r.wildcards) break;
    const unit = units[u] as Unit;
    let solved = true;
    for (const s of unit.stickers) if (seq.st[s] !== target[s]) solved = false;
    if (solved) continue;
    seq.push(solveUnit(catalogOf(n, u), unit, seq.st.slice(), target, check), unit.kind);
  }
  return cubePuzzle(n).simplify(tokensToSanta(n, seq.tokens));
}
