import { encodeLabels, InvalidStateError, type LabelState, mismatches, rng } from '@puz/perm';
import { shortenWindows } from '@puz/search';
import { climb } from './climb.js';
import type { SolveGlobeOptions } from './options.js';
import { globePuzzle } from './puzzle.js';
import { checkGlobeSize } from './size.js';
import { type GlobeSolution, solveGlobeOnce } from './solve.js';

/*
 * Small globes (at most 64 cells: Santa's 1/8, 1/16, 2/6, 3/4, 6/4) are solved several times
 * and the shortest answer kept. One solve's length there depends more on where its beam happens
 * to end than on how wide the beam is (globe_1/8 #338, 340, 343, 344, 346 at 10 variants: width
 * 1,000 448 moves, 2,000 431, 4,000 442), so differently made solves are worth more than one
 * wider one: the same state solved backwards (solution to initial, the answer inverted), other
 * beam scores, and a start from a whole-globe hill climb (climb.ts). On those five, forward and
 * backward alone gave 442 and 431 moves and the better of the two 411. The extra solves keep the
 * full width: at a quarter of it (5 extra solves for the time of about 2) they were the best of
 * their puzzle in 6 of 13 (globe_1/8 820 → 793 moves in a batch run), mostly by a move or two.
 */

/** Globes of at most this many cells get the portfolio. */
export const PORTFOLIO_CELLS = 64;
/**
 * Not a budget (a Santa batch's small globes keep the solver's 2 s, and every solve of the list
 * runs): a guard against a machine so loaded that the solves would take far longer. No solve
 * starts after GUARD × budgetMs.
 */
const GUARD = 10;
/** Solves run by default (the first three of the list): the rest are for longer runs. */
const DEFAULT_MEMBERS = 3;
/** Greedy variants per row pair in each solve of the portfolio (10 gave the batch run's totals). */
const MEMBER_VARIANTS = 10;
/** Each extra solve's beam width, as a share of a single solve's (see above). */
const MEMBER_BEAM_SCALE = 1;
/** The window optimiser's time on the answer kept, ms (as solve.ts gives small globes). */
const WINDOW_MS = 1000;
/** Candidates of the hill climb before a climbing solve. */
const CLIMB_ITERATIONS = 50_000;

/** One solve of the portfolio: direction, a hill-climbed start, options over the caller's. */
export interface Member {
  readonly inverse: boolean;
  readonly climb: boolean;
  readonly options: Partial<SolveGlobeOptions>;
}

/** In the order run: a time budget runs a prefix of this list (the first always). */
export const PORTFOLIO_MEMBERS: readonly Member[] = [
  { inverse: false, climb: false, options: {} },
  { inverse: true, climb: false, options: {} },
  { inverse: false, climb: false, options: { beamMisWeight: 4 } },
  { inverse: false, climb: false, options: { beamRerank: 8 } },
  { inverse: true, climb: false, options: { beamMisWeight: 4 } },
  { inverse: false, climb: true, options: {} },
];

/**
 * Solves a globe_a/b state: moves that turn `initial` into `solution` (up to `wildcards` cells
 * wrong). Each row pair (k, a−k) is an orbit; it is aligned by a beam over row turns and shifts,
 * then finished with conjugated flip commutators (3-cycles), inserted where they cost least
 * (solve.ts). Small globes take the best of several such solves (above). The answer is replayed
 * before it is returned; an unsolvable state is an InvalidStateError.
 */
