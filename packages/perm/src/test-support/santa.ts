import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Test-only reader for Santa 2023's puzzle_info.csv (the real reader is @puz/santa's).
 * The real file is used when it is found ($PUZ_SANTA_DATA or ../shared/data/santa2023 next to
 * the checkout); a committed sample of five types stands in otherwise.
 */

const here = dirname(fileURLToPath(import.meta.url));

export const SAMPLE_PUZZLE_INFO = join(here, 'puzzle-info.sample.csv');

export function realPuzzleInfo(): string | undefined {
  const candidates = [
    process.env.PUZ_SANTA_DATA && join(process.env.PUZ_SANTA_DATA, 'puzzle_info.csv'),
    resolve(here, '../../../../../shared/data/santa2023/puzzle_info.csv'),
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export type MoveTable = Map<string, number[]>;

/** puzzle type → move name → permutation. */
export function readPuzzleInfo(file: string): Map<string, MoveTable> {
  const out = new Map<string, MoveTable>();
  const lines = readFileSync(file, 'utf8').split('\n').slice(1);
  for (const line of lines) {
    if (!line.trim()) continue;
    const comma = line.indexOf(',');
    const type = line.slice(0, comma);
    // The moves are a Python dict literal in quotes; with ' → " it is JSON.
    const dict = line.slice(comma + 2, -1).replaceAll("'", '"');
    out.set(type, new Map(Object.entries(JSON.parse(dict) as Record<string, number[]>)));
  }
  return out;
}

export function sampleMoves(type: string): MoveTable {
  const moves = readPuzzleInfo(SAMPLE_PUZZLE_INFO).get(type);
  if (!moves) throw new Error(`no ${type} in the sample`);
  return moves;
}

export function pick(moves: MoveTable, names: readonly string[]): number[][] {
  return names.map((name) => {
    const m = moves.get(name);
    if (!m) throw new Error(`no move ${name}`);
    return m;
  });
}
