import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { realDataDir } from '@puz/test-kit';

const NEEDED = ['puzzles.csv', 'puzzle_info.csv'];

/** The Santa 2023 directory: --data, else $PUZ_SANTA_DATA, else ../shared/data/santa2023 beside the repo. */
export function findSantaData(explicit: string | undefined): string | undefined {
  if (explicit && NEEDED.every((f) => existsSync(join(explicit, f)))) return explicit;
  return realDataDir('santa2023', NEEDED)?.path;
}
