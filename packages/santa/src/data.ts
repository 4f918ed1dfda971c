import { join } from 'node:path';
import type { PermPuzzle } from '@puz/perm';
import { readSantaPuzzleInfo, readSantaPuzzlesIn, readSantaSubmission } from '@puz/perm/node';
import type { SantaPuzzle, Submission } from '@puz/perm/santa';

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

/** Reads `puzzles.csv` and `puzzle_info.csv` from `dir` (Kaggle's file names). */
export function loadSantaData(dir: string): SantaData {
  const infoFile = join(dir, 'puzzle_info.csv');
  const puzzles = new Map<number, SantaPuzzle>();
  for (const p of readSantaPuzzlesIn(dir)) puzzles.set(p.id, p);
  return { dir, puzzles, types: readSantaPuzzleInfo(infoFile) };
}

/** Reads a submission file (see `parseSubmission`); @puz/perm/node's `readSantaSubmission`. */
export function readSubmission(file: string): Submission {
  return readSantaSubmission(file);
}
