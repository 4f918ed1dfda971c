import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getPackagesSync } from '@manypkg/get-packages';
import { SKIPPED_DIRS, SOURCE_FILE } from './rules.js';

/** One workspace package, as the check sees it. */
export interface WorkspacePackage {
  readonly name: string;
  /** Repo-relative, `/`-separated (e.g. `packages/perm`). */
  readonly dir: string;
  readonly private: boolean;
  readonly dependencies: ReadonlySet<string>;
  readonly devDependencies: ReadonlySet<string>;
}

const posix = (path: string) => path.split(sep).join('/');

/** The workspace packages of the repo at `root` (pnpm-workspace.yaml's globs, read by @manypkg). */
export function workspacePackages(root: string): WorkspacePackage[] {
  return getPackagesSync(root)
    .packages.map(({ packageJson, dir }) => {
      const json = packageJson as typeof packageJson & { private?: boolean };
      return {
        name: json.name,
        dir: posix(relative(root, dir)),
        private: json.private === true,
        dependencies: new Set([
          ...Object.keys(json.dependencies ?? {}),
          ...Object.keys(json.peerDependencies ?? {}),
        ]),
        devDependencies: new Set(Object.keys(json.devDependencies ?? {})),
      };
    })
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/** A package's source files (repo-relative), outside node_modules, dist and fixtures. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(path);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
        out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

export const readText = (root: string, file: string): string =>
  readFileSync(join(root, file), 'utf8');
