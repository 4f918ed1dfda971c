// Builds @puz/cli (packages/cli/dist): apps/tui's source compiled by tsc, file for file, with its
// imports left as imports; the published package installs the @puz/* packages, Ink, React,
// commander and BullMQ as ordinary dependencies, and the worker threads start from their installed
// dist (no bundle: issue 32 allows the CLI "bundled with nothing left to install, or unbundled with
// real dependencies", and the bundle was 804 kB packed against a 300 kB goal).
// Paths are taken from this file, not the working directory, so it runs from anywhere.
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../packages/cli', import.meta.url));
const dist = join(cli, 'dist');
// A clean dist: a file left from an older build (the bundle's worker.js) would be published.
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(join(cli, 'package.json')).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(cli, 'tsconfig.build.json')], { stdio: 'inherit' });

// The bin needs its interpreter line; it is written here, not in apps/tui/src/cli.ts, because the
// test bundle (bundle-tui.mjs) adds its own and two would be a syntax error.
const bin = join(dist, 'cli.js');
const code = readFileSync(bin, 'utf8');
if (!code.startsWith('#!')) writeFileSync(bin, `#!/usr/bin/env node\n${code}`);
chmodSync(bin, 0o755);
