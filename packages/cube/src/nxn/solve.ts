import {
  encodeLabels,
  mismatches,
  type SolveOptions,
  type SolveProgress,
  sameLabels,
  throwIfAborted,
  type WildcardSolution,
} from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { cubePuzzle } from '../santa/puzzle.js';
import { annealSlices } from './anneal.js';
import { catalogOf, cubeUnits, stickerKind, type Unit } from './catalog.js';
import { cornersAsTwo, reducedThree, reducedThreeMs } from './corner-stage.js';
import { insertUnits } from './insert.js';
import { applyTokens, type CubeModel, cubeModel, tokensCost, tokensToSanta } from './model.js';
import { multiCentres } from './multi-centres.js';
import { multiWings } from './multi-wings.js';
import { insertPairs } from './pair-insert.js';
import { parityMoves } from './parity.js';
import { solveUnit } from './unit.js';

/*
 * An NxNxN solver for Santa 2023's cube_N puzzles (any N ≥ 4; 2 and 3 are left to their own
 * solvers). Stages, each leaving what the earlier ones did alone:
 *  1-2. corners: even N as a 2x2x2 (the shortest answer, outer layers only); odd N with the
 *     middle edges and the fixed centres as a 3x3x3 by the Santa cube_3 solver (layers 0,
 *     (N-1)/2 and N-1; its frames put the centres home too, 1,521 -> 1,399 moves on Santa's odd
 *     cubes against a centre search then two-phase);
 *  3. parity: inner-slice quarter turns so that every unit whose pieces are all different is an
 *     even permutation away from its target (a linear system over GF(2));
 *  3b. simulated annealing of where the free inner slices go in the moves so far, scored by
 *     length + weighted wrong stickers (anneal.ts; the winners' step 2): −15..29% on every size;
 *  4. centres many at a time by commutators of sets of parallel slices, [A, Y] and [A, X Y X⁻¹],
 *     then wings by [A, X Y X⁻¹] with A a set of slices (multi.ts), while they place enough
 *     stickers per move;
 *  4b. (between those two) single centre commutators [a, y] (4 moves, two 3-cycles) inserted anywhere in the moves
 *     so far, where they place the most stickers per move, while at least half a sticker a move
 *     (pair-insert.ts; the winners' greedy step, −30% on cube_33);
 *  5. every centre orbit and wing orbit still wrong by 3-cycles from its catalog (catalog.ts),
 *     greedily over all units at once, each inserted where it is cheapest: at the end or inside
 *     the moves so far where its first (last) move merges with the moves before (after) it
 *     (insert.ts); a unit with no gaining 3-cycle left is finished on its own with a two-step
 *     lookahead.
 * Stages 3b–5 run for a few settings and seeds (on small cubes) and the shortest answer is kept.
 * Stages 4 and 5 only use commutators: they move nothing outside centres and wings.
 * Moves cancel at the end (the shared model's `simplify`); the answer is replayed on the model
 * before it is returned.
 *
 * `budgetMs` (default 1500; `batchBudgetMs(n)` in a Santa batch) bounds the improving runs of
 * stages 3b–5, from the start of the solve;
 * the first run always finishes. `signal` is the only hard stop (`SolveAbortedError`).
 */

/** The shared options (perm's `SolveOptions`); `onProgress` receives `SantaCubeProgress`. */
export type SantaCubeOptions = SolveOptions;

/** Progress of an NxNxN solve: `depth` is the stage (1–5), `best` the moves so far. */
export interface SantaCubeProgress extends SolveProgress {
  stage: string;
}

/** The repo's `WildcardSolution`, never proven optimal (a reduction). */
export interface SantaCubeSolution extends WildcardSolution {
  optimal: false;
}

/**
 * Settings tried for stages 4–5, best first: many-slice centre (wing) commutators run while they
 * place at least this many stickers per move. High, because the single pairs inserted anywhere
 * after them (4b) do better below that: first setting 0.45 -> 1.5 took cube_19 id 278 from 2,637
 * to 2,311 moves and cube_33 id 281 from 7,727 to 6,857; cube_4..10 (12 each) 17,171 -> 16,623.
 */
