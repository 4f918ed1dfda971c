import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { checkDeps, formatViolation } from './check.js';

const tmp = mkdtempSync(join(tmpdir(), 'puz-check-deps-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Deps = { dependencies?: string[]; devDependencies?: string[]; private?: boolean };

/** A throw-away workspace: package dirs → (package.json fields, files). */
function fakeRepo(
  name: string,
  packages: Record<string, Deps & { files: Record<string, string> }>,
): string {
  const root = join(tmp, name);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('package.json', '{ "name": "fake", "private": true }\n');
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n  - apps/*\n  - tools/*\n');
  for (const [dir, { files, dependencies = [], devDependencies = [], ...rest }] of Object.entries(
    packages,
  )) {
    const versions = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'workspace:*']));
    const json = {
      name: `@puz/${dir.split('/')[1]}`,
      ...rest,
      dependencies: versions(dependencies),
      devDependencies: versions(devDependencies),
    };
    write(`${dir}/package.json`, JSON.stringify(json));
    for (const [file, text] of Object.entries(files)) write(`${dir}/${file}`, text);
  }
  return root;
}

const report = (root: string) => checkDeps(root).map(formatViolation);

describe('a fake repo', () => {
  test('clean: imports point down the layers, declared, tooling in tests only', () => {
    const root = fakeRepo('clean', {
      'packages/perm': { files: { 'src/index.ts': 'export const one = 1;\n' } },
      'packages/search': {
        dependencies: ['@puz/perm'],
        devDependencies: ['@puz/test-kit'],
        files: {
          'src/index.ts':
            "export { one } from '@puz/perm';\nexport type T = import('@puz/perm').X;\n",
          'src/a.test.ts':
            "import { dataDir } from '@puz/test-kit';\nimport '../fixtures/x.txt';\n",
        },
      },
      'packages/cube': {
        dependencies: ['@puz/search'],
        files: { 'src/nxn/index.ts': "const s = await import('@puz/search');\n" },
      },
      'apps/tui': {
        private: true,
        dependencies: ['@puz/cube'],
        files: { 'src/cli.ts': "import { solve } from '@puz/cube/nxn';\n" },
      },
      'tools/test-kit': { private: true, files: { 'src/index.ts': 'export const dataDir = 1;\n' } },
    });
    expect(report(root)).toEqual([]);
  });

  test('a low package importing a higher one is reported at its file and line', () => {
    const root = fakeRepo('upward', {
      'packages/perm': {
        dependencies: ['@puz/cube'],
        files: {
          'src/index.ts': "// perm is the bottom layer\nimport { solve } from '@puz/cube/nxn';\n",
        },
      },
      'packages/cube': { files: { 'src/nxn/index.ts': 'export const solve = 1;\n' } },
    });
    expect(report(root)).toEqual([
      'packages/perm/src/index.ts:2: imports @puz/cube/nxn: @puz/perm may not import @puz/cube, a higher layer',
    ]);
  });

  test.each([
    [
      'domains importing each other',
      { dependencies: ['@puz/globe'] },
      "export * from '@puz/globe';\n",
      'imports @puz/globe: @puz/cube and @puz/globe are on the same layer and never import each other',
    ],
    [
      'an undeclared package',
      {},
      "import { one } from '@puz/perm';\n",
      'imports @puz/perm: @puz/perm is not declared in packages/cube/package.json',
    ],
    [
      'a devDependency in published code',
      { devDependencies: ['@puz/perm'] },
      "import type { One } from '@puz/perm';\n",
      'imports @puz/perm from published code: @puz/perm must be a dependency, not a devDependency',
    ],
    [
      'the test kit outside tests',
      { devDependencies: ['@puz/test-kit'] },
      "const kit = await import('@puz/test-kit');\n",
      'imports @puz/test-kit: @puz/test-kit is for tests, test support, benchmarks and vitest configs only',
    ],
    [
      "another package's files by path",
      {},
      "const f = resolve(here, '../../globe/fixtures/x.csv');\n",
      "'../../globe/fixtures/x.csv' reaches into packages/globe: get its files through its exports or @puz/test-kit",
    ],
    [
      'an app',
      { dependencies: ['@puz/tui'] },
      "import '@puz/tui';\n",
      'imports @puz/tui: @puz/cube may not import @puz/tui, a higher layer',
    ],
  ])('%s', (name, deps, source, message) => {
    const root = fakeRepo(name.replaceAll(/\W/g, '-'), {
      'packages/perm': { files: { 'src/index.ts': 'export const one = 1;\n' } },
      'packages/globe': { files: { 'src/index.ts': 'export const g = 1;\n' } },
      'packages/cube': { ...deps, files: { 'src/index.ts': source } },
      'apps/tui': { private: true, files: { 'src/cli.ts': '\n' } },
      'tools/test-kit': { private: true, files: { 'src/index.ts': '\n' } },
    });
    expect(report(root)).toEqual([`packages/cube/src/index.ts:1: ${message}`]);
  });

  test("a package's own folder named like another package is not that package", () => {
    const root = fakeRepo('own-folder', {
      'packages/perm': { files: { 'src/index.ts': 'export const one = 1;\n' } },
      'packages/santa': { files: { 'src/index.ts': 'export const s = 1;\n' } },
      'packages/cube': {
        files: {
          'src/santa/family.ts': 'export const f = 1;\n',
          'src/nxn/solve.ts': "import { f } from '../santa/family.js';\n",
          'src/nxn/deep/x.ts': "import { f } from '../../santa/family.js';\n",
        },
      },
    });
    expect(report(root)).toEqual([]);
    // ...while leaving the package for packages/santa is still caught.
    const out = fakeRepo('own-folder-out', {
      'packages/santa': { files: { 'src/index.ts': 'export const s = 1;\n' } },
      'packages/cube': {
        files: { 'src/nxn/solve.ts': "import { s } from '../../../santa/src/index.js';\n" },
      },
    });
    expect(report(out)).toEqual([
      "packages/cube/src/nxn/solve.ts:1: '../../../santa/src/index.js' reaches into packages/santa: get its files through its exports or @puz/test-kit",
    ]);
  });

  test('a package in no layer is reported at its package.json', () => {
    const root = fakeRepo('unlisted', { 'packages/newcomer': { files: {} } });
    expect(report(root)).toEqual([
      'packages/newcomer/package.json:1: @puz/newcomer is in no layer: add packages/newcomer to tools/scripts/deps/rules.ts',
    ]);
  });
});

// Parses every source file of the repo (~330): seconds on a busy 2-core machine.
test('the real repo passes', { timeout: 60_000 }, () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  expect(report(root)).toEqual([]);
});
