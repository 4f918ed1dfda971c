import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Found, realDataDir, type Where } from './data.js';

/** Move name → permutation (0-based images, Santa's `state[perm]`). */
export type MoveTable = Map<string, number[]>;

/** Puzzle type → its moves. */
export type PuzzleInfo = Map<string, MoveTable>;

/**
 * Nine small types copied verbatim from Kaggle's puzzle_info.csv (cube 2-4, wreath 6/7/12,
 * globe 1/8, 2/6, 3/4): enough for each family's tests to cover several sizes without the data.
 */
export const SAMPLE_PUZZLE_INFO = fileURLToPath(
  new URL('../fixtures/puzzle-info.sample.csv', import.meta.url),
);

/**
 * A puzzle_info.csv as plain data, keeping the types whose name starts with `prefix`. Deliberately
 * unchecked and independent of @puz/santa's reader, so packages below santa can test against it.
 */
export function readPuzzleInfo(file: string, prefix = ''): PuzzleInfo {
  const out: PuzzleInfo = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    if (!line.trim() || !line.startsWith(prefix)) continue;
    const comma = line.indexOf(',');
    // The moves are a Python dict literal in quotes; with ' → " it is JSON.
    const dict = line.slice(comma + 2, line.trimEnd().length - 1).replaceAll("'", '"');
    const moves = JSON.parse(dict) as Record<string, number[]>;
    out.set(line.slice(0, comma), new Map(Object.entries(moves)));
  }
  return out;
}

/**
 * The real puzzle_info.csv ($PUZ_SANTA_DATA or ../shared/data/santa2023), else the sample: the
 * Santa fixture's own copy holds just the four types of its puzzles.
 */
export function puzzleInfoFile(where: Where = {}): Found {
  const real = realDataDir('santa2023', ['puzzle_info.csv'], where);
  return real
    ? { path: join(real.path, 'puzzle_info.csv'), source: real.source }
    : { path: SAMPLE_PUZZLE_INFO, source: 'fixture' };
}

/** The types starting with `prefix` from puzzleInfoFile(), and the file they came from. */
export function santaTypes(prefix = '', where: Where = {}): Found & { readonly types: PuzzleInfo } {
  const found = puzzleInfoFile(where);
  return { ...found, types: readPuzzleInfo(found.path, prefix) };
}