const VARIANTS = [
  [1.5, 0.7],
  [1.0, 0.7],
  [0.7, 0.7],
  [1.5, 5],
  [1.0, 5],
  [0.45, 0.7],
  [0.7, 5],
  [1.5, 0.9],
] as const;
/** Default `budgetMs`: later variants run only while the solve is likely to stay within this. */
const SOFT_MS = 1500;

/**
 * What a batch run (Santa's) gives one n-cube: each variant anneals from its own seed, so more
 * runs find shorter answers (8 cube_4 puzzles: 739 moves in 1.5 s each, 679 in 6 s).
 */
export const batchBudgetMs = (n: number) =>
  (n <= 10 ? 15_000 : n <= 24 ? 130_000 : 480_000) + (n % 2 === 1 ? reducedThreeMs(15_000) : 0);
/*
 * A 19-cube's runs differ by ±5% from seed to seed (ids 278/279 first runs 1,807-1,925 and
 * 1,795-1,993 moves with other reduced 3x3 answers), and more with the reduced 3x3 answer
 * (`reducedAnswers`): 130 s holds its three answers' runs of 20-40 s. A 33-cube's run takes
 * 110-220 s: 480 s holds two (the second from the next reduced 3x3 answer: id 283 8,182 -> 8,058;
 * a second seed on the same answer, id 281, 5,379 -> 5,459), about +11 min of CPU over the three.
 */
/* (An odd cube's reduced 3x3 gets its 3 s on top, so the improving runs keep their time.) */
/*
 * With the runs cycling through new seeds (bestOfVariants), more time keeps paying on small
 * cubes: cube_4 ids 0-3 271 moves at 6 s, 259 at 15 s; cube_5 (3 puzzles) 323 -> 315.
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
 * counts, not time, so a seed gives the same answer on a busy machine.
 */
const annealIterations = (n: number) => (n <= 10 ? 300_000 : 1_000_000);
/*
 * Its start temperature is 4 up to n = 5, else 2: on 12 cube_4 puzzles (one run each) 2 gave
 * 1,207 moves, 4 gave 1,091 and 8 1,087; on 7 cube_6/cube_8 puzzles 2 gave 2,128, 4 2,158 and
 * 8 2,404 (a hot start on a big cube adds more moves than the run can take out again).
 */

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

const STAGE_DEPTH: Record<string, number> = {
  centres: 1,
  three: 2,
  parity: 3,
  anneal: 4,
  multi: 4,
  pairs: 4,
  wings: 4,
  units: 5,
};

