/*
 * The dependency directions of the workspace, as data: adding a package is adding its directory
 * to a layer (or to TOOLS). Entries are workspace directories; `apps/*` is every app.
 */

/**
 * Layers, lowest first. A package may import the packages of lower layers only: never its own
 * layer (domains never import each other; an app never imports another app), never a higher one.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['packages/perm'],
  ['packages/search'],
  ['packages/heuristics'],
  ['packages/cube', 'packages/globe', 'packages/wreath', 'packages/starcraft', 'packages/maze'],
  // The registry of every permutation-puzzle family: above the families, below santa and the apps.
  ['packages/puzzles'],
  ['packages/santa'],
  // packages/cli (@puz/cli) is apps/tui compiled for publishing: it has no source of its own.
  ['apps/*', 'packages/cli'],
];

/** Lower-layer packages a package still may not import. */
export const NOT_IMPORTED: Readonly<Record<string, readonly string[]>> = {
  // The registry holds the permutation-puzzle families; StarCraft and the mazes are not ones.
  'packages/puzzles': ['packages/starcraft', 'packages/maze'],
  // santa reaches the families through the registry only (and StarCraft, mazes not at all).
  'packages/santa': [
    'packages/cube',
    'packages/globe',
    'packages/wreath',
    'packages/starcraft',
    'packages/maze',
  ],
};

/** How the repo's own tooling sits beside the layers. */
export interface ToolRule {
  /** `dev`: only from dev files (DEV_FILES), and declared as a devDependency. `nowhere`: never. */
  readonly importedFrom: 'dev' | 'nowhere';
  /** Which layered packages the tool may import itself. */
  readonly imports: 'none' | 'any';
  /** Reads other packages' files by path on purpose (a repo script), so the path rule skips it. */
  readonly walksRepo?: boolean;
}

export const TOOLS: Readonly<Record<string, ToolRule>> = {
  // perm's own tests use the test kit, so it can import nothing above it: no @puz package at all.
  'tools/test-kit': { importedFrom: 'dev', imports: 'none' },
  'tools/config': { importedFrom: 'dev', imports: 'none' },
  'tools/scripts': { importedFrom: 'nowhere', imports: 'any', walksRepo: true },
};

/** Files (repo-relative) that may import a `dev` tool: tests, their support, benchmarks, configs. */
export const DEV_FILES: readonly RegExp[] = [
  /\.test\.[cm]?[jt]sx?$/,
  /\/test-support(\/|\.[cm]?[jt]s$)/,
  /^(packages|apps)\/[^/]+\/bench\//,
  /\/vitest\.config\.[cm]?[jt]s$/,
  // The benchmark app is a bench as a whole (it runs from source, never published).
  /^apps\/bench\//,
];

/** Source files the check reads, and the directories it never enters. */
export const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
export const SKIPPED_DIRS: ReadonlySet<string> = new Set([
  'node_modules',
  'dist',
  'fixtures',
  '.turbo',
]);

/** The scope every workspace package is published under. */
export const SCOPE = '@puz/';

export interface Rules {
  readonly layers: typeof LAYERS;
  readonly notImported: typeof NOT_IMPORTED;
  readonly tools: typeof TOOLS;
  readonly devFiles: typeof DEV_FILES;
}

export const RULES: Rules = {
  layers: LAYERS,
  notImported: NOT_IMPORTED,
  tools: TOOLS,
  devFiles: DEV_FILES,
};
