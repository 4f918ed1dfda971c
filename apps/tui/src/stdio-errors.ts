import { writeSync } from 'node:fs';
import { EXIT } from './exit.js';

/**
 * Output that cannot be written ends `puz` with exit 74 (EX_IOERR) instead of Node's 25-line
 * "Unhandled 'error' event" and exit 1.
 *
 * Node reports a failed write to stdout (ENOSPC on /dev/full, EPIPE when the reader of a pipe has
 * gone, EIO on a lost terminal) as an 'error' event a tick after the write, not as a throw at the
 * write, so no try/catch around a command can see it: a listener on the stream is the only place.
 * A closed pipe is quiet, as Unix tools are (`puz ... | head -1` prints nothing more); anything
 * else is one line on stderr. The process ends at once, as SIGPIPE ends a C program: the answers
 * cannot reach their reader, and `santa solve` saves to its file before it prints, so nothing
 * saved is lost (a queue worker's running jobs go back to the queue when their locks expire).
 *
 * A broken stderr is ignored: notes and progress are lost, but the command still does its work
 * and its exit code still tells the result.
 */
export function exitOnUnwritableOutput(
  stdout: NodeJS.WritableStream = process.stdout,
  stderr: NodeJS.WritableStream = process.stderr,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let reported = false;
  stdout.on('error', (error: NodeJS.ErrnoException) => {
    // After the first failure the stream is destroyed, and later writes fail too: report once.
    if (reported) return;
    reported = true;
    if (error.code !== 'EPIPE') {
      try {
        // Written straight to fd 2 and synchronously: the process exits on the next line.
        writeSync(2, `puz: cannot write the output: ${error.message}\n`);
      } catch {
        // stderr is broken as well: the exit code alone has to say it.
      }
    }
    exit(EXIT.cannotWrite);
  });
  stderr.on('error', () => {});
}
