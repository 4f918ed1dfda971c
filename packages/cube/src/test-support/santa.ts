import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Santa 2023's puzzle_info.csv rows for the cube types: the real file, or perm's committed sample. */
const here = dirname(fileURLToPath(import.meta.url));
export function santaCubeTypes(): { file: string; types: Map<number, Map<string, number[]>> } {
  const candidates = [
    process.env.PUZ_SANTA_DATA && join(process.env.PUZ_SANTA_DATA, 'puzzle_info.csv'),
    resolve(here, '../../../../../shared/data/santa2023/puzzle_info.csv'),
    resolve(here, '../../../perm/src/test-support/puzzle-info.sample.csv'),
  ];
  const file = candidates.find((p): p is string => !!p && existsSync(p)) as string;
  const types = new Map<number, Map<string, number[]>>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const m = /^cube_(\d+)\/\d+\/\d+,"(.*)"$/.exec(line);
    if (!m) continue;
    const moves = JSON.parse((m[2] as string).replaceAll("'", '"')) as Record<string, number[]>;
    types.set(Number(m[1]), new Map(Object.entries(moves)));
  }
  return { file, types };
}
