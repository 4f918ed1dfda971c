import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (apps/bench/src -> ../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Santa 2023 directory: --data, $PUZ_SANTA_DATA, ../shared/data/santa2023 beside the repo. */
export function findSantaData(explicit: string | undefined, root = REPO_ROOT): string | undefined {
  for (const dir of [
    explicit,
    process.env.PUZ_SANTA_DATA,
    resolve(root, '../shared/data/santa2023'),
  ])
    if (dir && existsSync(join(dir, 'puzzles.csv')) && existsSync(join(dir, 'puzzle_info.csv')))
      return dir;
  return undefined;
}

/** The small Santa fixture shipped with @puz/santa (12 puzzles), for runs without the data. */
export const santaFixtures = (root = REPO_ROOT): string => join(root, 'packages/santa/fixtures');
