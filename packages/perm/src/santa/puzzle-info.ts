import { SantaDataError } from '../errors.js';
import { PermPuzzle } from '../puzzle/puzzle.js';
import { csvBody } from './csv.js';

const HEADER = ['puzzle_type', 'allowed_moves'] as const;

/**
 * `allowed_moves` is a Python dict literal, `{'f0': [0, 1, ...], ...}`. Its keys are plain move
 * names, so swapping the quotes makes it JSON; anything else is rejected rather than guessed at.
 */
function parseMoveDict(text: string): [string, number[]][] | string {
  let value: unknown;
  const json = text.replaceAll("'", '"');
  // JSON.parse (like Python's dict literal) keeps the last of two equal keys without a word, and
  // a move silently replaced is a different puzzle. Values are integer lists, so every quoted
  // string before a colon is a key.
  const seen = new Set<string>();
  for (const [, name] of json.matchAll(/"([^"]*)"\s*:/g)) {
    if (seen.has(name as string)) return `move ${name} is listed twice in allowed_moves`;
    seen.add(name as string);
  }
  try {
    value = JSON.parse(json);
  } catch {
    return 'allowed_moves is not a dict literal of integer lists';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'allowed_moves is not a dict';
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return 'allowed_moves has no moves';
  for (const [name, images] of entries) {
    if (!/^[A-Za-z0-9_]+$/.test(name)) return `move name "${name}" is not a plain name`;
    if (!Array.isArray(images)) return `move ${name} is not a list`;
  }
  return entries as [string, number[]][];
}

/**
 * Reads puzzle_info.csv: puzzle type name → its model (@puz/perm's `PermPuzzle`, the one every
 * family builds). Throws `SantaDataError` on a bad line.
 */
export function parsePuzzleInfo(text: string, file = 'puzzle_info.csv'): Map<string, PermPuzzle> {
  const types = new Map<string, PermPuzzle>();
  for (const { fields, line } of csvBody(text, file, HEADER)) {
    if (fields.length !== 2)
      throw new SantaDataError(file, line, `expected 2 fields, found ${fields.length}`);
    const name = (fields[0] as string).trim();
    if (!name) throw new SantaDataError(file, line, 'empty puzzle_type');
    if (types.has(name))
      throw new SantaDataError(file, line, `puzzle type ${name} is listed twice`);
    const moves = parseMoveDict(fields[1] as string);
    if (typeof moves === 'string') throw new SantaDataError(file, line, `${name}: ${moves}`);
    try {
      types.set(name, new PermPuzzle({ name, moves }));
    } catch (error) {
      throw new SantaDataError(file, line, `${name}: ${(error as Error).message}`);
    }
  }
  return types;
}
