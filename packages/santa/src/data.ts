import { join } from 'node:path';
import { InputFileError, type PermPuzzle } from '@puz/perm';
import { readTextFile } from '@puz/perm/node';
import { SantaDataError } from './errors.js';
import { parsePuzzleInfo } from './puzzle-info.js';
import { parsePuzzles, type SantaPuzzle } from './puzzles.js';
import { parseSubmission, type Submission } from './submission.js';

/** The puzzles and their types, as read from a Santa 2023 data directory. */
export interface SantaData {
  dir: string;
  /** By id, in file order. */
  puzzles: Map<number, SantaPuzzle>;
  types: Map<string, PermPuzzle>;
}

/** The data directory: the explicit one (`--data`), else `$PUZ_SANTA_DATA`, else `undefined`. */
export function resolveDataDir(explicit?: string): string | undefined {
  return explicit || process.env.PUZ_SANTA_DATA || undefined;
}

/**
 * The most a data or submission file may hold. Kaggle's largest (puzzle_info.csv, the sample
 * submission) are about 5 MB; the cap keeps a wrong path such as /dev/zero from filling the heap.
 */
export const MAX_DATA_BYTES = 64 << 20;

/**
 * Reads a file of at most `MAX_DATA_BYTES`; a missing, unreadable, non-file or oversized one is a
 * `SantaDataError` naming it.
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

/** Reads `puzzles.csv` and `puzzle_info.csv` from `dir` (Kaggle's file names). */
export function loadSantaData(dir: string): SantaData {
  const puzzlesFile = join(dir, 'puzzles.csv');
  const infoFile = join(dir, 'puzzle_info.csv');
  const puzzles = new Map<number, SantaPuzzle>();
  for (const p of parsePuzzles(readDataFile(puzzlesFile), puzzlesFile)) puzzles.set(p.id, p);
  return { dir, puzzles, types: parsePuzzleInfo(readDataFile(infoFile), infoFile) };
}

/** Reads a submission file (see `parseSubmission`). */
export function readSubmission(file: string): Submission {
  return parseSubmission(readDataFile(file), file);
}