/** The moves so far and the state they lead to, reporting progress as moves are added. */
class Sequence {
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

/** Start and target as label codes (one code book), after checking sizes and labels. */
function encodeCube(n: number, initial: readonly string[], solution: readonly string[]) {
  if (!Number.isInteger(n) || n < 4)
    throw new RangeError(`cube size must be an integer >= 4, got ${n}`);
  const size = 6 * n * n;
  if (initial.length !== size || solution.length !== size)
    throw new InvalidStateError('length', `a ${n}-cube has ${size} stickers`);
  if (!sameLabels(initial, solution))
    throw new InvalidStateError('colours', 'the state and the target have different labels');
  const { states } = encodeLabels(solution, initial);
  return {
    target: Int32Array.from(states[0] as ArrayLike<number>),
    start: Int32Array.from(states[1] as ArrayLike<number>),
  };
}

/** What stages 4–5 start from: the state and moves after parity. */
interface Reduced {
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

/** Stages 4–5 from the state after parity with one setting: the whole answer, simplified. */
function finishFrom(
  r: Reduced,
  seq: Sequence,
  multiRatio: number,
  wingRatio: number,
  variant: number,
): string[] {
  const { n, model, units, target, check } = r;
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
  // 5. Units: 3-cycles inserted where they cancel with the moves around them (insert.ts); any
  // unit left without a gaining 3-cycle goes to solveUnit and its fallback.
  const inserted = insertUnits(
    model,
    units,
    r.start,
    target,
    seq.tokens,
    insertCells(n),
    check,
    r.wildcards,
  );
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

/**
 * Reduced 3x3 answers an odd cube's runs cycle through in a batch (the first run takes the
 * shortest). Which answer is taken moves a big cube's total far more than the answer's own
 * length: cube_19 ids 277-280, three runs each, 6,993 moves with three answers against 7,123
 * with one (run 0 alike; 279: 1,993 -> 1,833). On cube_5/7/9 (19 puzzles, six runs each) it was
 * even: 4,211 against 4,231. The shortest 2x2x2 answers of an even cube did not pay (corner-stage.ts).
 */
const reducedAnswers = (budgetMs: number) => (budgetMs >= 10_000 ? 3 : 1);

/** Runs of stages 3b–5 at most, whatever the budget. */
const MAX_RUNS = 64;

/**
 * Stages 4–5 for a few settings (on small cubes, where this is cheap), the shortest answer kept;
 * another run starts only while the average run so far fits in the budget. Past the settings,
 * runs cycle through them again with new annealing seeds (each seed anneals differently). An odd
 * cube's runs also cycle through its reduced 3x3 answers (`rs`, one per answer).
 */
function bestOfVariants(
  rs: readonly Reduced[],
  seq: Sequence,
  budgetMs: number,
  t0: number,
): string[] {
  const n = (rs[0] as Reduced).n;
  const variants = VARIANTS.slice(0, n <= 5 ? 8 : n <= 10 ? 4 : 1);
  let best: string[] = [];
  const tRuns = performance.now();
  for (let v = 0; v < MAX_RUNS; v++) {
    const spent = performance.now() - tRuns;
    if (v > 0 && performance.now() - t0 + spent / v > budgetMs) break;
    const [multiRatio, wingRatio] = variants[v % variants.length] as readonly [number, number];
    const r = rs[v % rs.length] as Reduced;
    const candidate = finishFrom(r, seq, multiRatio, wingRatio, v);
    if (v === 0 || candidate.length < best.length) best = candidate;
  }
  return best;
}

/**
 * Solves Santa's cube_n/n/n (n >= 4): Santa move names taking `initial` to `solution`, by the
 * stages above. Throws `InvalidStateError` for a state no moves solve, `SolveAbortedError` when
 * `signal` stops it.
 */
export function solveSantaCubeN(
  n: number,
  initial: readonly string[],
  solution: readonly string[],
  options: SantaCubeOptions = {},
): SantaCubeSolution {
  const t0 = performance.now();
  const { start, target } = encodeCube(n, initial, solution);
  const check = () => throwIfAborted(options.signal, 'the NxNxN solve');
  const model = cubeModel(n);
  const seq = new Sequence(model, start.slice(), (stage, tokens) => {
    if (!options.onProgress) return;
    const progress: SantaCubeProgress = {
      expanded: 0,
      depth: STAGE_DEPTH[stage] ?? 5,
      ms: performance.now() - t0,
      best: tokensCost(tokens),
      stage,
    };
    options.onProgress(progress);
  });
  // 1-2. Corners (odd n: with the middle edges and the fixed centres; several answers to try).
  const budgetMs = options.budgetMs ?? SOFT_MS;
  const ms = reducedThreeMs(budgetMs);
  const firsts =
    n % 2 === 0
      ? [cornersAsTwo(model, seq.st, target, options.signal, ms)]
      : reducedThree(model, seq.st, target, options.signal, ms, reducedAnswers(budgetMs));
  check();
  // 3. Parity, after each of them.
  const { units } = cubeUnits(n);
  const reduced = firsts.map((first): Reduced => {
    seq.reset(start, []);
    seq.push(first, 'three');
    seq.push(parityMoves(model, units, seq.st, target), 'parity');
    return {
      n,
      model,
      units,
      start,
      target,
      afterParity: seq.st.slice(),
      prefix: seq.tokens.slice(),
      check,
      wildcards: options.wildcards ?? 0,
      seed: options.seed ?? 0,
    };
  });
  const moves = bestOfVariants(reduced, seq, budgetMs, t0);
  const replay = cubePuzzle(n).check(initial, solution, moves, options.wildcards ?? 0);
  if (!replay.valid)
    throw new Error(`cube_${n} answer fails the replay (${replay.message}); a bug`);
  return {
    moves,
    length: moves.length,
    ms: performance.now() - t0,
    mismatches: replay.mismatches,
    optimal: false,
    stats: { expanded: 0 },
  };
}
