import { apply, throwIfAborted } from '@puz/perm';
import { cubePuzzle } from '../santa/puzzle.js';
import { prepareTwoPhase, solveTwoPhase } from '../three/twophase.js';
import { mismatches, replay, type SantaMove, type SmallCube } from './cubies.js';
import { santaWord, type Tables3, threeTables, toRuns } from './frames.js';
import { checkLabels } from './match.js';
import { cachedSlicePhase1, slicePhase1 } from './slice-phase1.js';
import { type SliceView, sliceSearch } from './slice-search.js';
import { sliceTables } from './slice-tables.js';
import type { SantaSmallOptions, SantaSmallSolution } from './types.js';
import { finishSolution } from './types.js';
import { uniqueReading, virtualProblem, wildcardTweaks } from './virtual.js';

/*
 * cube_3/3/3 in Santa's metric with the two-phase solver (face turns, centres fixed).
 *
 * Work in a "virtual" frame: the real sequence Q equals G·V·F, where G is a rotation chosen
 * freely (it gives the two-phase solver a different but equivalent problem), V a face-turn
 * sequence and F the frame the real cube is in. Start: F = G⁻¹. The virtual problem is to take
 * initial·G to the solution state seen in frame F_end (the one whose centres match), which the
 * two-phase solver does after the pieces are matched by their labels.
 *
 * Then a dynamic programme over the 24 frames turns V into Santa moves: V is cut into runs of
 * moves on one axis (they commute); a run is turned through the current frame into layers of
 * one physical axis, and may take any t quarter turns of a whole-cube rotation about that axis
 * along (t added to each of its three layers, the frame turned by it). So "R L'" (2 moves) can
 * become one slice move plus a rotation, and the final rotation of the solution state comes
 * almost for free. What is left of the frame at the end is paid for with whole rotations.
 *
 * The two-phase solver minimises face turns, not Santa moves (a half turn costs 2 here), so the
 * budget goes to many variants — the position with one Santa move done first and/or last —
 * each searched briefly, and the shortest Santa word wins (on 20 puzzles: ~2 moves shorter than
 * one long search in the same time). With wildcards, the shortest good-enough prefix is kept.
 *
 * Then, with the rest of the budget (`sliceShare`), a two-phase search in Santa's own metric
 * (slice-search.ts: quarter turns of any layer cost 1, a half turn 2, the frame tracked) looks for
 * anything shorter than the best so far, on six views (phase 2 about each axis, each also as the
 * inverse problem: slice-search.ts); its face turns
 * go through the same frame programme and replay. When it finishes within the budget the answer
 * is proven shortest (then `optimal`, for a state whose labels allow one reading, no wildcards).
 */

/**
 * Build (or load) the two-phase tables and this module's small tables, and the exact phase-1
 * table in Santa's metric when it is cached on disk (`full`: build it when it is not, ~30 s once
 * per machine); returns the time in ms.
 */
export function prepareSantaCube3(options: { full?: boolean } = {}): number {
  const t0 = performance.now();
  prepareTwoPhase();
  threeTables();
  sliceTables();
  if (options.full) slicePhase1();
  else cachedSlicePhase1();
  return performance.now() - t0;
}

/** From this budget up (a batch's 5 s), a solve builds the exact phase-1 table if it is missing. */
const FULL_TABLE_MS = 4000;

/**
 * A short cube_3/3/3 solution in Santa's metric: moves (Santa names) taking `initial` to
 * `solution`. Pieces are matched by labels (colours, patterns, distinct labels); slices and the
 * whole-cube orientation are handled by the frame programme (frames.ts). Within `budgetMs` (default
 * 1000) the two-phase solver is run on several rotated copies of the problem and the shortest
 * Santa word is kept. Throws InvalidStateError for a state that cannot be solved.
 */
