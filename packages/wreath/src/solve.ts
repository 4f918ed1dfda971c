import {
  InvalidStateError,
  mismatches,
  SearchLimitError,
  type SolveOptions,
  type SolveProgress,
  throwIfAborted,
  type WildcardSolution,
} from '@puz/perm';
import { shortenWindows } from '@puz/search';
import { beamSearch } from './beam.js';
import { buildEndgame, type Endgame } from './endgame.js';

import { exactSolve } from './exact.js';
import { MOVE_NAMES, replay, type WreathModel, wreathModel } from './model.js';
import { wreathPuzzle } from './puzzle.js';
import { runBeamSearch } from './runs.js';
import { encodeStates, type Labels, oddPermutation } from './states.js';

/** What `solveWreath` reports: the shared `SolveProgress`, plus which search is running. */
export interface WreathProgress extends SolveProgress {
  readonly phase: 'exact' | 'beam';
}

/**
 * Options of `solveWreath`: perm's `SolveOptions` (`budgetMs` = time to keep improving a first
 * answer with wider beams, default 2000; `signal` = the hard stop, a `SolveAbortedError`; `seed`
 * = the beams' tie-breaking and Zobrist keys, default 1; `onProgress` receives `WreathProgress`).
 */
export interface SolveWreathOptions extends SolveOptions {
  /** `auto` (default): exact search when it fits, else the beams; `exact` or `beam` only. */
  readonly method?: 'auto' | 'exact' | 'beam';
  /** Safety cap: give up (SearchLimitError) when no first answer is found in this time (60 s). */
  readonly timeLimitMs?: number;
  /** Width of the first beam (default 1000; each further round doubles it). */
  readonly beamWidth?: number;
  /** Exact search is tried while both sides hold fewer states than this (default 4,000,000). */
  readonly exactNodeLimit?: number;
  /** States kept in the endgame table (backward BFS from the goal; default 1,000,000). */
  readonly endgameNodeLimit?: number;
  /** Beam score: weight of a misplaced sticker (default 8; run beam 4) … */
  readonly mismatchWeight?: number;
  /** … and of each ring step between a sticker and the nearest slot wanting it (default 1). */
  readonly distanceWeight?: number;
  /** Run beam: weight of each ring's distance from its crossings to its nearest foreign sticker (default 1) … */
  readonly headWeight?: number;
  /** … of the look-ahead (best next run of the other ring; default 2) … */
  readonly lookAheadWeight?: number;
  /** … and, as a bonus, of each pair of foreign stickers a crossing-distance apart on a ring (default 2). */
  readonly pairWeight?: number;
  /**
   * Time for the window optimiser (@puz/search `shortenWindows`: each window of the answer
   * replaced by a shorter equivalent, met in the middle) on a beam answer, ms (default 1,000;
   * 0 turns it off). Answers proved optimal are left alone.
   */
  readonly windowMs?: number;
  /** Minimum time between progress reports, ms (default 100). */
  readonly progressIntervalMs?: number;
}

/**
 * A wreath's answer: the repo's `WildcardSolution` (the same type as `GlobeSolution`), in Santa
 * move names (l, r, -l, -r). `mismatches`: positions where the replayed final state differs from
 * the solution (≤ wildcards); `optimal` when exact search (or the endgame table) proved the length
 * minimal; `stats.expanded`: states expanded by all searches.
 */
export type WreathSolution = Readonly<WildcardSolution>;

/** The state of one solve shared by its steps: the coded problem, the best answer, progress. */
interface Solve {
  readonly n: number;
  readonly model: WreathModel;
  readonly start: Uint16Array;
  readonly goal: Uint16Array;
  readonly wildcards: number;
  /** The labels as given, for the window optimiser (which compares labels). */
  readonly labels: readonly [readonly string[], readonly string[]];
  readonly options: SolveWreathOptions;
  readonly t0: number;
  best: number[] | null;
  optimal: boolean;
  /** Expansions of the searches that have finished. */
  expandedBefore: number;
  lastReport: number;
}

/**
 * Solves wreath_n/n from `initial` to `solution` (label lists, as in puzzles.csv; labels may
 * repeat). Small wreaths are solved exactly (bidirectional BFS, shortest answer); larger ones by
 * the run beam (runs.ts; up to 40 slots also the bucketed run beam, the single-step beam and
 * other run-beam weights) — a first round of `beamWidth`, then wider ones while `budgetMs`
 * lasts, keeping the shortest; a beam answer then goes through the window optimiser
 * (`windowMs`). The answer is replayed and must end within `wildcards` mismatches, or this throws.
 * Throws InvalidStateError for bad input (wrong length, different label counts, unreachable),
 * SolveAbortedError when `signal` stops it and SearchLimitError when no answer was found.
 */
