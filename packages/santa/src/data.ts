import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PermPuzzle } from '@puz/perm';
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

/** Reads a file; a missing or unreadable one is a `SantaDataError` naming it. */
export function readDataFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code;
    throw new SantaDataError(file, 0, `cannot read it (${why ?? (error as Error).message})`);
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
