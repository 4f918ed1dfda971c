import {
  encodeLabels,
  InvalidStateError,
  type LabelState,
  mismatches,
  type PermPuzzle,
  type Rng,
  rng,
  sameLabels,
  throwIfAborted,
  type WildcardSolution,
} from '@puz/perm';
import { shortenWindows } from '@puz/search';
import { beamWidthFor, cycleWordsFor } from './beam-config.js';
import { chooseByMerge, shortlist } from './choose.js';
import { emitTurn } from './emit.js';
import { insertBeam, insertCycles } from './insert.js';
import { mergePairs, type PairAnswer } from './merge.js';
import type { SolveGlobeOptions } from './options.js';
import { type PairJob, solvePair } from './pair.js';
import { globePuzzle } from './puzzle.js';
import { type RoughStart, roughStarts } from './rough.js';
import { checkGlobeSize } from './size.js';
import { pairTables, rowDist } from './tables.js';

export type { SolveGlobeOptions } from './options.js';

/**
 * A globe's answer: the repo's `WildcardSolution` (the same type as `WreathSolution`), in Santa
 * move names (`r0`, `-r1`, `f3`…), replayed and checked before it is returned. `mismatches`: cells
 * that still differ (at most the wildcards); `optimal` only for an already solved state;
 * `stats.expanded`: greedy variants tried over all row pairs.
 */
export type GlobeSolution = Readonly<WildcardSolution>;

/*
 * The window optimiser by default: on the 30 small Santa globes (1/8, 2/6, 3/4) balls of 4,000
 * states took 1,736 answers' moves to 1,714 in about 0.1-0.7 s each; on globe_3/33 and 8/25
 * it found 6 moves in 3 answers at 20 s each (balls of depth 2 there cost 60 ms), so it stays
 * off for the big ones.
 */
const WINDOW_CELLS = 64;
/*
 * The beam's rerank by default: with 3 candidates built per node kept (beam-score.ts), at 10
 * variants, globe_1/8 went 889 → 820 moves, 2/6 177 → 164 (pools then capped at 2-4 × width:
 * 1/16 925 → 907, 6/8 1,157 → 1,095); 8 per node was no better than 3 on six 1/8s (452 vs 453).
 */
const BEAM_RERANK = 3;
const WINDOW_MS = 1000;

/** Cost offsets of the first variants of a pair; later ones add noise. */
const LAMBDAS = [0, 1, -1, 2, 0.5, -2, 3, 1.5, -0.5, 2.5];
/** At most this many variants per pair, whatever the budget. */
const MAX_VARIANTS = 200;

/** One solve's shared state: the model, coded states, moves so far and progress. */
interface GlobeSolve {
  readonly a: number;
  readonly b: number;
  readonly w: number;
  readonly puzzle: PermPuzzle;
  readonly state: LabelState;
  readonly target: LabelState;
  readonly wildcards: number;
  readonly options: SolveGlobeOptions;
  readonly t0: number;
  readonly random: Rng;
  readonly out: string[];
  /** Each row pair's answer, in the order solved (merged or concatenated at the end). */
  readonly answers: PairAnswer[];
  variants: number;
  pairsDone: number;
  lastReport: number;
}

/**
 * Solves a globe_a/b state once (portfolio.ts runs several of these on small globes): moves that
 * turn `initial` into `solution` (up to `wildcards` cells wrong). Each row pair (k, a−k) is an orbit; it is aligned by free row turns, then finished with
 * conjugated flip commutators (3-cycles) chosen greedily by cost per sticker fixed. The answer is
 * replayed before it is returned; an unsolvable state is an InvalidStateError.
 */
