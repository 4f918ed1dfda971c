import { PuzError } from '@puz/perm';
import { CommanderError } from 'commander';

/** The exit codes of the `puz` contract. */
export const EXIT = { ok: 0, noSolution: 1, badInput: 2 } as const;

/** An error the user can act on: printed as one line, no stack trace, exit 2. */
export class UsageError extends PuzError {
  override readonly name = 'UsageError';
}

/**
 * Message and exit code for anything thrown by a command. The packages' user-facing errors all
 * derive from @puz/perm's `PuzError` (bad notation, impossible states, limits, cancels, bad files),
 * so they are told apart by class, never by name.
 */
export function describeFailure(error: unknown): { message: string; code: number } {
  if (error instanceof PuzError || error instanceof CommanderError || error instanceof RangeError)
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
