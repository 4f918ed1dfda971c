#!/usr/bin/env node
// The `puz-bench` command: runs src/cli.ts under tsx with the workspace's source condition, so
// the benchmarks measure the packages' current sources without a build step.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    '--import',
    import.meta.resolve('tsx'),
    '--conditions=@puz/source',
    cli,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
