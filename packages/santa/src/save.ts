import { closeSync, existsSync, openSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { SantaDataError } from '@puz/perm';
import type { SolutionRow } from '@puz/perm/santa';
import type { SantaData } from './data.js';
import { readSubmission } from './data.js';
import { SubmissionWriteError } from './errors.js';
import { writeTarget } from './link-target.js';
import { type MergeResult, mergeSubmissions } from './merge.js';
import { writeFailure, writeSubmission } from './write.js';

/**
 * Checks, before any work, that a submission can be written at `file`: it is a regular file or
 * absent, and a file can be created in its directory (tried for real: mode bits say nothing for
 * root, read-only mounts or ACLs). Throws `SubmissionWriteError`.
 */
export function checkSubmissionTarget(file: string): void {
  let stat: ReturnType<typeof statSync> | undefined;
  try {
    stat = statSync(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw writeFailure(file, error);
  }
  // Never a device or a directory: the temporary file would be renamed over /dev/full itself.
  if (stat && !stat.isFile())
    throw new SubmissionWriteError(
      file,
      undefined,
      `cannot write ${file}: it is ${stat.isDirectory() ? 'a directory' : 'a device or special file'}, not a regular file`,
    );
  // The file itself must take a write too: an immutable one (chattr +i) passed the directory's
  // probe and failed the rename only at the first save, after the solving. Opened without
  // truncating or creating, and closed at once: nothing in it changes.
  if (stat) {
    try {
      closeSync(openSync(file, 'r+'));
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new SubmissionWriteError(
        file,
        code,
        `cannot write ${file}: the file refuses changes (${code ?? 'error'}: read-only or immutable)`,
      );
    }
  }
  let probe: string;
  try {
    // Tried where the write will go: beside the file a symbolic link points at.
    const target = writeTarget(file);
    probe = join(dirname(target), `.${basename(target)}.${process.pid}.probe`);
    closeSync(openSync(probe, 'wx'));
  } catch (error) {
    throw writeFailure(file, error);
  }
  rmSync(probe, { force: true });
}

/**
 * The rows of the submission at `file` to merge into (none when it does not exist). A file that
 * cannot be read in full throws `SantaDataError` — it must never be overwritten by a merge that
 * would drop the rows it could not read.
 */
export function readMergeTarget(file: string): SolutionRow[] {
  if (!existsSync(file)) return [];
  // A 0-byte file (`touch`, `mktemp`) holds no rows, and nothing is lost by writing it; it is
  // not a damaged submission. (A device is refused by checkSubmissionTarget, not read as empty.)
  const stat = statSync(file);
  if (stat.isFile() && stat.size === 0) return [];
  const sub = readSubmission(file);
  const first = sub.issues[0];
  if (first)
    throw new SantaDataError(
      file,
      first.line ?? 0,
      `${first.message} (${sub.issues.length} unreadable row(s)); it was left unchanged — fix it or choose another file`,
    );
  return sub.rows.map(({ id, moves }) => ({ id, moves }));
}

/** Options of `mergeIntoFile`. */
export interface MergeIntoFileOptions {
  /** How long to wait for another writer's lock before giving up (default 60 s). */
  lockWaitMs?: number;
  /**
   * A lock not refreshed for this long is one left by a killed process and is taken over
   * (default 10 s, at least 2 s: proper-lockfile refreshes a held lock every half of it).
   */
  staleMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes `file`'s lock (the directory `file.lock`), waiting for other writers. */
async function lockSubmission(
  file: string,
  { lockWaitMs = 60_000, staleMs = 10_000 }: MergeIntoFileOptions,
): Promise<() => Promise<void>> {
  let target: string;
  try {
    // One lock per file, whatever path (a link to it, a linked directory, relative) each writer
    // was given: the file the write goes to.
    target = writeTarget(file);
  } catch (error) {
    throw writeFailure(file, error);
  }
  // Loaded on first use: proper-lockfile installs signal-exit's handlers (to drop held locks on
  // exit) as it loads, which should not happen to every program that merely imports @puz/santa.
  const { lock } = await import('proper-lockfile');
  const t0 = Date.now();
  for (;;) {
    try {
      return await lock(target, {
        realpath: false,
        stale: staleMs,
        // The merge runs synchronously while the lock is held, so the refresh timer may be late;
        // a late refresh is harmless (the write is atomic), and must not crash the process.
        onCompromised: () => {},
      });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED') throw writeFailure(file, error);
      if (Date.now() - t0 > lockWaitMs)
        throw new SubmissionWriteError(
          file,
          'ELOCKED',
          `cannot write ${file}: another writer has held ${target}.lock for over ${Math.round(lockWaitMs / 1000)} s (remove it if no puz is running)`,
        );
      await sleep(50 + Math.random() * 150);
    }
  }
}

/**
 * Merges `rows` into the submission at `file`, safely between processes: under the file's lock
 * it re-reads what is there now (other writers' rows included), keeps per id the shortest valid
 * row (`mergeSubmissions`) and writes atomically, only when something improved. So any number of
 * writers never lose a row or replace a better one. A file that cannot be read in full is left as
 * it is (`SantaDataError`); a failed write leaves it as it was (`SubmissionWriteError`).
 */
export async function mergeIntoFile(
  file: string,
  rows: Iterable<SolutionRow>,
  data: SantaData,
  options: MergeIntoFileOptions = {},
): Promise<MergeResult> {
  const release = await lockSubmission(file, options);
  try {
    const old = readMergeTarget(file);
    const merged = mergeSubmissions(old, rows, data);
    // Fewer rows than were read: the file had an id twice (Kaggle refuses it); the merge kept its
    // best row, and that is written even when nothing new improved.
    if (merged.improved.length > 0 || merged.rows.length < old.length)
      writeSubmission(file, merged.rows);
    return merged;
  } finally {
    // A lock taken over as stale meanwhile is no longer ours to remove; nothing is lost.
    await release().catch(() => {});
  }
}
