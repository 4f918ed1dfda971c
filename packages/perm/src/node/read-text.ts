import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { InputFileError } from '../errors.js';

export interface ReadTextOptions {
  /** The most bytes read; a longer input is refused (default 64 MiB). */
  maxBytes?: number;
  /** What the file is, for messages ("the state file", "the maze"). */
  what?: string;
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
    fd = openSync(path, 'r');
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
    for (;;) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, maxBytes + 1 - total), null);
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
