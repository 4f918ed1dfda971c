import { UsageError } from '@puz/perm';
import { readTextFile } from '@puz/perm/node';
import { describeFailure, EXIT } from '../exit.js';
import type { Io } from '../io.js';
import { MAX_BYTES } from './input.js';

/** One scramble of a `--scrambles-file`: its text and its 1-based line number in the file. */
export interface ScrambleLine {
  line: number;
  text: string;
}

/**
 * The longest scramble line solved, far above any real one (a 33x33x33 scramble is a few KB). A
 * scramble is parsed into arrays of tokens and moves about 70 times its size, so a 48 MB line
 * (a file of answers joined without newlines, a binary file) took 3.4 GB before it was refused.
 */
export const MAX_LINE_CHARS = 1 << 20;

/** A line's scramble, or a UsageError (that line's failure, exit 2) when it is past the cap. */
function checkedLine(text: string): string {
  if (text.length > MAX_LINE_CHARS)
    throw new UsageError(
      `a scramble of ${text.length.toLocaleString('en-US')} characters; at most ${MAX_LINE_CHARS.toLocaleString('en-US')} are read (is it the right file, one scramble a line?)`,
    );
  return text;
}

/** The scrambles of a file, one a line; blank lines and `#` comments are skipped. */
export function scrambleLines(path: string): ScrambleLine[] {
  const text = readTextFile(path, { maxBytes: MAX_BYTES.scrambles, what: 'the scrambles file' });
  const lines = text
    .split('\n')
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((l) => l.text && !l.text.startsWith('#'));
  // Nothing solved must not look like everything solved (exit 0, no output).
  if (lines.length === 0)
    throw new UsageError(
      `the scrambles file ${path} has no scramble (${text.trim() === '' ? 'it is empty' : 'only blank lines and # comments'})`,
    );
  return lines;
}

/**
 * Solves the scrambles of a file one by one, writing each answer as soon as it is found, so a
 * long batch stopped half-way keeps what it solved. A scramble that fails (bad notation, a limit)
 * gets one line naming the file and line — on stderr, and with --json also as a JSON line on
 * stdout, so there is one JSON line per input — and the others go on. Returns the exit code: 2
 * when any line was bad input, else 1 when any stopped at a limit, else 0. A bug or a failed
 * write stops the batch (it would fail the same way on every line).
 */
export function solveScramblesFile(
  path: string,
  puzzle: string,
  json: boolean | undefined,
  io: Io,
  solveLine: (scramble: string) => string,
): number {
  let code: number = EXIT.ok;
  for (const { line, text } of scrambleLines(path)) {
    let answer: string;
    try {
      answer = solveLine(checkedLine(text));
    } catch (error) {
      code = Math.max(code, reportFailure(error, { path, puzzle, json, io }, line, text));
      continue;
    }
    io.stdout(answer);
  }
  return code;
}

/**
 * `solveScramblesFile` for a solver that answers with a promise (the scrambles one at a time).
 * When `stoppedBy` names a signal after a line (Ctrl-C stopped its search, which answered with
 * its best so far), the batch ends there, saying how many lines were left; the caller's exit
 * code says which signal.
 */
export async function solveScramblesFileAsync(
  path: string,
  puzzle: string,
  json: boolean | undefined,
  io: Io,
  solveLine: (scramble: string) => Promise<string>,
  stoppedBy: () => string | undefined = () => undefined,
): Promise<number> {
  let code: number = EXIT.ok;
  const lines = scrambleLines(path);
  for (const [k, { line, text }] of lines.entries()) {
    try {
      io.stdout(await solveLine(checkedLine(text)));
    } catch (error) {
      code = Math.max(code, reportFailure(error, { path, puzzle, json, io }, line, text));
    }
    const signal = stoppedBy();
    if (signal !== undefined) {
      const left = lines.length - k - 1;
      if (left > 0)
        io.stderr(
          `puz: stopped by ${signal} at line ${line} of ${path}: ${left} scramble(s) not solved\n`,
        );
      break;
    }
  }
  return code;
}

/** One line's failure reported (stderr, and a JSON line with --json); its exit code. Rethrows
 * what is neither bad input nor a limit: a bug or a failed write would fail every line. */
function reportFailure(
  error: unknown,
  batch: { path: string; puzzle: string; json: boolean | undefined; io: Io },
  line: number,
  text: string,
): number {
  const failure = describeFailure(error);
  if (failure.code !== EXIT.badInput && failure.code !== EXIT.noSolution) throw error;
  const { path, puzzle, json, io } = batch;
  io.stderr(`puz: ${path}, line ${line}: ${failure.message}\n`);
  if (json)
    io.stdout(
      `${JSON.stringify({ puzzle, scramble: shown(text), file: path, line, error: failure.message, code: failure.code })}\n`,
    );
  return failure.code;
}

/** A scramble as echoed in a JSON error line: a line past the cap is cut, not echoed whole. */
function shown(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