export function solveGlobeOnce(
  a: number,
  b: number,
  initial: readonly string[],
  solution: readonly string[],
  options: SolveGlobeOptions = {},
): GlobeSolution {
  checkGlobeSize(a, b);
  throwIfAborted(options.signal, 'the globe solve');
  const solve = startSolve(a, b, initial, solution, options);
  let budget = solve.wildcards - solveMiddleRow(solve);
  const pairs: PairJob[] = [];
  for (let k = 0; 2 * k < a; k++) pairs.push({ top: k, bot: a - k });
  for (let pi = 0; pi < pairs.length; pi++) {
    const job = pairs[pi] as PairJob;
    // Wildcards go to the last pair solved: earlier pairs are solved completely.
    const allowed = pi === pairs.length - 1 ? budget : 0;
    const best = bestVariant(
      solve,
      job,
      allowed,
      pi === 0 && (solve.options.plainFlips ?? true),
      pairBudget(solve, pairs.length - pi),
    );
    solve.puzzle.applyMoves(solve.state, best);
    solve.answers.push({ top: job.top, bot: job.bot, moves: best });
    budget -= rowMismatch(solve, job.top) + rowMismatch(solve, job.bot);
    solve.pairsDone++;
    report(solve);
  }
  return finish(solve, initial, solution);
}

function startSolve(
  a: number,
  b: number,
  initial: readonly string[],
  solution: readonly string[],
  options: SolveGlobeOptions,
): GlobeSolve {
  const w = 2 * b;
  const n = (a + 1) * w;
  if (initial.length !== n || solution.length !== n)
    throw new InvalidStateError(
      'length',
      `globe_${a}/${b} has ${n} stickers; got ${initial.length} (initial) and ${solution.length} (solution)`,
    );
  if (!sameLabels(initial, solution))
    throw new InvalidStateError('labels', 'initial and solution states hold different labels');
  const {
    states: [state, target],
  } = encodeLabels(initial, solution);
  const t0 = performance.now();
  return {
    a,
    b,
    w,
    puzzle: globePuzzle(a, b),
    state: state as LabelState,
    target: target as LabelState,
    wildcards: Math.max(0, Math.floor(options.wildcards ?? 0)),
    options,
    t0,
    random: rng(options.seed ?? 0x5eed ^ (a * 977 + b)),
    out: [],
    answers: [],
    variants: 0,
    pairsDone: 0,
    lastReport: t0,
  };
}

const elapsed = (solve: GlobeSolve) => performance.now() - solve.t0;

/** When a pair's variants stop: a deadline in ms, or a count of variants. */
type PairBudget = { until: number } | { variants: number };

/** The next pair's share of what is left of the budget, `pairsLeft` pairs to go. */
function pairBudget(solve: GlobeSolve, pairsLeft: number): PairBudget {
  const { budgetNodes, budgetMs = 2000 } = solve.options;
  if (budgetNodes !== undefined)
    return { variants: Math.max(1, Math.floor((budgetNodes - solve.variants) / pairsLeft)) };
  return { until: elapsed(solve) + (budgetMs - elapsed(solve)) / pairsLeft };
}

function report(solve: GlobeSolve): void {
  const { onProgress, progressIntervalMs = 100 } = solve.options;
  const now = performance.now();
  if (!onProgress || now - solve.lastReport < progressIntervalMs) return;
  solve.lastReport = now;
  onProgress({
    expanded: solve.variants,
    depth: solve.pairsDone,
    ms: now - solve.t0,
    best: solve.out.length + solve.answers.reduce((s, x) => s + x.moves.length, 0),
  });
}

/** Appends `moves` to the answer and applies them to the state. */
function play(solve: GlobeSolve, moves: readonly string[]): void {
  solve.out.push(...moves);
  solve.puzzle.applyMoves(solve.state, moves);
}

function rowMismatch(solve: GlobeSolve, row: number): number {
  const { w, state, target } = solve;
  let m = 0;
  for (let c = 0; c < w; c++) if (state[row * w + c] !== target[row * w + c]) m++;
  return m;
}

