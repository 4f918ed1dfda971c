import { OutputWriteError, PuzError, SearchLimitError, SolveAbortedError } from '@puz/perm';
import { CommanderError } from 'commander';

/**
 * The exit codes of the `puz` contract: 0 solved, 1 no solution or stopped by a limit (nodes,
 * time, a cancel), 2 bad input, 74 (sysexits' EX_IOERR) when an output could not be written,
 * 70 (EX_SOFTWARE) only for a bug.
 */
export const EXIT = { ok: 0, noSolution: 1, badInput: 2, bug: 70, cannotWrite: 74 } as const;

/**
 * Message and exit code for anything thrown by a command. The packages' user-facing errors all
 * derive from @puz/perm's `PuzError` (bad notation, impossible states, limits, cancels, bad files),
 * so they are told apart by class, never by name. Anything else — a `RangeError` or `TypeError`
 * from our own code included — is a bug: the input was checked before it reached that code.
 */
export function describeFailure(error: unknown): { message: string; code: number } {
  // A limit or a cancel is not bad input: the input may be fine, the work was stopped.
  if (error instanceof SearchLimitError || error instanceof SolveAbortedError)
    return { message: error.message, code: EXIT.noSolution };
  // Results that could not be saved (a full disk, a removed directory): the input was fine.
  if (error instanceof OutputWriteError) return { message: error.message, code: EXIT.cannotWrite };
  if (error instanceof PuzError || error instanceof CommanderError)
    return { message: error.message, code: EXIT.badInput };
  // Input files are read by readTextFile (an InputFileError above), so a Node system error that
  // reaches here comes from writing an output (ENOSPC, EROFS, EACCES on --out): not the input.
  if (isSystemError(error)) return { message: error.message, code: EXIT.cannotWrite };
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message: `internal error (please report it):\n${detail}`, code: EXIT.bug };
}

/** Node's errors from the operating system: `code` like "ENOSPC" and the `syscall` that failed. */
function isSystemError(error: unknown): error is Error & { code: string; syscall: string } {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^E[A-Z]+$/.test(error.code) &&
    'syscall' in error &&
    typeof error.syscall === 'string'
  );
}
