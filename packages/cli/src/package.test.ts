import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';

/*
 * @puz/cli is apps/tui's source compiled by tsc (tools/scripts/build-cli.mjs), imports left as
 * imports: every package the app's code imports must be a real dependency of the published
 * package, at the app's range (a missing one fails a user's install at run time, which the
 * registry check proves; this catches the drift before it), and nothing else may be.
 */

const root = repoRoot();
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const cli = json('packages/cli/package.json');
const app = json('apps/tui/package.json');

/** The packages the app's shipped source imports (tests and test support left out, as tsc does). */
function appImports(): { packages: Set<string>; specifiers: Set<string> } {
  const src = join(root, 'apps/tui/src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test-support'),
  );
  const specifiers = new Set<string>();
  for (const f of files) {
    const code = readFileSync(join(src, f), 'utf8');
    // `import … from 'x'`, `export … from 'x'`, `import('x')`; `import type` is erased by tsc.
    for (const m of code.matchAll(/^(?:import|export)(?! type )[^'"]*?from '([^']+)'/gm)) {
      specifiers.add(m[1] as string);
    }
    for (const m of code.matchAll(/\bimport\('([^']+)'\)/g)) specifiers.add(m[1] as string);
  }
  const packages = new Set<string>();
  for (const s of specifiers) {
    if (s.startsWith('.') || s.startsWith('node:')) continue;
    packages.add(
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  }
  return { packages, specifiers };
}

describe('@puz/cli', () => {
  const { packages, specifiers } = appImports();

  test('the app imports what it is expected to (the scan is not empty)', () => {
    for (const name of ['@puz/cube', '@puz/santa', 'ink', 'react', 'commander']) {
      expect(packages).toContain(name);
    }
    expect(specifiers).toContain('@puz/santa/queue');
  });

  test('its dependencies are what the app imports, plus the optional peers of what it uses', () => {
    const want = new Set(packages);
    // JSX compiles to `react/jsx-runtime` imports.
    want.add('react');
    // The app imports @puz/santa/queue, which needs @puz/santa's optional peers (BullMQ and its
    // Redis client): a global install finds only the CLI's own dependencies.
    const santa = json('packages/santa/package.json');
    expect(Object.keys(santa.peerDependenciesMeta ?? {}).length).toBeGreaterThan(0);
    for (const peer of Object.keys(santa.peerDependencies ?? {})) want.add(peer);
    expect(Object.keys(cli.dependencies).sort()).toEqual([...want].sort());
  });

  test('each dependency at the app range', () => {
    for (const [name, range] of Object.entries(cli.dependencies)) {
      expect([name, range]).toEqual([name, app.dependencies[name]]);
    }
  });

  test('puz is the compiled app, and it ships', () => {
    expect(cli.bin).toEqual({ puz: './dist/cli.js' });
    expect(cli.files).toContain('dist');
    expect(cli.scripts.build).toContain('build-cli.mjs');
    expect(cli.version).toBe(app.version);
    const tsconfig = readFileSync(join(root, 'packages/cli/tsconfig.build.json'), 'utf8');
    expect(tsconfig).toContain('"rootDir": "../../apps/tui/src"');
  });
});