/**
 * The middle row of an even a: flips leave it alone, so it is turned to its best match and what
 * stays wrong must fit in the wildcards. The cells it leaves wrong.
 */
function solveMiddleRow(solve: GlobeSolve): number {
  const { a, w, state, target } = solve;
  if (a % 2 !== 0) return 0;
  const m = a / 2;
  let best = -1;
  let bestTurn = 0;
  for (let turn = 0; turn < w; turn++) {
    let matched = 0;
    for (let c = 0; c < w; c++)
      if (state[m * w + ((c + turn) % w)] === target[m * w + c]) matched++;
    const score = matched - 0.01 * rowDist(turn, w);
    if (score > best) {
      best = score;
      bestTurn = turn;
    }
  }
  const moves: string[] = [];
  emitTurn(moves, m, bestTurn, w);
  play(solve, moves);
  const wrong = rowMismatch(solve, m);
  if (wrong > solve.wildcards)
    throw new InvalidStateError(
      'unreachable',
      `row ${m} (the equator, which flips leave alone) cannot be turned into its solution`,
    );
  return wrong;
}

/**
 * Pairs are independent (their words are clean for the others): several greedy variants (cost
 * offset λ, then noise) until the pair's budget is spent; the shortest after simplification, or
 * (pairs after the first) the one of the shortest few that merges shortest with the pairs before.
 */
function bestVariant(
  solve: GlobeSolve,
  job: PairJob,
  allowed: number,
  freeFlips: boolean,
  budget: PairBudget,
): string[] {
  const tables = pairTables(solve.b);
  const variantsBefore = solve.variants;
  const starts = roughStarts({
    puzzle: solve.puzzle,
    tables,
    job,
    state: solve.state,
    target: solve.target,
    allowed,
    freeFlips,
    width: solve.options.beamWidth ?? beamWidthFor(solve.options, solve.a, tables.n),
    rerank: solve.options.beamRerank ?? BEAM_RERANK,
    misWeight: solve.options.beamMisWeight ?? 2,
    offsetCap: solve.options.beamOffsetCap ?? 0,
    cycleWords: solve.options.beamCycleWords ?? cycleWordsFor(solve.options, tables.n),
    signal: solve.options.signal,
  });
  // Each start is finished once by each method (3-cycles appended by the greedy, 3-cycles
  // inserted anywhere: insert.ts); the rest of the budget goes to more greedy variants, from the
  // start that did best with the greedy.
  const useInsert = solve.options.insertCycles ?? true;
  const greedyLengths = starts.map(() => Number.POSITIVE_INFINITY);
  // Set inside the closures below (typed so, or TS narrows it to null for good).
  let best = null as string[] | null;
  // Every answer found, for the choice by merged length at the end.
  const found: string[][] = [];
  const keep = (moves: readonly string[]) => {
    const simple = solve.puzzle.simplify(moves);
    found.push(simple);
    if (best === null || simple.length < best.length) best = simple;
    solve.variants++;
    report(solve);
    return simple.length;
  };
  const greedy = (si: number, k: number) => {
    const start = starts[si] as RoughStart;
    const trial: string[] = [...start.moves];
    solvePair({
      tables,
      job,
      state: start.state,
      target: solve.target,
      allowed,
      out: trial,
      random: solve.random,
      signal: solve.options.signal,
      lambda: LAMBDAS[k % LAMBDAS.length] as number,
      noise: k < LAMBDAS.length ? 0 : 0.2,
      freeFlips,
      // After a beam prefix the greedy's own rough words only cost time (globe_8/25: 21 → 14 s).
      macros: start.moves.length === 0,
    });
    greedyLengths[si] = Math.min(greedyLengths[si]!, keep(trial));
  };
  // What the insertion stage needs to finish one rough start.
  const insertJob = (start: RoughStart) => ({
    puzzle: solve.puzzle,
    tables,
    job,
    state: start.state,
    target: solve.target,
    allowed,
    prefix: start.moves,
    signal: solve.options.signal,
  });
  const insert = (si: number) => {
    const start = starts[si] as RoughStart;
    const trial = insertCycles(insertJob(start));
    // Pairs over the table's size: the greedy alone.
    return trial === null ? Number.POSITIVE_INFINITY : keep(trial);
  };
  const argmin = (xs: readonly number[]) => {
    let at = 0;
    for (let k = 1; k < xs.length; k++) if (xs[k]! < xs[at]!) at = k;
    return at;
  };
  const insertLengths = starts.map(() => Number.POSITIVE_INFINITY);
  for (let si = 0; si < starts.length; si++) {
    greedy(si, 0);
    if (useInsert) insertLengths[si] = insert(si);
  }
  // A beam of insertions from the start that did best with the greedy insertion.
  const width = solve.options.insertWidth ?? 0;
  if (useInsert && width > 0 && insertLengths.some(Number.isFinite)) {
    const start = starts[argmin(insertLengths)] as RoughStart;
    const trial = insertBeam(insertJob(start), width);
    if (trial !== null) keep(trial);
  }
  const more = (v: number) =>
    'variants' in budget ? v < budget.variants : elapsed(solve) < budget.until;
  // More greedy variants only: on globe_6/8 and 3/33 (378, 379, 392, 10 s) insertion runs with
  // other cost offsets found nothing shorter and cost 50% more time.
  const most = solve.options.maxVariants ?? MAX_VARIANTS;
  for (let v = solve.variants - variantsBefore, k = 1; more(v) && v < most; v++, k++)
    greedy(argmin(greedyLengths), k);
  if (best === null) throw new Error(`internal: globe pair ${job.top}/${job.bot} has no answer`);
  // The first pair has nothing to merge with; later ones keep what merges shortest (choose.ts).
  if (!(solve.options.mergePairs ?? true) || solve.answers.length === 0) return best;
  const { puzzle, out: before, answers: solved, w } = solve;
  return [...chooseByMerge({ puzzle, before, solved, ...job, w }, shortlist(found))];
}

