import {
  encodeLabels,
  type SolveOptions,
  type SolveProgress,
  sameLabels,
  throwIfAborted,
  type WildcardSolution,
} from '@puz/perm';
import { InvalidStateError } from '../errors.js';
import { cubePuzzle } from '../santa/puzzle.js';
import { cubeUnits } from './catalog.js';
import { cornersAsTwo, reducedThree, reducedThreeMs } from './corner-stage.js';
import { beforeUnits, finishUnits, type Reduced, Sequence } from './finish.js';
import { cubeModel, tokensCost } from './model.js';
import { parityMoves } from './parity.js';

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
 *     from n = 10 also face turns around them (F s F⁻¹, s F s⁻¹ F⁻¹): another −3..4%;
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
 * Stages 3b–5 run for a few settings and seeds (on small cubes) and the shortest answer is kept;
 * the time left that no further run fits redraws the best run's stage 5 with noise (cube_8/10
 * ids 262-263, 272-274 at the batch's 15 s: 2,366 -> 2,322 moves).
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
  (n <= 10 ? 15_000 : n <= 24 ? 130_000 : 420_000) + (n % 2 === 1 ? reducedThreeMs(15_000) : 0);
/*
 * A 19-cube's runs differ by ±5% from seed to seed (ids 278/279 first runs 1,807-1,925 and
 * 1,795-1,993 moves with other reduced 3x3 answers), and more with the reduced 3x3 answer
 * (`reducedAnswers`): 130 s holds its three answers' runs of 20-40 s. A 33-cube's run takes
 * 110-220 s: 480 s holds two (the second from the next reduced 3x3 answer: id 283 8,182 -> 8,058;
 * a second seed on the same answer, id 281, 5,379 -> 5,459), about +11 min of CPU over the three.
 */
/*
 * Session 31 made a run ~1.7x faster (id 281's first run 507 -> 290 s on a loaded machine, the
 * same 5,151 moves) and gives the time no further run fits to units-stage draws: 420 s holds one
 * run and a few draws on a machine where a run takes ~250-300 s (the 480 s of before, with a
 * run's overrun, put the default full run at the hour's edge there).
 */
/* (An odd cube's reduced 3x3 gets its 3 s on top, so the improving runs keep their time.) */
/*
 * With the runs cycling through new seeds (bestOfVariants), more time keeps paying on small
 * cubes: cube_4 ids 0-3 271 moves at 6 s, 259 at 15 s; cube_5 (3 puzzles) 323 -> 315.
 */

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

/**
 * Reduced 3x3 answers an odd cube's runs cycle through in a batch (the first run takes the
 * shortest). Which answer is taken moves a big cube's total far more than the answer's own
 * length: cube_19 ids 277-280, three runs each, 6,993 moves with three answers against 7,123
 * with one (run 0 alike; 279: 1,993 -> 1,833). On cube_5/7/9 (19 puzzles, six runs each) it was
 * even: 4,211 against 4,231. The shortest 2x2x2 answers of an even cube did not pay (corner-stage.ts).
 */
const reducedAnswers = (budgetMs: number) => (budgetMs >= 10_000 ? 3 : 1);

/**
 * Units-stage draws after the runs (insert.ts `UnitNoise`: each step's unit by its ratio times
 * 1 + amount × a uniform draw), only in the time left that no further run fits.
 */
const MAX_DRAWS = 16;
const DRAW_NOISE = 0.2;

/** Runs of stages 3b–5 at most, whatever the budget. */
const MAX_RUNS = 64;

/**
 * The units stage's beam (insert-beam.ts), run once on the best run's moves before its units
 * stage, in the last 30% of a small cube's budget when that is 30 s or more (`santa improve
 * --budget-ms`); the runs get the rest. Per run it pays (first runs of cube_6/8/10 ids 245-247,
 * 262, 263, 272: greedy 1,814 moves, width 4 1,786, 8 1,760, 16 with 4 children 1,738, at
 * 2x, 2.4x and 5x the time), but against more runs in the same time hardly: at the batch's 15 s,
 * 23 cube_4..10 puzzles 5,631 -> 5,623 moves (12 of them 2,850 -> 2,830, 11 2,781 -> 2,793), at
 * 60 s cube_6/8/10 ids 245, 262, 272 1,014 -> 1,006. So the batch keeps the greedy.
 */
const UNITS_BEAM = { width: 16, branch: 4, perCycle: 5.5 } as const;
const beamShare = (n: number, budgetMs: number) => (n <= 10 && budgetMs >= 30_000 ? 0.3 : 0);

/**
 * Stages 3b–5 for a few settings (on small cubes, where this is cheap), the shortest answer kept;
 * another run starts only while the average run so far fits in the budget. Past the settings,
 * runs cycle through them again with new annealing seeds (each seed anneals differently). An odd
 * cube's runs also cycle through its reduced 3x3 answers (`rs`, one per answer). On a small cube
 * in a batch, the best run's units stage is then done again by the beam.
 */
function bestOfVariants(
  rs: readonly Reduced[],
  seq: Sequence,
  budgetMs: number,
  t0: number,
): string[] {
  const n = (rs[0] as Reduced).n;
  const variants = VARIANTS.slice(0, n <= 5 ? 8 : n <= 10 ? 4 : 1);
  const share = beamShare(n, budgetMs);
  const runsEnd = t0 + budgetMs * (1 - share);
  let best: string[] = [];
  let bestBefore: number[] = [];
  let bestR = rs[0] as Reduced;
  let bestUnitsMs = 0;
  const tRuns = performance.now();
  for (let v = 0; v < MAX_RUNS; v++) {
    const spent = performance.now() - tRuns;
    if (v > 0 && performance.now() + spent / v > runsEnd) break;
    const [multiRatio, wingRatio] = variants[v % variants.length] as readonly [number, number];
    const r = rs[v % rs.length] as Reduced;
    const before = beforeUnits(r, seq, multiRatio, wingRatio, v);
    const tUnits = performance.now();
    const candidate = finishUnits(r, seq, before);
    if (v === 0 || candidate.length < best.length) {
      best = candidate;
      bestBefore = before;
      bestR = r;
      bestUnitsMs = performance.now() - tUnits;
    }
  }
  // Time left that no further run fits: the best run's units stage drawn again with noise while
  // one more draw fits (a 33-cube's one run left ~150 s of its budget unused), the shortest kept.
  let drawMs = bestUnitsMs;
  for (let d = 1; share === 0 && d <= MAX_DRAWS; d++) {
    const tDraw = performance.now();
    if (tDraw + drawMs > t0 + budgetMs) break;
    const noise = { seed: d + 7919 * bestR.seed, amount: DRAW_NOISE };
    const drawn = finishUnits(bestR, seq, bestBefore, undefined, noise);
    if (drawn.length < best.length) best = drawn;
    drawMs = Math.max(drawMs, performance.now() - tDraw);
  }
  if (share > 0) {
    // Past its deadline the beam finishes one sequence greedily, which takes about as long as
    // the greedy units stage did: the deadline leaves that time within the budget.
    const deadline = t0 + budgetMs - bestUnitsMs;
    const beamed = finishUnits(bestR, seq, bestBefore, { ...UNITS_BEAM, deadline });
    if (beamed.length < best.length) best = beamed;
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
