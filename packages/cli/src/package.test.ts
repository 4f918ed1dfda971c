import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@puz/test-kit';
import { describe, expect, test } from 'vitest';

/*
 * @puz/cli is apps/tui's source bundled (tools/scripts/bundle-tui.mjs --release). What the bundle
 * leaves out must be a real dependency of the published package, at the app's range, and nothing
 * else may be: a workspace dependency here would fail a user's install (the registry check proves
 * the install; this catches a drift before it).
 */

const root = repoRoot();
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const cli = json('packages/cli/package.json');
const app = json('apps/tui/package.json');
const bundler = readFileSync(join(root, 'tools/scripts/bundle-tui.mjs'), 'utf8');
const externals = JSON.parse(
  (/external:\s*(\[[^\]]*\])/.exec(bundler)?.[1] ?? '[]').replace(/'/g, '"'),
) as string[];

describe('@puz/cli', () => {
  test('its dependencies are exactly what the bundle leaves out, at the app range', () => {
    expect(externals.length).toBeGreaterThan(0);
    expect(Object.keys(cli.dependencies ?? {}).sort()).toEqual([...externals].sort());
    for (const name of externals) expect(cli.dependencies[name]).toBe(app.dependencies[name]);
  });

  test('puz is the bundle, and the bundle ships', () => {
    expect(cli.bin).toEqual({ puz: './dist/cli.js' });
    expect(cli.files).toContain('dist');
    expect(cli.scripts.build).toContain('bundle-tui.mjs dist --release');
    expect(cli.version).toBe(app.version);
  });
});
