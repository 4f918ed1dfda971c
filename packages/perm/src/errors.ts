/*
 * Every error a puz package throws at its user, defined once here at the bottom so that every
 * family throws the same classes and an app can map them by class (`instanceof PuzError`)
 * instead of matching names. Domain packages re-export the ones they throw.
 */

/** Base of the errors whose message is meant for a person (bad input, a limit reached). */
export class PuzError extends Error {
  override readonly name: string = 'PuzError';
}

/** Input that is not a permutation (wrong values, duplicates, wrong length). */
export class InvalidPermutationError extends PuzError {
  override readonly name = 'InvalidPermutationError';
}

/**
 * Text that does not parse. `position` is the 0-based offset of the bad token in `input`,
 * so a caller can point at it (`input` + a caret line).
 */
export class ParseError extends PuzError {
  override readonly name = 'ParseError';
  readonly input: string;
  readonly position: number;
  readonly token: string;

  constructor(message: string, input: string, position: number, token: string) {
    super(`${message} (at position ${position}${token ? `, "${token}"` : ''})`);
    this.input = input;
    this.position = position;
    this.token = token;
  }
}

/**
 * Why a state cannot be solved; each names what a person can check:
 * - `length`: the wrong number of stickers/labels for the puzzle;
 * - `labels`: start and goal hold different labels (or a label count is off);
 * - `colours`, `centres`, `corner`, `edge`, `twist`, `flip`: a cube's pieces do not exist or are
 *   twisted/flipped the way no turn does;
 * - `parity`: an odd permutation where every move is even (or the other way round);
 * - `orbit`: a label sits where no move can take it from its goal place;
 * - `unreachable`: none of the above, but the moves cannot produce the state.
 */
export type InvalidStateReason =
  | 'length'
  | 'labels'
  | 'colours'
  | 'centres'
  | 'corner'
  | 'edge'
  | 'twist'
  | 'flip'
  | 'parity'
  | 'orbit'
  | 'unreachable';

/** A state (or start/goal pair) that no sequence of moves solves; never a wrong answer instead. */
export class InvalidStateError extends PuzError {
  override readonly name = 'InvalidStateError';
  readonly reason: InvalidStateReason;

  constructor(reason: InvalidStateReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * A puzzle that no registered family recognises by its structure (its size and its moves): the
 * registry, or a family's solver handed a puzzle it does not know, says so instead of guessing.
 */
export class UnknownPuzzleError extends PuzError {
  override readonly name = 'UnknownPuzzleError';
}

/** How far a search got before a limit stopped it. */
export interface SearchLimitStats {
  /** States expanded (0 when the solver does not count them). */
  expanded: number;
  /** Successors produced, when counted. */
  generated?: number;
  /** Largest frontier seen, when counted. */
  peakFrontier?: number;
  /** Time spent, ms. */
  ms: number;
}

/** A search stopped by a limit (nodes, depth, generations) without an answer it could return. */
export class SearchLimitError extends PuzError {
  override readonly name: string = 'SearchLimitError';
  readonly stats: SearchLimitStats;

  constructor(message: string, stats: SearchLimitStats = { expanded: 0, ms: 0 }) {
    super(message);
    this.stats = stats;
  }

  /**
   * The error of a search that expanded `limit` states. `option` names the limit as its caller
   * spells it: `budgetNodes` (the shared vocabulary), or `nodeLimit` where a solver still takes
   * that (the 3x3x3 optimal solver), so the message points at what the user set.
   */
  static nodeLimit(
    limit: number,
    stats: SearchLimitStats,
    option: 'budgetNodes' | 'nodeLimit' = 'budgetNodes',
  ): SearchLimitError {
    return new SearchLimitError(
      `search stopped after expanding ${limit.toLocaleString('en-US')} states (${option})`,
      stats,
    );
  }
}

/** A solve stopped by its `signal` (`by: 'signal'`) or by its time limit (`by: 'time'`). */
export class SolveAbortedError extends PuzError {
  override readonly name = 'SolveAbortedError';
  readonly by: 'signal' | 'time';

  constructor(message: string, by: 'signal' | 'time' = 'signal') {
    super(message);
    this.by = by;
  }
}

/**
 * Throws `SolveAbortedError` when `signal` has been aborted: the one abort check of puz, so every
 * family stops with the same class. The signal's own reason, when it says something, is kept in
 * the message; `AbortSignal.timeout` counts as a time limit.
 */
export function throwIfAborted(signal: AbortSignal | undefined, what = 'the solve'): void {
  if (!signal?.aborted) return;
  const reason: unknown = signal.reason;
  const name = reason instanceof Error ? reason.name : '';
  const why = reason instanceof Error && name !== 'AbortError' && name !== 'TimeoutError';
  throw new SolveAbortedError(
    `${what} was ${name === 'TimeoutError' ? 'stopped by its time limit' : 'cancelled'}${why ? `: ${reason.message}` : ''}`,
    name === 'TimeoutError' ? 'time' : 'signal',
  );
}

/** Why an input file was refused. */
export type InputFileReason = 'missing' | 'not-a-file' | 'too-large' | 'unreadable';

/**
 * A file given as input (a state, a maze, a submission) that cannot be read as one: missing, a
 * directory, larger than the reader's cap (`/dev/zero` included), or unreadable. The message names
 * the path and what to do.
 */
export class InputFileError extends PuzError {
  override readonly name = 'InputFileError';
  readonly reason: InputFileReason;
  readonly path: string;

  constructor(reason: InputFileReason, path: string, message: string) {
    super(message);
    this.reason = reason;
    this.path = path;
  }
}

/**
 * An output that could not be written (a file the results go to; a full disk, a removed
 * directory, an immutable file). Apps exit with 74 (sysexits' EX_IOERR) for it, not 2: the input
 * was fine and the work may be done; only where it goes failed.
 */
export class OutputWriteError extends PuzError {
  override readonly name: string = 'OutputWriteError';
}

/**
 * Bad command-line input (an unknown flag value, a missing argument): the apps (`puz`,
 * `puz-bench`) print its message as one line, no stack trace, and exit 2.
 */
export class UsageError extends PuzError {
  override readonly name: string = 'UsageError';
}

/**
 * A Santa 2023 data file that cannot be used (missing, wrong header, malformed CSV, a move list
 * that is not a permutation). `line` is 1-based; 0 when the fault is the file as a whole.
 */
export class SantaDataError extends PuzError {
  override readonly name = 'SantaDataError';
  readonly file: string;
  readonly line: number;

  constructor(file: string, line: number, message: string) {
    super(line > 0 ? `${file}, line ${line}: ${message}` : `${file}: ${message}`);
    this.file = file;
    this.line = line;
  }
}
