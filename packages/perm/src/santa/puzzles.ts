import { SantaDataError } from '../errors.js';
import { csvBody, parseNonNegativeInt } from './csv.js';

const HEADER = ['id', 'puzzle_type', 'solution_state', 'initial_state', 'num_wildcards'] as const;

/** One row of puzzles.csv. States are the `;`-separated label lists, split. */
export interface SantaPuzzle {
  id: number;
  type: string;
  solution: string[];
  initial: string[];
  /** How many positions may differ from `solution` in an accepted final state. */
  numWildcards: number;
  /** 1-based line in puzzles.csv. */
  line: number;
}

/**
 * Reads puzzles.csv. A row that cannot be a puzzle (missing or duplicate id, bad wildcard count,
 * wrong field count) makes the file unusable: `SantaDataError`. Whether the type exists and the
 * states fit it is checked against puzzle_info.csv when a solution is scored, per id.
 */
export function parsePuzzles(text: string, file = 'puzzles.csv'): SantaPuzzle[] {
  const puzzles: SantaPuzzle[] = [];
  const seen = new Map<number, number>();
  for (const { fields, line } of csvBody(text, file, HEADER)) {
    if (fields.length !== 5)
      throw new SantaDataError(file, line, `expected 5 fields, found ${fields.length}`);
    const [idText, type, solution, initial, wildcards] = fields as [
      string,
      string,
      string,
      string,
      string,
    ];
    const id = parseNonNegativeInt(idText);
    if (id === null) throw new SantaDataError(file, line, `id "${idText}" is not an integer`);
    const earlier = seen.get(id);
    if (earlier !== undefined)
      throw new SantaDataError(file, line, `id ${id} is also on line ${earlier}`);
    seen.set(id, line);
    const numWildcards = parseNonNegativeInt(wildcards);
    if (numWildcards === null)
      throw new SantaDataError(
        file,
        line,
        `id ${id}: num_wildcards "${wildcards}" is not an integer`,
      );
    if (!type.trim()) throw new SantaDataError(file, line, `id ${id}: empty puzzle_type`);
    puzzles.push({
      id,
      type: type.trim(),
      solution: solution.split(';'),
      initial: initial.split(';'),
      numWildcards,
      line,
    });
  }
  return puzzles;
}
