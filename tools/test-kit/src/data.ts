import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './repo.js';

/** The data sets tests read: Kaggle's Santa 2023 files; the CS440 mazes and 2x2 cube nets. */
export type DataKind = 'santa2023' | 'cs440';

/** Where data came from: the kind's env var, ../shared/data beside the checkout, or the committed fixture. */
export type DataSource = 'env' | 'shared' | 'fixture';

/** A directory or file found, and where it came from (so tests can say what they left out). */
export interface Found {
  readonly path: string;
  readonly source: DataSource;
}

/** The variable naming each data set's directory ($PUZ_SANTA_DATA is also the CLI's). */
export const DATA_ENV: Readonly<Record<DataKind, string>> = {
  santa2023: 'PUZ_SANTA_DATA',
  cs440: 'PUZ_CS440_DATA',
};

/** What a directory must hold to count (a half-copied one is passed over, as before). */
const REQUIRED: Readonly<Record<DataKind, readonly string[]>> = {
  santa2023: ['puzzles.csv', 'puzzle_info.csv'],
  cs440: [],
};

/** Where to look; the defaults are the process's environment and this checkout. */
export interface Where {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly root?: string;
}

/** The committed stand-in for ../shared/data/<kind> (tools/test-kit/fixtures/<kind>). */
export function fixtureDir(kind: DataKind): string {
  return fileURLToPath(new URL(`../fixtures/${kind}`, import.meta.url));
}

function candidates(kind: DataKind, where: Where): Found[] {
  const fixture = fixtureDir(kind);
  const env = (where.env ?? process.env)[DATA_ENV[kind]];
  const fromEnv: Found[] = env
    ? [{ path: resolve(env), source: resolve(env) === fixture ? 'fixture' : 'env' }]
    : [];
  return [
    ...fromEnv,
    { path: join(where.root ?? repoRoot(), '..', 'shared', 'data', kind), source: 'shared' },
    { path: fixture, source: 'fixture' },
  ];
}

const holds = (dir: string, files: readonly string[]) =>
  existsSync(dir) && files.every((file) => existsSync(join(dir, file)));

/**
 * The first of $PUZ_SANTA_DATA / $PUZ_CS440_DATA, ../shared/data/<kind> and the committed fixture
 * that holds every one of `files` (default: what the kind needs to load).
 */
export function dataDir(
  kind: DataKind,
  files: readonly string[] = REQUIRED[kind],
  where: Where = {},
): Found {
  const all = candidates(kind, where);
  const hit = all.find((c) => holds(c.path, files));
  if (!hit)
    throw new Error(
      `no ${kind} directory holds ${files.join(', ')}: looked in ${all.map((c) => c.path).join(', ')}`,
    );
  return hit;
}

/**
 * The real data only (the env var's directory, else ../shared/data/<kind>), or undefined: for
 * benchmarks and oracles that mean nothing on the small fixture.
 */
export function realDataDir(
  kind: DataKind,
  files: readonly string[] = REQUIRED[kind],
  where: Where = {},
): Found | undefined {
  return candidates(kind, where).find((c) => c.source !== 'fixture' && holds(c.path, files));
}

/** One file of a data set (e.g. `dataFile('cs440', 'bigDots.txt')`), from the first directory holding it. */
export function dataFile(kind: DataKind, name: string, where: Where = {}): Found {
  const { path, source } = dataDir(kind, [name], where);
  return { path: join(path, name), source };
}
