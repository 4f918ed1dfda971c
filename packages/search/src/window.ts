import { encodeLabels, type LabelState, mismatches, type PermPuzzle } from '@puz/perm';
import { type Ball, ballBound, ballMoves, buildBall, pathTo, StateHasher } from './window-ball.js';

/** Options of `shortenWindows`. */
export interface WindowOptions {
  /** Cells allowed wrong at the end (Santa's wildcards): the answer may end early. Default 0. */
  readonly wildcards?: number;
  /** Moves searched on each side of a meeting state; default the largest whose ball fits `maxBall`. */
  readonly depth?: number;
  /** Largest ball (states within `depth` moves of one point of the answer); default 4,000. */
  readonly maxBall?: number;
  /**
   * The repo's `budgetMs` (an improving method's): stop starting new work after this many ms,
   * keeping what was found so far. Default none.
   */
  readonly budgetMs?: number;
  /** @deprecated the old spelling of `budgetMs`, honoured for one release. */
  readonly timeLimitMs?: number;
  /** At most this many passes over the answer (each pass ends with a simplify). Default 10. */
  readonly maxPasses?: number;
  /** Positions of the answer whose balls are kept for matching at once (memory). Default 128. */
  readonly span?: number;
}

export interface WindowResult {
  readonly moves: string[];
  /** Windows replaced over all passes. */
  readonly replaced: number;
  readonly passes: number;
  /** Balls built (one per point of the answer per pass, plus two per replacement). */
  readonly balls: number;
}

/** A window [from, to) of the answer to replace; `to = -1` is the answer's end, by wildcards. */
interface Candidate {
  from: number;
  to: number;
  saving: number;
  /** The meeting state's hash. */
  h1: number;
  h2: number;
}

const key = (a: number, b: number) => a * 0x200000 + (b & 0x1fffff);
/** A table entry i·256 + d_i read as i + d_i: the smaller, the more a later match saves. */
const reach = (entry: number) => Math.floor(entry / 256) + (entry % 256);
const earliest = (x: number | undefined, y: number | undefined) =>
  x === undefined ? y : y === undefined || reach(x) <= reach(y) ? x : y;

/**
 * Shortens an answer by replacing windows with shorter equivalents, found by meeting in the
 * middle: around every point k of the answer, the ball of states within `depth` moves; a state
 * in the balls of points i < k at distances d_i and d_k joins them in d_i + d_k moves instead of
 * k − i. States are compared by their labels (repeated labels make more states equal), so a
 * window only has to leave the same labels, not the same permutation; a state within the
 * wildcards of the goal may end the answer. The best set of non-overlapping windows is taken
 * by dynamic programming, the answer simplified, and passes repeat while they gain. The result
 * is replayed; one that does not check (a hash collision) is never returned.
 */
export function shortenWindows(
  puzzle: PermPuzzle,
  start: readonly string[],
  goal: readonly string[],
  moves: readonly string[],
  options: WindowOptions = {},
): WindowResult {
  const t0 = performance.now();
  const wildcards = Math.max(0, Math.floor(options.wildcards ?? 0));
  const set = ballMoves(puzzle);
  const maxBall = options.maxBall ?? 4000;
  let depth = options.depth ?? 1;
  if (options.depth === undefined)
    while (depth < 12 && ballBound(set.names.length, depth + 1) <= maxBall) depth++;
  const capacity = Math.min(
    ballBound(set.names.length, depth),
    Math.max(maxBall, 1 + set.names.length),
  );
  const hasher = new StateHasher(puzzle.size);
  const {
    states: [s0, g0],
  } = encodeLabels(start, goal);
  const first = s0 as LabelState;
  const target = g0 as LabelState;
  const budgetMs = options.budgetMs ?? options.timeLimitMs;
  const deadline = budgetMs === undefined ? Infinity : t0 + budgetMs;
  const ctx: PassContext = {
    puzzle,
    set,
    hasher,
    first,
    target,
    depth,
    capacity,
    wildcards,
    deadline,
    span: options.span ?? 128,
    balls: 0,
  };
  let current = puzzle.simplify(moves);
  let replaced = 0;
  let passes = 0;
  const maxPasses = options.maxPasses ?? 10;
  while (passes < maxPasses && performance.now() < deadline) {
    passes++;
    const next = onePass(ctx, current);
    if (next === null) break;
    const simple = puzzle.simplify(next.moves);
    if (!checks(ctx, simple) || simple.length >= current.length) break;
    current = simple;
    replaced += next.replaced;
  }
  return { moves: current, replaced, passes, balls: ctx.balls };
}

interface PassContext {
  readonly puzzle: PermPuzzle;
  readonly set: ReturnType<typeof ballMoves>;
  readonly hasher: StateHasher;
  readonly first: LabelState;
  readonly target: LabelState;
  readonly depth: number;
  readonly capacity: number;
  readonly wildcards: number;
  readonly deadline: number;
  readonly span: number;
  balls: number;
}

function checks(ctx: PassContext, moves: readonly string[]): boolean {
  const end = ctx.puzzle.applyMoves(ctx.first.slice() as LabelState, moves);
  return mismatches(end, ctx.target) <= ctx.wildcards;
}