export function solveWreath(
  n: number,
  initial: Labels,
  solution: Labels,
  options: SolveWreathOptions = {},
): WreathSolution {
  const t0 = performance.now();
  const wildcards = options.wildcards ?? 0;
  if (!Number.isInteger(wildcards) || wildcards < 0)
    throw new RangeError(`wildcards must be a non-negative integer, got ${wildcards}`);
  const { start, goal, colours } = encodeStates(n, initial, solution);
  const model = wreathModel(n, colours);
  if (colours === model.size && n % 2 === 1 && wildcards < 2 && oddPermutation(start, goal))
    throw new InvalidStateError(
      'parity',
      `wreath_${n}/${n}: odd permutation of distinct labels; l and r are even for odd n, so it cannot be reached`,
    );
  throwIfAborted(options.signal, `wreath_${n}/${n}`);
  const solve: Solve = {
    n,
    model,
    start,
    goal,
    wildcards,
    labels: [Array.from(initial, String), Array.from(solution, String)],
    options,
    t0,
    best: null,
    optimal: false,
    expandedBefore: 0,
    lastReport: t0,
  };
  const method = options.method ?? 'auto';
  if (method !== 'beam') runExact(solve);
  if (!solve.best && method === 'exact')
    throw new SearchLimitError(
      `wreath_${n}/${n}: exact search does not fit (states of ${model.size} stickers in 52 bits, ${options.exactNodeLimit ?? 4_000_000} states)`,
    );
  if (!solve.best) runBeams(solve);
  if (!solve.optimal) shorten(solve);
  return finish(solve);
}

/** A progress callback for one search, throttled to `progressIntervalMs`. */
function reporter(solve: Solve, phase: WreathProgress['phase']) {
  const { onProgress, progressIntervalMs = 100 } = solve.options;
  return (expanded: number, depth: number) => {
    const now = performance.now();
    if (!onProgress || now - solve.lastReport < progressIntervalMs) return;
    solve.lastReport = now;
    const progress: WreathProgress = {
      phase,
      expanded: solve.expandedBefore + expanded,
      depth,
      ms: now - solve.t0,
      ...(solve.best ? { best: solve.best.length } : {}),
    };
    onProgress(progress);
  };
}

/** Counts a finished search's expansions and passes its level reports on. */
function levelReports(solve: Solve, phase: WreathProgress['phase']) {
  const report = reporter(solve, phase);
  let last = 0;
  return {
    onLevel: (expanded: number, depth: number) => {
      last = expanded;
      report(expanded, depth);
    },
    done: () => {
      solve.expandedBefore += last;
    },
  };
}

/** Bidirectional BFS, when the states pack and the search stays under `exactNodeLimit`. */
function runExact(solve: Solve): void {
  const levels = levelReports(solve, 'exact');
  const found = exactSolve(solve.model, solve.start, solve.goal, solve.wildcards, {
    nodeLimit: solve.options.exactNodeLimit ?? 4_000_000,
    signal: solve.options.signal,
    onLevel: levels.onLevel,
  });
  levels.done();
  if (found) {
    solve.best = found;
    solve.optimal = true;
  }
}

/** Each round's searches: small wreaths alternate the run beam (three weightings) and the beam. */
type Strategy = 'run' | 'bucket' | 'beam' | 'pairs' | 'flat';

/**
 * Rounds of beams, the width doubling after each round, keeping the shortest answer: the first
 * round runs whole (up to `timeLimitMs`) unless the budget is 0, later ones while `budgetMs`
 * lasts. On big wreaths the single-step beam's plateaus are hopeless, so only the run beam runs.
 */
