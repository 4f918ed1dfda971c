/** The exit codes of the `puz` contract. */
export const EXIT = { ok: 0, noSolution: 1, badInput: 2 } as const;

/** An error the user can act on: printed as one line, no stack trace, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Error types whose message is meant for the user (bad files, bad notation, bad options). */
const USER_ERRORS = new Set([
  'UsageError',
  'MazeParseError',
  'ParseError',
  'InvalidStateError',
  'InvalidPermutationError',
  'CommanderError',
  'RangeError',
  'SearchLimitError',
  'AbortError',
  'GenerationLimitError',
  'InvalidBuildError',
]);

/** Message and exit code for anything thrown by a command. */
export function describeFailure(error: unknown): { message: string; code: number } {
  if (error instanceof Error && USER_ERRORS.has(error.name))
    return { message: error.message, code: EXIT.badInput };
  if (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('E')
  ) {
    // Node's file errors (ENOENT, EISDIR, EACCES): the message already names the path.
    return { message: error.message, code: EXIT.badInput };
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message: `internal error (please report it):\n${detail}`, code: 70 };
}
