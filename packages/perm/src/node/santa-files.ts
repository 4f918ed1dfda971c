import { join } from 'node:path';
import { InputFileError, SantaDataError } from '../errors.js';
import type { PermPuzzle } from '../puzzle/puzzle.js';
import { parsePuzzleInfo } from '../santa/puzzle-info.js';
import { parsePuzzles, type SantaPuzzle } from '../santa/puzzles.js';
import { parseSubmission, type Submission } from '../santa/submission.js';
import { readTextFile } from './read-text.js';

/**
 * The most a Santa data or submission file may hold. Kaggle's largest (puzzle_info.csv, the sample
 * submission) are about 5 MB; the cap keeps a wrong path such as /dev/zero from filling the heap.
 */
export const MAX_DATA_BYTES = 64 << 20;

/**
 * Reads a file of at most `MAX_DATA_BYTES`; a missing, unreadable, non-file or oversized one is a
 * `SantaDataError` naming it (line 0: the file as a whole).
 */
export function readDataFile(file: string): string {
  try {
    return readTextFile(file, { maxBytes: MAX_DATA_BYTES, what: 'the file' });
  } catch (error) {
    if (!(error instanceof InputFileError)) throw error;
    const why =
      error.reason === 'missing'
        ? 'no such file'
        : error.reason === 'not-a-file'
          ? 'is a directory'
          : error.reason === 'too-large'
            ? `larger than ${MAX_DATA_BYTES >> 20} MiB: is it the right file?`
            : error.message;
    throw new SantaDataError(file, 0, `cannot read it (${why})`);
  }
}

/** Reads a puzzles.csv (see `parsePuzzles`); errors name `file` and the line. */
export function readSantaPuzzles(file: string): SantaPuzzle[] {
  return parsePuzzles(readDataFile(file), file);
}

/** Reads the puzzles.csv of a Santa 2023 data directory (Kaggle's file name). */
export function readSantaPuzzlesIn(dir: string): SantaPuzzle[] {
  return readSantaPuzzles(join(dir, 'puzzles.csv'));
}

/** Reads a puzzle_info.csv: type name → its `PermPuzzle` (see `parsePuzzleInfo`). */
export function readSantaPuzzleInfo(file: string): Map<string, PermPuzzle> {
  return parsePuzzleInfo(readDataFile(file), file);
}

/** Reads a submission file (see `parseSubmission`). */
export function readSantaSubmission(file: string): Submission {
  return parseSubmission(readDataFile(file), file);
}
