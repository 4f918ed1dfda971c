import { beamSearch } from './beam.js';
import { buildEndgame } from './endgame.js';
import { InvalidStateError, SearchLimitError } from './errors.js';
import { exactSolve } from './exact.js';
import { MOVE_NAMES, mismatches, replay, wreathModel } from './model.js';
import { runBeamSearch } from './runs.js';
import { wreathStickerCount } from './size.js';

/** Progress of `solveWreath`, reported at most every `progressIntervalMs`. */
export interface WreathProgress {
  readonly phase: 'exact' | 'beam';
  /** States expanded so far (all phases). */
  readonly expanded: number;
  /** Depth of the current search (exact: both sides together). */
  readonly depth: number;
  /** Length of the best solution so far, or -1. */
  readonly best: number;
  readonly elapsedMs: number;
}

export interface SolveWreathOptions {
  /** Positions that may differ from the solution at the end (Santa's num_wildcards; default 0). */
  readonly wildcards?: number;
  /** Time for improving a first answer: wider beams after the first (default 2000 ms). */
  readonly budgetMs?: number;
  /** Give up (SearchLimitError) when no answer is found in this time (default 60 s). */
  readonly timeLimitMs?: number;
  /** Width of the first beam (default 1000; each further run doubles it). */
  readonly beamWidth?: number;
  /** Seed of the beam's tie-breaking (default 1). */
  readonly seed?: number;
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
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: WreathProgress) => void;
  readonly progressIntervalMs?: number;
}

export interface WreathSolution {
  /** Santa move names: l, r, -l, -r. */
  readonly moves: string[];
  readonly length: number;
  readonly ms: number;
  /** Positions where the replayed final state differs from the solution (≤ wildcards). */
  readonly mismatches: number;
  /** True when exact search proved the length minimal. */
  readonly optimal: boolean;
}

type Labels = readonly string[] | ArrayLike<number>;

/** Codes both states by the solution's labels; throws InvalidStateError on any mismatch. */
function encodeStates(n: number, initial: Labels, solution: Labels) {
  const size = wreathStickerCount(n);
  const type = `wreath_${n}/${n}`;
  for (const [what, s] of [
    ['initial', initial],
    ['solution', solution],
  ] as const) {
    if (s.length !== size)
      throw new InvalidStateError(
        'length',
        `${type}: the ${what} state has ${s.length} labels; expected ${size} (2n − 2)`,
      );
  }
  const codes = new Map<string | number, number>();
  const goal = new Uint16Array(size);
  const counts: number[] = [];
  for (let i = 0; i < size; i++) {
    const label = solution[i] as string | number;
    let c = codes.get(label);
    if (c === undefined) {
      c = codes.size;
      codes.set(label, c);
      counts.push(0);
    }
    goal[i] = c;
    counts[c] = (counts[c] as number) + 1;
  }
  const start = new Uint16Array(size);
  for (let i = 0; i < size; i++) {
    const label = initial[i] as string | number;
    const c = codes.get(label);
    if (c === undefined)
      throw new InvalidStateError(
        'labels',
        `${type}: label ${JSON.stringify(label)} (initial position ${i}) is not in the solution state`,
      );
    start[i] = c;
    counts[c] = (counts[c] as number) - 1;
  }
  const labels = [...codes.keys()];
  const solutionCount = (c: number) => goal.filter((x) => x === c).length;
  const off = counts.findIndex((k) => k !== 0);
  if (off >= 0)
    throw new InvalidStateError(
      'labels',
      `${type}: label ${JSON.stringify(labels[off])} occurs ${solutionCount(off) - (counts[off] as number)} times in the initial state and ${solutionCount(off)} times in the solution state`,
    );
  return { start, goal, colours: codes.size };
}

/** Parity of the permutation taking `start` to `goal` when all labels are distinct. */
function oddPermutation(start: Uint16Array, goal: Uint16Array): boolean {
  const where = new Int32Array(goal.length);
  for (let i = 0; i < goal.length; i++) where[goal[i] as number] = i;
  const p = Int32Array.from(start, (c) => where[c] as number);
  const seen = new Uint8Array(p.length);
  let odd = false;
  for (let i = 0; i < p.length; i++) {
    if (seen[i]) continue;
    let len = 0;
    for (let j = i; !seen[j]; j = p[j] as number) {
      seen[j] = 1;
      len++;
    }
    if (len % 2 === 0) odd = !odd;
  }
  return odd;
}