/*
 * PermPuzzle.simplify replaced globe's own simplifier (flip pairs cancelled, row-turn runs
 * merged): on the first variant of every Santa globe pair both give the same length (26,201
 * moves in all), so the shared one is kept.
 */

/** Simplifies the whole answer, replays it from the start and checks it against the wildcards. */
function finish(
  solve: GlobeSolve,
  initial: readonly string[],
  solution: readonly string[],
): GlobeSolution {
  const { a, b, puzzle } = solve;
  let moves = puzzle.simplify([...solve.out, ...solve.answers.flatMap((x) => x.moves)]);
  if (solve.options.mergePairs ?? true) {
    const merged = puzzle.simplify([...solve.out, ...mergePairs(solve.answers, solve.w)]);
    if (merged.length < moves.length) moves = merged;
  }
  const windowMs = solve.options.windowMs ?? (puzzle.size <= WINDOW_CELLS ? WINDOW_MS : 0);
  if (windowMs > 0)
    moves = shortenWindows(puzzle, initial, solution, moves, {
      wildcards: solve.wildcards,
      // A node-budgeted run never looks at the clock: the passes (at most 10) bound the work.
      ...(solve.options.budgetNodes === undefined ? { timeLimitMs: windowMs } : {}),
      maxBall: solve.options.windowBall ?? 4000,
    }).moves;
  const {
    states: [start, goal],
  } = encodeLabels(initial, solution);
  const left = mismatches(puzzle.applyMoves(start as LabelState, moves), goal as LabelState);
  if (left > solve.wildcards)
    throw new Error(`internal: globe_${a}/${b} answer leaves ${left} cells wrong`);
  return {
    moves,
    length: moves.length,
    ms: elapsed(solve),
    mismatches: left,
    optimal: moves.length === 0,
    stats: { expanded: solve.variants },
  };
}
