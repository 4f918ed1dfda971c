import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of Santa 2023's puzzles.csv. */
export interface SantaPuzzle {
  id: number;
  type: string;
  solution: string[];
  initial: string[];
  wildcards: number;
}

/** The first of `dirs` holding puzzles.csv ($PUZ_SANTA_DATA first when set), or null. */
export function findSantaData(dirs: readonly string[]): string | null {
  const all = [process.env.PUZ_SANTA_DATA, ...dirs].filter((d): d is string => !!d);
  return all.find((d) => existsSync(join(d, 'puzzles.csv'))) ?? null;
}

/** The puzzles of one type (e.g. 'cube_3/3/3') from `dir`/puzzles.csv. */
export function readSantaPuzzles(dir: string, type: string): SantaPuzzle[] {
  const lines = readFileSync(join(dir, 'puzzles.csv'), 'utf8').trim().split('\n').slice(1);
  return lines
    .map((line) => line.split(','))
    .filter((f) => f[1] === type)
    .map((f) => ({
      id: Number(f[0]),
      type: f[1] as string,
      solution: (f[2] as string).split(';'),
      initial: (f[3] as string).split(';'),
      wildcards: Number(f[4]),
    }));
}
