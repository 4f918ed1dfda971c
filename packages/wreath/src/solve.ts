import { beamSearch } from './beam.js';
import { buildEndgame } from './endgame.js';
import { InvalidStateError, SearchLimitError } from './errors.js';
import { exactSolve } from './exact.js';
import { MOVE_NAMES, mismatches, replay, wreathModel } from './model.js';
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
  /** Beam score: weight of a misplaced sticker (default 8) … */
  readonly mismatchWeight?: number;
  /** … and of each ring step between a sticker and the nearest slot wanting it (default 1). */
  readonly distanceWeight?: number;
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
 * beam search — a first beam of `beamWidth`, then wider ones while `budgetMs` lasts, keeping the
 * shortest. The answer is replayed and must end within `wildcards` mismatches, or this throws.
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
    // States within a few moves of the goal: ~40 MB of frontier at most.
    const endgame = buildEndgame(
      model,
      [goal],
      Math.min(options.endgameNodeLimit ?? 1_000_000, Math.floor(40_000_000 / model.size)),
      seed,
    );
    for (let run = 0; ; run++) {
      const found = beamSearch(model, start, goal, wildcards, {
        width,
        seed: seed + run,
        maxDepth: best ? best.length - 1 : maxDepth,
        deadline: t0 + (best ? budget : Math.max(budget, limit)),
        mismatchWeight: options.mismatchWeight ?? 8,
        distanceWeight: options.distanceWeight ?? 1,
        endgame,
        signal: options.signal,
        onLevel: report('beam'),
      });
      if (found && (!best || found.length < best.length)) best = found;
      const stop =
        options.signal?.aborted ||
        width >= maxWidth ||
        performance.now() - t0 >= Math.max(budget, limit);
      if (!best && stop)
        throw new SearchLimitError(
          options.signal?.aborted
            ? `wreath_${n}/${n}: aborted before a first solution`
            : `wreath_${n}/${n}: beam search (up to width ${width}) found no solution within ${maxDepth} moves and ${Math.max(budget, limit)} ms`,
        );
      // Every state within endgame.depth of the goal is in the table: nothing shorter exists.
      if (best && wildcards === 0 && best.length <= endgame.depth + 1) optimal = true;
      if (best && (stop || optimal || performance.now() - t0 >= budget)) break;
      width *= 2;
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
