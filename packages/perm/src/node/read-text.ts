import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { InputFileError } from '../errors.js';

export interface ReadTextOptions {
  /** The most bytes read; a longer input is refused (default 64 MiB). */
  maxBytes?: number;
  /** What the file is, for messages ("the state file", "the maze"). */
  what?: string;
  /**
   * A FIFO (named pipe) that no writer opens within this long is refused (default 5000 ms). Once
   * a writer has it open, reading waits for the writer's end however long it takes.
   */
  fifoWaitMs?: number;
}

const MiB = 1 << 20;

const sizeText = (bytes: number) =>
  bytes >= MiB ? `${(bytes / MiB).toFixed(bytes % MiB ? 1 : 0)} MiB` : `${bytes} bytes`;

/**
 * Reads a text file given as input, refusing what cannot be one with an `InputFileError` instead
 * of a Node error or an exhausted heap: a missing path, a directory, or more than `maxBytes`
 * (checked by size for a regular file, and by reading at most `maxBytes + 1` bytes otherwise, so
 * `/dev/zero` or an endless pipe stops at the cap).
 */
export function readTextFile(path: string, options: ReadTextOptions = {}): string {
  const maxBytes = options.maxBytes ?? 64 * MiB;
  const what = options.what ?? 'the file';
  let fd: number;
  try {
    // Non-blocking: a FIFO with no writer blocked open(2) for ever, with no word (issue 33).
    // It changes nothing for a regular file; for pipes and devices, `readChunk` waits instead.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw refusal(error, path, what);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory())
      throw new InputFileError('not-a-file', path, `${what} ${path} is a directory, not a file`);
    if (stat.isFile() && stat.size > maxBytes) throw tooLarge(path, what, maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.allocUnsafe(Math.min(maxBytes + 1, MiB));
    const read = stat.isFIFO()
      ? fifoReader(fd, path, what, options.fifoWaitMs ?? 5000)
      : (buf: Buffer, len: number) => readWaiting(fd, buf, len);
    for (;;) {
      const n = read(chunk, Math.min(chunk.length, maxBytes + 1 - total));
      if (n === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      total += n;
      if (total > maxBytes) throw tooLarge(path, what, maxBytes);
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } catch (error) {
    throw error instanceof InputFileError ? error : refusal(error, path, what);
  } finally {
    closeSync(fd);
  }
}

/** Sleeps the thread (reading input is synchronous here; nothing else is waiting on it). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One read that waits while the descriptor has no data yet (EAGAIN: a pipe, a terminal). */
function readWaiting(fd: number, buf: Buffer, len: number): number {
  for (;;) {
    try {
      return readSync(fd, buf, 0, len, null);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EAGAIN') throw error;
      sleep(5);
    }
  }
}

/**
 * Reads of a FIFO opened without blocking. Until a writer opens it, a read says 0 (end of file)
 * as it will after the writer closes; so a 0 before any writer was seen (data, or EAGAIN: open
 * but nothing written yet) means "no writer yet", waited for up to `waitMs`, then refused.
 */
function fifoReader(fd: number, path: string, what: string, waitMs: number) {
  let writerSeen = false;
  const t0 = performance.now();
  return (buf: Buffer, len: number): number => {
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buf, 0, len, null);
      } catch (error) {
        if ((error as { code?: string }).code !== 'EAGAIN') throw error;
        writerSeen = true;
        sleep(5);
        continue;
      }
      if (n > 0) writerSeen = true;
      if (n > 0 || writerSeen) return n;
      if (performance.now() - t0 > waitMs)
        throw new InputFileError(
          'unreadable',
          path,
          `${what} ${path} is a FIFO that nothing wrote to within ${waitMs >= 1000 ? `${Math.round(waitMs / 1000)} s` : `${waitMs} ms`}: start its writer first, or give a regular file`,
        );
      sleep(10);
    }
  };
}

function tooLarge(path: string, what: string, maxBytes: number): InputFileError {
  return new InputFileError(
    'too-large',
    path,
    `${what} ${path} is larger than ${sizeText(maxBytes)}: is it the right file?`,
  );
}

/** Node's file errors as an `InputFileError` naming the path. */
function refusal(error: unknown, path: string, what: string): InputFileError {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT')
    return new InputFileError('missing', path, `${what} ${path} does not exist`);
  if (code === 'EISDIR')
    return new InputFileError('not-a-file', path, `${what} ${path} is a directory, not a file`);
  const why = code === 'EACCES' ? 'permission denied' : (error as Error).message;
  return new InputFileError('unreadable', path, `cannot read ${what} ${path}: ${why}`);
}
