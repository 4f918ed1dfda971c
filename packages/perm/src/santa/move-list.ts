/**
 * The move-list rules of Kaggle's Santa 2023 metric, in one place. The metric reads a row as
 * `moves.split('.')` and looks each part up as written — `m` or `-m`, m a move of
 * puzzle_info.csv — with no trimming, so `0, r1.-f1` or a trailing space fails there (" r1" is
 * not a move), and an empty field fails too (pandas reads it as NaN, which has no `split`).
 * Whether a name is one of the puzzle's moves is the puzzle model's check (`checkPuzzleSolution`).
 */

/** A move name a submission can hold (Kaggle's are like `f0`, `-r1`, `d2`). */
export const MOVE_NAME = /^-?[A-Za-z0-9_]+$/;

/** `f0.-r1.d2` → `['f0', '-r1', 'd2']`, split as the metric splits, nothing trimmed; '' → []. */
export function splitMoves(text: string): string[] {
  return text === '' ? [] : text.split('.');
}

/** Why the metric cannot read these moves (a stray ".", a space, a name it cannot hold), if so. */
export function moveSyntaxProblem(moves: readonly string[]): string | undefined {
  const empty = moves.indexOf('');
  if (empty >= 0) return `move ${empty + 1} is empty (a stray ".")`;
  const bad = moves.findIndex((m) => !MOVE_NAME.test(m));
  if (bad < 0) return undefined;
  const name = moves[bad] as string;
  const space = /\s/.test(name) ? " (Kaggle's metric reads the moves as written: no spaces)" : '';
  return `move ${bad + 1} "${name.slice(0, 40)}" is not a move name${space}`;
}

/** The metric refuses a row with no moves, even for a puzzle solved as given. */
export const NO_MOVES =
  "no moves: Kaggle's metric refuses an empty move list (a puzzle solved as given needs a move and its inverse)";