export function solveSantaCube3(
  initial: readonly string[],
  solution: readonly string[],
  options: SantaSmallOptions = {},
): SantaSmallSolution {
  const t0 = performance.now();
  const t = threeTables();
  checkLabels(initial, solution, 54, 'cube_3/3/3');
  const budget = options.budgetMs ?? 1000;
  const first = virtualProblem(t, initial, solution, 0);
  if ('error' in first) throw first.error;
  prepareTwoPhase();
  let best: string[] | null = null;
  const others = new Alternatives(options.alternatives ?? 1);
  let expanded = 0;
  const share = options.varietyShare ?? 0.95;
  const wildcards = options.wildcards ?? 0;
  const tweaks = wildcardTweaks(t.cube, wildcards);
  const variants = variantList(tweaks.length);
  const model = cubePuzzle(3);
  const moves = t.cube.moves;
  if (options.sliceShare !== 0 && (options.fullTable ?? budget >= FULL_TABLE_MS)) slicePhase1();
  const sliceShare = options.sliceShare ?? (cachedSlicePhase1() ? SLICE_SHARE : SLICE_SHARE_SMALL);
  const twoPhaseBudget = budget * (1 - sliceShare);
  // The budget is for searching: loading the tables (seconds on a worker's first solve) is not
  // charged to it, or a worker's first odd N-cube got one variant where the others got dozens.
  const tSearch = performance.now();
  for (const [pre, post, tw] of variants) {
    const elapsed = performance.now() - tSearch;
    throwIfAborted(options.signal, 'the cube_3 solve');
    if (best && elapsed > twoPhaseBudget) break;
    const start = pre < 0 ? initial : apply((moves[pre] as SantaMove).perm, initial as string[]);
    // The last move q takes the solver's target to the solution: target = solution after q⁻¹.
    const goal =
      post < 0 ? solution : apply((moves[post ^ 1] as SantaMove).perm, solution as string[]);
    const plain = pre < 0 && post < 0 && tw < 0;
    const v = plain ? first : virtualProblem(t, start, goal, 0, tweaks[tw]);
    if ('error' in v) continue;
    const sol = solveTwoPhase(v.facelets, {
      budgetMs: plain ? budget * (1 - share) : Math.min(VARIANT_MS, Math.max(5, budget - elapsed)),
      targetLength: 16,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    expanded += sol.stats.expanded;
    let word = santaWord(t, toRuns(sol.moves), v.start, v.end);
    if (pre >= 0 || post >= 0)
      word = model.simplify([
        ...(pre >= 0 ? [(moves[pre] as SantaMove).name] : []),
        ...word,
        ...(post >= 0 ? [(moves[post] as SantaMove).name] : []),
      ]);
    if (wildcards > 0) {
      word = shortestPrefix(t.cube, initial, solution, word, wildcards);
      if (tw >= 0 && mismatches(replay(3, initial, word), solution) > wildcards) continue;
    }
    others.offer(word);
    if (!best || word.length < best.length) best = word;
  }
  let proven = false;
  if (sliceShare > 0 && best && best.length > 0) {
    const s = sliceWord(
      t,
      initial,
      solution,
      best.length,
      tSearch + budget,
      wildcards,
      options.signal,
    );
    throwIfAborted(options.signal, 'the cube_3 solve');
    expanded += s.nodes;
    if (s.word) others.offer(s.word);
    if (s.word && s.word.length < best.length) best = s.word;
    proven = s.complete && wildcards === 0 && uniqueReading(t, initial, solution);
  }
  const answer = best as string[];
  const solved = finishSolution(3, initial, solution, answer, options, {
    t0,
    optimal: answer.length === 0 || proven,
    expanded,
  });
  if ((options.alternatives ?? 1) > 1)
    solved.alternatives = others.list(answer, (w) => {
      const bad = mismatches(replay(3, initial, w), solution);
      if (bad > wildcards) throw new Error(`a cube_3 alternative leaves ${bad} wrong (a bug)`);
    });
  return solved;
}

/** The shortest distinct words seen, at most `k` of them. */
class Alternatives {
  private readonly words = new Map<string, string[]>();

  constructor(private readonly k: number) {}

  offer(word: string[]): void {
    if (this.k > 1) this.words.set(word.join('.'), word);
  }

  /** `first` and then the others by length, each passed to `check` (which throws on a bad one). */
  list(first: string[], check: (word: string[]) => void): string[][] {
    const key = first.join('.');
    const rest = [...this.words.entries()]
      .filter(([w]) => w !== key)
      .map(([, w]) => w)
      .sort((a, b) => a.length - b.length)
      .slice(0, this.k - 1);
    for (const w of rest) check(w);
    return [first, ...rest];
  }
}

/**
 * The part of the budget for the search in Santa's metric (slice-search.ts) after the variants,
 * with its exact phase-1 table: on ids 30-49 at 5 s, 0.5 took 483 moves, 0.8 473, 0.95 471 (the
 * variants alone 507); but over all 120 at 0.95 some puzzles got much worse (the variants' 250 ms
 * answer a poor bound, the search finding nothing under it), so half and half. Without that table
 * (pair tables only): 0.3 took 493, 0.5 501, 0.7 499. Timings on a shared, loaded machine.
 */
const SLICE_SHARE = 0.5;
const SLICE_SHARE_SMALL = 0.3;

/**
 * The search in Santa's metric on six views (phase 2's axis U/D, R/L or F/B; the problem or its
 * inverse) for a word
 * shorter than `upper` until `deadline`; its Santa word (frames.ts), or null.
 */
function sliceWord(
  t: Tables3,
  initial: readonly string[],
  solution: readonly string[],
  upper: number,
  deadline: number,
  wildcards: number,
  signal?: AbortSignal,
): { word: string[] | null; nodes: number; complete: boolean } {
  const views: SliceView[] = [];
  for (const g of [0, t.rotAxis[1] as number, t.rotAxis[5] as number]) {
    const v = virtualProblem(t, initial, solution, g);
    if (!('error' in v)) views.push(v, { ...v, inverse: true });
  }
  const r = sliceSearch(views, upper, deadline, signal);
  const v = views[r.view];
  if (!r.moves || !v) return { word: null, nodes: r.nodes, complete: r.complete };
  const word = santaWord(t, toRuns(r.moves), v.start, v.end);
  return {
    word: shortestPrefix(t.cube, initial, solution, word, wildcards),
    nodes: r.nodes,
    complete: r.complete,
  };
}

/** A variant: [pre-move, post-move, wildcard tweak], each an index or -1 (none). */
type Variant = [pre: number, post: number, tweak: number];

/**
 * The problem as given first; then, for variety, with one Santa move done first (pre) or last
 * (post), then one of each: genuinely different positions, where rotating the problem would only
 * give the solver a conjugate of one search. With wildcards, alternately a wildcard target.
 */
function variantList(tweaks: number): Variant[] {
  const variants: Variant[] = [[-1, -1, -1]];
  const moreMoves: Variant[] = [];
  for (const m of PRE_ORDER) moreMoves.push([m, -1, -1], [-1, m, -1]);
  for (const a of PRE_ORDER) for (const b of PRE_ORDER) moreMoves.push([a, b, -1]);
  for (let i = 0; i < Math.max(tweaks, moreMoves.length); i++) {
    if (i < tweaks) variants.push([-1, -1, i]);
    if (i < moreMoves.length) variants.push(moreMoves[i] as Variant);
  }
  return variants;
}

/** Search time per variant: on 20 puzzles 25 ms beat 15 and 50 (more variants, same quality each). */
const VARIANT_MS = 25;

/** Pre-moves in the order tried: outer layers first, then slices. */
const PRE_ORDER = [0, 1, 4, 5, 6, 7, 10, 11, 12, 13, 16, 17, 2, 3, 8, 9, 14, 15];

/** With wildcards, the answer may stop early: the shortest prefix already close enough. */
function shortestPrefix(
  cube: SmallCube,
  initial: readonly string[],
  solution: readonly string[],
  moves: string[],
  wildcards: number,
): string[] {
  if (wildcards <= 0) return moves;
  let s = initial.slice();
  for (let k = 0; k < moves.length; k++) {
    if (mismatches(s, solution) <= wildcards) return moves.slice(0, k);
    s = apply((cube.byName.get(moves[k] as string) as SantaMove).perm, s);
  }
  return moves;
}
