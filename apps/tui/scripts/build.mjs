// Bundles the CLI, workspace packages included (from source), into one executable ESM file.
import { chmodSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  conditions: ['@puz/source'],
  sourcemap: true,
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __puzRequire } from 'node:module';\nconst require = __puzRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync('dist/cli.js', 0o755);
