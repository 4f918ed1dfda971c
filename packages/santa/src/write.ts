import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type SolutionRow, submissionLines } from './submission.js';

/**
 * Writes a submission atomically: the rows go to a temporary file next to `file`, which is
 * flushed and then renamed over it. A failure part-way (a bad row, a full disk) removes the
 * temporary file and leaves any existing `file` exactly as it was — a long solving run must
 * never cost the best solutions found so far.
 */
export function writeSubmission(file: string, rows: Iterable<SolutionRow>): void {
  const temp = join(
    dirname(file),
    `.${basename(file)}.${process.pid}.${Date.now().toString(36)}.tmp`,
  );
  const fd = openSync(temp, 'wx');
  let done = false;
  try {
    let chunk = '';
    for (const line of submissionLines(rows)) {
      chunk += line;
      if (chunk.length >= 1 << 16) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, chunk);
    fsyncSync(fd);
    closeSync(fd);
    done = true;
    renameSync(temp, file);
  } catch (error) {
    if (!done) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
}