export function solveGlobe(
  a: number,
  b: number,
  initial: readonly string[],
  solution: readonly string[],
  options: SolveGlobeOptions = {},
): GlobeSolution {
  checkGlobeSize(a, b);
  const most = Math.min(PORTFOLIO_MEMBERS.length, Math.floor(options.portfolio ?? DEFAULT_MEMBERS));
  if (2 * b * (a + 1) > PORTFOLIO_CELLS || most <= 0)
    return solveGlobeOnce(a, b, initial, solution, options);
  const t0 = performance.now();
  const budgetMs = options.budgetMs ?? 2000;
  const puzzle = globePuzzle(a, b);
  let best: readonly string[] | null = null;
  let expanded = 0;
  for (let m = 0; m < most; m++) {
    // Every solve of the list runs; the clock only guards against a badly overloaded machine.
    if (m > 0 && options.budgetNodes === undefined && performance.now() - t0 >= GUARD * budgetMs)
      break;
    const member = PORTFOLIO_MEMBERS[m] as Member;
    // The first solve is the single solve of a larger globe; the others stop after a few variants.
    const opts: SolveGlobeOptions =
      m === 0
        ? { ...options, windowMs: 0 }
        : {
            ...options,
            ...member.options,
            windowMs: 0,
            beamScale: options.beamScale ?? MEMBER_BEAM_SCALE,
            // With a time budget each is a default 2 s solve (its beam's width follows budgetMs,
            // solve.ts) stopped after a few variants: other solves pay more than more variants.
            ...(options.budgetNodes === undefined
              ? {
                  budgetMs: Math.min(budgetMs, 2000),
                  maxVariants: options.maxVariants ?? MEMBER_VARIANTS,
                }
              : {}),
          };
    let moves: string[];
    try {
      const run = runMember(a, b, initial, solution, member, opts);
      moves = run.moves;
      expanded += run.expanded;
    } catch (error) {
      // The first solve decides whether the state is valid; the others only add choices.
      if (m === 0 || !(error instanceof InvalidStateError)) throw error;
      continue;
    }
    if (best === null || moves.length < best.length) best = moves;
  }
  if (best === null) throw new Error(`internal: globe_${a}/${b} portfolio has no answer`);
  const wildcards = Math.max(0, Math.floor(options.wildcards ?? 0));
  let moves = [...best];
  const windowMs = options.windowMs ?? WINDOW_MS;
  if (windowMs > 0)
    moves = shortenWindows(puzzle, initial, solution, moves, {
      wildcards,
      ...(options.budgetNodes === undefined ? { budgetMs: windowMs } : {}),
      maxBall: options.windowBall ?? 4000,
    }).moves;
  const {
    states: [start, goal],
  } = encodeLabels(initial, solution);
  const left = mismatches(puzzle.applyMoves(start as LabelState, moves), goal as LabelState);
  if (left > wildcards)
    throw new Error(`internal: globe_${a}/${b} answer leaves ${left} cells wrong`);
  return {
    moves,
    length: moves.length,
    ms: performance.now() - t0,
    mismatches: left,
    optimal: moves.length === 0,
    stats: { expanded },
  };
}

/**
 * One member's answer to the forward problem. Backwards: moves M with solution·M = initial up to
 * w cells give initial·M⁻¹ = solution up to the same w cells (a permutation applied to two states
 * keeps the cells where they differ), so M⁻¹ answers the forward problem.
 */
export function runMember(
  a: number,
  b: number,
  initial: readonly string[],
  solution: readonly string[],
  member: Member,
  opts: SolveGlobeOptions,
): { moves: string[]; expanded: number } {
  const puzzle = globePuzzle(a, b);
  const [from, to] = member.inverse ? [solution, initial] : [initial, solution];
  let prefix: string[] = [];
  let start = from;
  if (member.climb) {
    const {
      states: [s, t],
    } = encodeLabels(from, to);
    prefix = climb({
      a,
      b,
      state: s as LabelState,
      target: t as LabelState,
      iterations: CLIMB_ITERATIONS,
      random: rng((opts.seed ?? 0x5eed) ^ 0xc11b),
    });
    start = puzzle.replay(from, prefix);
  }
  const rest = solveGlobeOnce(a, b, start, to, opts);
  const moves = puzzle.simplify([...prefix, ...rest.moves]);
  const expanded = rest.stats.expanded;
  if (!member.inverse) return { moves, expanded };
  return { moves: moves.reverse().map((name) => puzzle.inverseName(name)), expanded };
}
