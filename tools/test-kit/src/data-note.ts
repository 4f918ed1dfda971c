import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DATA_ENV, type DataKind, dataDir } from './data.js';
import { repoRoot } from './repo.js';

const NAMES: Record<DataKind, string> = { santa2023: 'Santa 2023', cs440: 'CS440' };

/** Puzzle types in Kaggle's Santa 2023 puzzles.csv (cube 2..10, 19, 33; 6 wreaths; 9 globes). */
const SANTA_TYPES = 26;

/** The distinct puzzle types of a puzzles.csv (its second column). */
function typesIn(dir: string): number {
  const lines = readFileSync(join(dir, 'puzzles.csv'), 'utf8').trim().split('\n').slice(1);
  return new Set(lines.map((line) => line.split(',')[1])).size;
}

/** What the fixture leaves out, in one clause. */
function fixtureScope(kind: DataKind, dir: string): string {
  if (kind === 'cs440') return 'a copy of the same files, nothing left out';
  const types = typesIn(dir);
  return `its ${types} types, so the per-type cases of the other ${SANTA_TYPES - types} Santa types are left out`;
}

/**
 * One line per data set for the top of a test run: the real files and where they were found, or
 * that the tests reading them ran on the committed fixture instead, and what that leaves out.
 */
export function dataNote(where: Parameters<typeof dataDir>[2] = {}): string[] {
  return (Object.keys(NAMES) as DataKind[]).map((kind) => {
    const found = dataDir(kind, undefined, where);
    const at = relative(where.root ?? repoRoot(), found.path) || '.';
    return found.source === 'fixture'
      ? `data: ${NAMES[kind]} not found ($${DATA_ENV[kind]} or ../shared/data/${kind}); its tests ran on the committed fixture (${at}): ${fixtureScope(kind, found.path)}`
      : `data: ${NAMES[kind]} from ${found.source === 'env' ? `$${DATA_ENV[kind]}` : '../shared/data'} (${at})`;
  });
}
