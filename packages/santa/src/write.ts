import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type SolutionRow, submissionLines } from '@puz/perm/santa';
import { SubmissionWriteError } from './errors.js';
import { writeTarget } from './link-target.js';

/** Node's file error codes, said so a user can act on them. */
const WHY: Record<string, (dir: string) => string> = {
  ENOENT: (dir) => `the directory ${dir} does not exist`,
  ENOTDIR: (dir) => `${dir} is not a directory`,
  EACCES: (dir) => `permission denied in ${dir}`,
  EPERM: (dir) => `permission denied in ${dir}`,
  EROFS: (dir) => `${dir} is on a read-only file system`,
  ENOSPC: () => 'no space left on the device',
  EDQUOT: () => 'the disk quota is used up',
  EFBIG: () => 'the file would pass the file-size limit',
  EIO: () => 'an input/output error',
  ELOOP: () => 'its symbolic links form a loop',
};

/**
 * A Node file error met while writing `file`, as a one-line `SubmissionWriteError`; anything
 * else (a `RangeError` for a bad row) is returned as it is. `after` ends the message.
 */
export function writeFailure(file: string, error: unknown, after = ''): unknown {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string' || !(error instanceof Error)) return error;
  const why = WHY[code]?.(dirname(file)) ?? error.message;
  return new SubmissionWriteError(file, code, `cannot write ${file}: ${why} (${code})${after}`);
}

/**
 * Writes all of `text`. write(2) may write less than asked — a disk filling up, a file-size
 * limit — and report the cause only on the next call, so a single `writeSync` that ignored its
 * count renamed a cut-off file over a good one; the loop turns that into the error it is.
 */
function writeAll(fd: number, text: string): void {
  const buf = Buffer.from(text, 'utf8');
  for (let off = 0; off < buf.length; ) {
    const n = writeSync(fd, buf, off, buf.length - off);
    if (n <= 0) throw Object.assign(new Error('write wrote nothing'), { code: 'EIO' });
    off += n;
  }
}

/**
 * Writes a submission atomically: the rows go to a temporary file next to `file`, which is
 * flushed and then renamed over it. A failure part-way (a bad row, a full disk) removes the
 * temporary file and leaves any existing `file` exactly as it was — a long solving run must
 * never cost the best solutions found so far. A symbolic link is written through: the file it
 * points at is replaced, the link stays (`writeTarget`). File errors throw `SubmissionWriteError`.
 */
export function writeSubmission(file: string, rows: Iterable<SolutionRow>): void {
  let target: string;
  let temp: string;
  let fd: number;
  try {
    target = writeTarget(file);
    temp = join(
      dirname(target),
      `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`,
    );
    fd = openSync(temp, 'wx');
  } catch (error) {
    throw writeFailure(file, error);
  }
  let done = false;
  try {
    let chunk = '';
    for (const line of submissionLines(rows)) {
      chunk += line;
      if (chunk.length >= 1 << 16) {
        writeAll(fd, chunk);
        chunk = '';
      }
    }
    writeAll(fd, chunk);
    fsyncSync(fd);
    closeSync(fd);
    done = true;
    renameSync(temp, target);
  } catch (error) {
    if (!done) {
      try {
        closeSync(fd);
      } catch {
        // The write's own error is the one to report.
      }
    }
    rmSync(temp, { force: true });
    throw writeFailure(file, error, '; the file was left as it was');
  }
}
