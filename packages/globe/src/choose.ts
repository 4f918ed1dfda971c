import type { PermPuzzle } from '@puz/perm';
import { mergeInto, mergePairs, type PairAnswer } from './merge.js';
import { parseFixed, parsePair } from './merge-parse.js';

/*
 * Which of a row pair's finished answers to keep (seed 001: the endpoint chosen by the length
 * after merging). The shortest answer alone is not always the one that merges best: another,
 * a move or two longer, may share more flip brackets with the pairs already solved. So the
 * shortest few are each merged into the answer so far and the shortest whole is kept.
 */

/** Answers at most this many moves longer than the shortest are merged and compared. */
const SLACK = 6;
/** At most this many answers are merged per pair (each merge is a DP of answer² × width). */
const MAX_TRIED = 6;

/** The distinct shortest answers of a pair, shortest first (at most MAX_TRIED within SLACK). */
export function shortlist(answers: readonly (readonly string[])[]): (readonly string[])[] {
  const seen = new Set<string>();
  const sorted = [...answers].sort((x, y) => x.length - y.length);
  const best = sorted[0]?.length ?? 0;
  const out: (readonly string[])[] = [];
  for (const moves of sorted) {
    if (out.length === MAX_TRIED || moves.length > best + SLACK) break;
    const key = moves.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(moves);
  }
  return out;
}

/** What the choice needs: the moves before the pairs, the pairs solved so far, the globe. */
export interface ChooseJob {
  readonly puzzle: PermPuzzle;
  /** Moves played before the pairs (the equator's turn). */
  readonly before: readonly string[];
  readonly solved: readonly PairAnswer[];
  readonly top: number;
  readonly bot: number;
  /** Row width 2b. */
  readonly w: number;
}

/**
 * The candidate (one of `candidates`, shortest first) whose whole answer so far is shortest,
 * merged or played in a row (whichever is shorter, as solve.ts's finish takes); ties keep the
 * shorter candidate. All candidates have the same effect on this pair and leave the others alone.
 */
export function chooseByMerge(
  job: ChooseJob,
  candidates: readonly (readonly string[])[],
): readonly string[] {
  const first = candidates[0];
  if (first === undefined) throw new Error('internal: no candidate answer to choose from');
  if (candidates.length === 1) return first;
  const { puzzle, before, solved, top, bot, w } = job;
  const merged = mergePairs(solved, w);
  const fixed = parseFixed(merged);
  const plain = [...before, ...solved.flatMap((x) => x.moves)];
  let best = first;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const moves of candidates) {
    const pair = parsePair(moves, top, bot);
    const joined = pair === null ? [...merged, ...moves] : mergeInto(fixed, pair, top, bot, w, {});
    const length = Math.min(
      puzzle.simplify([...before, ...joined]).length,
      puzzle.simplify([...plain, ...moves]).length,
    );
    if (length < bestLength) {
      bestLength = length;
      best = moves;
    }
  }
  return best;
}