function runBeams(solve: Solve): void {
  const { n, model, options, t0 } = solve;
  const budget = options.budgetMs ?? 2000;
  const limit = Math.max(budget, options.timeLimitMs ?? 60_000);
  const seed = options.seed ?? 1;
  // States within a few moves of the goal: ~40 MB of frontier at most.
  const endgame = buildEndgame(
    model,
    [solve.goal],
    Math.min(options.endgameNodeLimit ?? 1_000_000, Math.floor(40_000_000 / model.size)),
    seed,
  );
  const plan: readonly Strategy[] = n <= 40 ? ['run', 'bucket', 'beam', 'pairs', 'flat'] : ['run'];
  let width = Math.max(1, options.beamWidth ?? 1000);
  const maxWidth = Math.max(width, 1 << 16);
  for (let round = 0; ; round++) {
    const strategy = plan[round % plan.length] as Strategy;
    const lastOfRound = round % plan.length === plan.length - 1;
    const deadline = t0 + (solve.best && round >= plan.length ? budget : limit);
    const found = runOneBeam(solve, strategy, {
      width,
      seed: seed + Math.floor(round / plan.length),
      deadline,
      endgame,
    });
    throwIfAborted(options.signal, `wreath_${n}/${n}`);
    if (found && (!solve.best || found.length < solve.best.length)) solve.best = found;
    const elapsed = performance.now() - t0;
    const exhausted = (width >= maxWidth && lastOfRound) || elapsed >= limit;
    if (!solve.best && exhausted)
      throw new SearchLimitError(
        `wreath_${n}/${n}: beam search (up to width ${width}) found no solution within ${30 * n + 50} moves and ${limit} ms`,
      );
    // Every state within endgame.depth of the goal is in the table: nothing shorter exists.
    if (solve.best && solve.wildcards === 0 && solve.best.length <= endgame.depth + 1)
      solve.optimal = true;
    const firstRoundDone = round >= plan.length - 1 || budget === 0;
    if (solve.best && (exhausted || solve.optimal || (firstRoundDone && elapsed >= budget))) return;
    if (lastOfRound) width *= 2;
  }
}

/** One beam of a round: the run beam with the strategy's weights, or the single-step beam. */
function runOneBeam(
  solve: Solve,
  strategy: Strategy,
  round: { width: number; seed: number; deadline: number; endgame: Endgame },
): number[] | null {
  const { n, model, start, goal, wildcards, options, best } = solve;
  const levels = levelReports(solve, 'beam');
  const common = {
    ...round,
    signal: options.signal,
    onLevel: levels.onLevel,
  };
  const found =
    strategy === 'beam'
      ? beamSearch(model, start, goal, wildcards, {
          ...common,
          maxDepth: best ? best.length - 1 : 10 * n + 50,
          mismatchWeight: options.mismatchWeight ?? 8,
          distanceWeight: options.distanceWeight ?? 1,
        })
      : runBeamSearch(model, start, goal, wildcards, {
          ...common,
          // It keeps half a turn of levels: about 2 · width · size · n/2 bytes of states (≤ 128 MB).
          width: Math.min(round.width, Math.max(64, Math.floor(2 ** 27 / (model.size * n)))),
          maxDepth: best ? best.length - 1 : 30 * n + 50,
          mismatchWeight: options.mismatchWeight ?? 4,
          headWeight: options.headWeight ?? 1,
          lookAheadWeight: options.lookAheadWeight ?? (strategy === 'flat' ? 0 : 2),
          pairWeight: options.pairWeight ?? (strategy === 'pairs' ? 4 : 2),
          // The bucketed run beam: a level keeps at most width/256 states per placement of the
          // special pieces (at least 4). On Santa's 21/21 and 33/33 at width 4000 it found
          // different (and on 33/33 shorter) answers than the plain run beam (sums 407 vs 423).
          ...(strategy === 'bucket' ? { bucketCap: Math.max(4, round.width >> 8) } : {}),
        });
  levels.done();
  return found;
}

/**
 * The window optimiser on a beam answer: the beams stop at the first state the endgame table
 * knows and never revisit a state, so their answers keep detours a short search around each
 * point finds. Kept only when shorter; `finish` replays it like any answer.
 */
function shorten(solve: Solve): void {
  const windowMs = solve.options.windowMs ?? 1000;
  const best = solve.best as number[];
  if (windowMs <= 0 || best.length < 2) return;
  const names = best.map((m) => MOVE_NAMES[m] as string);
  const { moves } = shortenWindows(wreathPuzzle(solve.n), ...solve.labels, names, {
    wildcards: solve.wildcards,
    budgetMs: windowMs,
  });
  const codes = moves.map((name) => MOVE_NAMES.indexOf(name as (typeof MOVE_NAMES)[number]));
  // Only l, r and their inverses can come back; anything else would be a bug there, not here.
  if (codes.length < best.length && codes.every((m) => m >= 0)) solve.best = codes;
}

/** Replays the best answer (it must end within the wildcards) and names its moves. */
function finish(solve: Solve): WreathSolution {
  const best = solve.best as number[];
  const left = mismatches(replay(solve.model, solve.start, best), solve.goal);
  if (left > solve.wildcards)
    throw new Error(
      `solveWreath: internal error, the answer leaves ${left} mismatches (> ${solve.wildcards})`,
    );
  return {
    moves: best.map((m) => MOVE_NAMES[m] as string),
    length: best.length,
    ms: performance.now() - solve.t0,
    mismatches: left,
    optimal: solve.optimal,
    stats: { expanded: solve.expandedBefore },
  };
}
