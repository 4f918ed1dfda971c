import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Test-only reader for Santa 2023's puzzle_info.csv (the real reader is @puz/santa's, which a
 * domain package may not import). The real file is used when it is found ($PUZ_SANTA_DATA or
 * ../shared/data/santa2023 next to the checkout); a committed sample of three types stands in
 * otherwise.
 */

const here = dirname(fileURLToPath(import.meta.url));

export interface SantaTypes {
  /** The file read. */
  readonly file: string;
  /** the rows whose type starts with the prefix: type name → move name → permutation. */
  readonly types: Map<string, Map<string, number[]>>;
}

export function santaTypes(prefix: string): SantaTypes {
  const candidates = [
    process.env.PUZ_SANTA_DATA && join(process.env.PUZ_SANTA_DATA, 'puzzle_info.csv'),
    resolve(here, '../../../../../shared/data/santa2023/puzzle_info.csv'),
    join(here, 'puzzle-info.sample.csv'),
  ];
  const file = candidates.find((p): p is string => !!p && existsSync(p)) as string;
  const types = new Map<string, Map<string, number[]>>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    if (!line.startsWith(prefix)) continue;
    const comma = line.indexOf(',');
    // The moves are a Python dict literal in quotes; with ' → " it is JSON.
    const dict = line.slice(comma + 2, line.trimEnd().length - 1).replaceAll("'", '"');
    types.set(
      line.slice(0, comma),
      new Map(Object.entries(JSON.parse(dict) as Record<string, number[]>)),
    );
  }
  return { file, types };
}