/** One sweep over the answer: candidates, the best non-overlapping set, the rebuilt answer. */
function onePass(
  ctx: PassContext,
  names: readonly string[],
): { moves: string[]; replaced: number } | null {
  const { puzzle, set, hasher, target, depth, capacity } = ctx;
  const seq = puzzle.resolveOrThrow(names);
  const n = seq.length;
  // Per end point k: the best window ending there; plus the best early end.
  const best: (Candidate | null)[] = new Array(n + 1).fill(null);
  let tail: Candidate | null = null;
  // Two tables of (hash → earliest i + d_i, as i·256 + d_i), swapped every `span` points, so
  // windows up to `span` long are always seen and memory stays bounded.
  let older = new Map<number, number>();
  let newer = new Map<number, number>();
  const state = ctx.first.slice() as LabelState;
  for (let k = 0; k <= n; k++) {
    if (k > 0) puzzle.applyResolved(state, seq.subarray(k - 1, k));
    if (performance.now() > ctx.deadline) break;
    if (k % ctx.span === 0 && k > 0) {
      older = newer;
      newer = new Map();
    }
    const ball = buildBall(set, hasher, state, target, depth, capacity);
    ctx.balls++;
    for (let x = 0; x < ball.count; x++) {
      const a = ball.h1[x] as number;
      const b = ball.h2[x] as number;
      const dx = ball.dist[x] as number;
      const hk = key(a, b);
      const seen = earliest(newer.get(hk), older.get(hk));
      if (seen !== undefined) {
        const saving = k - reach(seen) - dx;
        const i = Math.floor(seen / 256);
        if (saving > 0 && (best[k]?.saving ?? 0) < saving)
          best[k] = { from: i, to: k, saving, h1: a, h2: b };
      }
      if (seen === undefined || k + dx < reach(seen)) newer.set(hk, k * 256 + dx);
      const early = n - k - dx;
      if (early > 0 && (ball.wrong[x] as number) <= ctx.wildcards && (tail?.saving ?? 0) < early)
        tail = { from: k, to: -1, saving: early, h1: a, h2: b };
    }
  }
  const chosen = choose(best, tail, n);
  if (chosen.length === 0) return null;
  return { moves: rebuild(ctx, names, seq, chosen), replaced: chosen.length };
}

/** Weighted interval scheduling: the non-overlapping windows that save most. */
function choose(
  best: readonly (Candidate | null)[],
  tail: Candidate | null,
  n: number,
): Candidate[] {
  const gain = new Float64Array(n + 1);
  const pick: (Candidate | null)[] = new Array(n + 1).fill(null);
  for (let k = 1; k <= n; k++) {
    gain[k] = gain[k - 1] as number;
    const c = best[k];
    if (c && (gain[c.from] as number) + c.saving > (gain[k] as number)) {
      gain[k] = (gain[c.from] as number) + c.saving;
      pick[k] = c;
    }
  }
  const out: Candidate[] = [];
  let k = n;
  if (tail && (gain[tail.from] as number) + tail.saving > (gain[n] as number)) {
    out.push(tail);
    k = tail.from;
  }
  while (k > 0) {
    const c = pick[k];
    if (c) {
      out.push(c);
      k = c.from;
    } else k--;
  }
  return out.reverse();
}

/** The answer with each chosen window replaced by the path through its meeting state. */
function rebuild(
  ctx: PassContext,
  names: readonly string[],
  seq: Int32Array,
  chosen: readonly Candidate[],
): string[] {
  const { puzzle, set, hasher, target, depth, capacity } = ctx;
  const ballAt = (state: LabelState) => {
    ctx.balls++;
    return buildBall(set, hasher, state, target, depth, capacity);
  };
  const find = (ball: Ball, c: Candidate) => {
    for (let x = 0; x < ball.count; x++) if (ball.h1[x] === c.h1 && ball.h2[x] === c.h2) return x;
    return -1;
  };
  const out: string[] = [];
  const state = ctx.first.slice() as LabelState;
  let at = 0;
  for (const c of chosen) {
    while (at < c.from) {
      out.push(names[at] as string);
      puzzle.applyResolved(state, seq.subarray(at, at + 1));
      at++;
    }
    const here = ballAt(state);
    const x = find(here, c);
    const end = state.slice() as LabelState;
    puzzle.applyResolved(end, seq.subarray(c.from, c.to < 0 ? seq.length : c.to));
    // The second half: from the meeting state to the state at `to`, the ball's path undone.
    const back = c.to < 0 ? null : ballAt(end);
    const y = back === null ? -1 : find(back, c);
    // The table matched 53 bits of the 64-bit hash: a near miss keeps the window as it is.
    if (x < 0 || (back !== null && y < 0)) {
      const stop = c.to < 0 ? names.length : c.to;
      for (; at < stop; at++) out.push(names[at] as string);
      state.set(end);
      continue;
    }
    for (const m of pathTo(here, x)) out.push(set.names[m] as string);
    if (back === null) return out;
    const path = pathTo(back, y);
    for (let j = path.length - 1; j >= 0; j--)
      out.push(set.names[set.inverse[path[j] as number] as number] as string);
    state.set(end);
    at = c.to;
  }
  for (; at < names.length; at++) out.push(names[at] as string);
  return out;
}