/**
 * Solves wreath_n/n from `initial` to `solution` (label lists, as in puzzles.csv; labels may
 * repeat). Small wreaths are solved exactly (bidirectional BFS, shortest answer); larger ones by
 * the run beam (runs.ts; up to 40 slots also the single-step beam and other run-beam weights) —
 * a first round of `beamWidth`, then wider ones while `budgetMs` lasts, keeping the shortest. The answer is replayed and must end within `wildcards` mismatches, or this throws.
 * Throws InvalidStateError for bad input (wrong length, different label counts, unreachable) and
 * SearchLimitError when no answer was found (abort before the first answer, depth limit).
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

  const interval = options.progressIntervalMs ?? 100;
  let lastReport = t0;
  const expandedBefore = 0;
  let best: number[] | null = null;
  const report = (phase: WreathProgress['phase']) => (expanded: number, depth: number) => {
    const now = performance.now();
    if (!options.onProgress || now - lastReport < interval) return;
    lastReport = now;
    options.onProgress({
      phase,
      expanded: expandedBefore + expanded,
      depth,
      best: best ? best.length : -1,
      elapsedMs: now - t0,
    });
  };

  let optimal = false;
  best = exactSolve(model, start, goal, wildcards, {
    nodeLimit: options.exactNodeLimit ?? 4_000_000,
    signal: options.signal,
    onLevel: report('exact'),
  });
  if (best) optimal = true;
  else {
    const budget = options.budgetMs ?? 2000;
    const limit = options.timeLimitMs ?? 60_000;
    const seed = options.seed ?? 1;
    let width = Math.max(1, options.beamWidth ?? 1000);
    const maxWidth = Math.max(width, 1 << 16);
    const maxDepth = 10 * n + 50;
    const runMaxDepth = 30 * n + 50;
    // States within a few moves of the goal: ~40 MB of frontier at most.
    const endgame = buildEndgame(
      model,
      [goal],
      Math.min(options.endgameNodeLimit ?? 1_000_000, Math.floor(40_000_000 / model.size)),
      seed,
    );
    // Each round: the run beam, then the single-step beam (small wreaths only: on big ones its
    // plateaus are hopeless), both of the same width; the width doubles every round. The first
    // round runs whole (up to the time limit) unless the budget is 0, later ones while the
    // budget lasts.
    // Small wreaths also try the run beam with other weights (pairs, no look-ahead): which
    // one wins differs from puzzle to puzzle.
    const plan = n <= 40 ? (['run', 'beam', 'pairs', 'flat'] as const) : (['run'] as const);
    const strategies = plan.length;
    for (let run = 0; ; run++) {
      const deadline: number = t0 + (best && run >= strategies ? budget : Math.max(budget, limit));
      const common = {
        width,
        seed: seed + Math.floor(run / strategies),
        deadline,
        mismatchWeight: options.mismatchWeight ?? 8,
        endgame,
        signal: options.signal,
        onLevel: report('beam'),
      };
      const found: number[] | null =
        plan[run % strategies] !== 'beam'
          ? runBeamSearch(model, start, goal, wildcards, {
              ...common,
              // It keeps half a turn of levels: about 2 · width · size · n/2 bytes of states (≤ 128 MB).
              width: Math.min(width, Math.max(64, Math.floor(2 ** 27 / (model.size * n)))),
              maxDepth: best ? best.length - 1 : runMaxDepth,
              mismatchWeight: options.mismatchWeight ?? 4,
              headWeight: options.headWeight ?? 1,
              lookAheadWeight:
                options.lookAheadWeight ?? (plan[run % strategies] === 'flat' ? 0 : 2),
              pairWeight: options.pairWeight ?? (plan[run % strategies] === 'pairs' ? 4 : 2),
            })
          : beamSearch(model, start, goal, wildcards, {
              ...common,
              maxDepth: best ? best.length - 1 : maxDepth,
              distanceWeight: options.distanceWeight ?? 1,
            });
      if (found && (!best || found.length < best.length)) best = found;
      const stop =
        options.signal?.aborted ||
        (width >= maxWidth && run % strategies === strategies - 1) ||
        performance.now() - t0 >= Math.max(budget, limit);
      if (!best && stop)
        throw new SearchLimitError(
          options.signal?.aborted
            ? `wreath_${n}/${n}: aborted before a first solution`
            : `wreath_${n}/${n}: beam search (up to width ${width}) found no solution within ${runMaxDepth} moves and ${Math.max(budget, limit)} ms`,
        );
      // Every state within endgame.depth of the goal is in the table: nothing shorter exists.
      if (best && wildcards === 0 && best.length <= endgame.depth + 1) optimal = true;
      if (
        best &&
        (stop ||
          optimal ||
          ((run >= strategies - 1 || budget === 0) && performance.now() - t0 >= budget))
      )
        break;
      if (run % strategies === strategies - 1) width *= 2;
    }
  }

  const final = replay(model, start, best);
  const left = mismatches(final, goal);
  if (left > wildcards)
    throw new Error(
      `solveWreath: internal error, the answer leaves ${left} mismatches (> ${wildcards})`,
    );
  return {
    moves: best.map((m) => MOVE_NAMES[m] as string),
    length: best.length,
    ms: performance.now() - t0,
    mismatches: left,
    optimal,
  };
}
