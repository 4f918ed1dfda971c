import type { PermPuzzle } from '@puz/perm';
import type { SantaPuzzle } from '@puz/perm/santa';
import { shortenWindows } from '@puz/search';
import { checkPuzzleSolution } from './check.js';
import { type PuzzleSolution, SolveError } from './solvers.js';

/*
 * `santa improve --polish`: the window optimiser (@puz/search `shortenWindows`) on an answer a
 * submission already holds, for any puzzle type — it needs only the puzzle's moves. No solver
 * runs: every window of the answer is replaced by a shorter equivalent where two balls of states
 * meet (labels compared, so equal labels count; a state within the wildcards may end the answer).
 */

/** Options of `polishPuzzle`. */
export interface PolishOptions {
  /** Time to spend on the answer, ms (default 10,000). */
  readonly budgetMs?: number;
  /** The first ball's size (states around each point of the answer; default 4,000). */
  readonly maxBall?: number;
  /** A ball never grows past this (default 256,000; less on big puzzles, see `ballCap`). */
  readonly maxBallCap?: number;
}

/** `polishPuzzle`'s default time per answer, ms. */
export const POLISH_BUDGET_MS = 10_000;

/**
 * The largest ball a puzzle of `size` cells gets: the optimiser keeps the inner layers' states
 * (2 bytes a cell), so the ball is held to about 128 MB of them per thread.
 */
export function ballCap(size: number, cap = 256_000): number {
  return Math.max(1000, Math.min(cap, Math.floor(2 ** 26 / Math.max(1, size))));
}

/**
 * Shortens a valid answer `moves` of `puzzle` with the window optimiser. While time is left it
 * runs again: at the same ball while the last run was still gaining when it hit its pass limit,
 * else with a ball four times larger (longer windows are seen), up to `ballCap`. Windows are
 * matched over fewer points of the answer at once as the ball grows (`span`), which bounds the
 * hash tables at about 4 M entries. The result is replayed independently and returned only when
 * valid and shorter; otherwise the answer given comes back unchanged (`solver: 'window'`
 * either way). Throws `SolveError` when the answer given is not valid.
 */
export function polishPuzzle(
  puzzle: SantaPuzzle,
  type: PermPuzzle | undefined,
  moves: readonly string[],
  options: PolishOptions = {},
): PuzzleSolution {
  const t0 = performance.now();
  const given = checkPuzzleSolution(puzzle, type, moves);
  if (!type || !given.valid)
    throw new SolveError(
      puzzle.id,
      `${puzzle.type}: the answer to polish is not valid (${given.message})`,
    );
  const budgetMs = options.budgetMs ?? POLISH_BUDGET_MS;
  const deadline = t0 + budgetMs;
  const cap = ballCap(puzzle.solution.length, options.maxBallCap);
  let ball = Math.min(cap, Math.max(16, options.maxBall ?? 4000));
  let best: readonly string[] = moves;
  let balls = 0;
  const maxPasses = 10;
  while (performance.now() < deadline) {
    const r = shortenWindows(type, puzzle.initial, puzzle.solution, best, {
      wildcards: puzzle.numWildcards,
      budgetMs: deadline - performance.now(),
      maxBall: ball,
      maxPasses,
      span: Math.max(8, Math.min(128, Math.floor(2 ** 21 / ball))),
    });
    balls += r.balls;
    const gained = r.moves.length < best.length;
    // Each result is replayed here too: only a valid, shorter answer replaces the best.
    if (gained && checkPuzzleSolution(puzzle, type, r.moves).valid) best = r.moves;
    if (gained && r.passes >= maxPasses) continue;
    if (ball >= cap) break;
    ball = Math.min(cap, ball * 4);
  }
  const check = checkPuzzleSolution(puzzle, type, best);
  if (!check.valid) best = moves;
  return {
    moves: [...best],
    length: best.length,
    ms: performance.now() - t0,
    optimal: false,
    stats: { expanded: balls },
    solver: 'window',
    id: puzzle.id,
    type: puzzle.type,
  };
}
