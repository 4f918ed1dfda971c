import { readFileSync } from 'node:fs';

/** One row of Santa 2023's puzzles.csv. */
export interface PuzzleRow {
  readonly id: number;
  readonly type: string;
  readonly solution: string[];
  readonly initial: string[];
  readonly wildcards: number;
}

/** A puzzles.csv as plain rows, keeping the types whose name starts with `prefix`. */
export function readPuzzles(file: string, prefix = ''): PuzzleRow[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter(([, type]) => type?.startsWith(prefix))
    .map(([id, type, solution, initial, wildcards]) => ({
      id: Number(id),
      type: type as string,
      solution: (solution as string).split(';'),
      initial: (initial as string).split(';'),
      wildcards: Number(wildcards),
    }));
}
