import { relative } from 'node:path';
import { DATA_ENV, type DataKind, dataDir } from './data.js';
import { repoRoot } from './repo.js';

const NAMES: Record<DataKind, string> = { santa2023: 'Santa 2023', cs440: 'CS440' };

/**
 * One line per data set for the top of a test run: the real files and where they were found, or
 * that the tests reading them ran on the committed fixture instead (none are left out).
 */
export function dataNote(where: Parameters<typeof dataDir>[2] = {}): string[] {
  return (Object.keys(NAMES) as DataKind[]).map((kind) => {
    const found = dataDir(kind, undefined, where);
    const at = relative(where.root ?? repoRoot(), found.path) || '.';
    return found.source === 'fixture'
      ? `data: ${NAMES[kind]} not found ($${DATA_ENV[kind]} or ../shared/data/${kind}); its tests ran on the committed fixture (${at}), none left out`
      : `data: ${NAMES[kind]} from ${found.source === 'env' ? `$${DATA_ENV[kind]}` : '../shared/data'} (${at})`;
  });
}
