// Bundles the `puz` CLI (apps/tui), workspace packages included (from source), into one executable
// ESM file, and the Santa solve worker into a second one beside it: apps/tui/dist. Paths are taken
// from this file, not the working directory, so it runs from anywhere (`pnpm build` in apps/tui).
import { chmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const app = join(root, 'apps/tui');
// Another output directory as the first argument: tests spawn a bundle of the working tree without
// touching dist/. It must sit one level inside apps/tui, as dist/ does: the bundle finds piscina and
// ../package.json (its version) from where it lies.
// (The published `@puz/cli` is not this bundle: it is the app compiled by tsc with real
// dependencies, tools/scripts/build-cli.mjs. This bundle starts faster from the checkout.)
const dirArg = process.argv[2];
const outdir = dirArg ? resolve(dirArg) : join(app, 'dist');

// Ink imports react-devtools-core (and, for it, ws) only when DEV is set; neither is installed,
// and marking them external crashes at start-up, so they are bundled as stubs (ws alone was 66 kB
// of the bundle).
const stubDevtools = {
  name: 'stub-react-devtools',
  setup(b) {
    b.onResolve({ filter: /^(react-devtools-core|ws)$/ }, (args) => ({
      path: args.path,
      namespace: 'stub',
    }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
      contents:
        args.path === 'ws'
          ? 'export default class WebSocket {}'
          : 'export default { initialize() {}, connectToDevTools() {} };',
    }));
  },
};

await build({
  // The Santa solve worker is bundled beside the CLI: @puz/santa looks for ./worker.js next to
  // the module that starts it, which in the bundle is cli.js.
  // The same goes for the interactive app's solver thread (./solve-worker.js) and the optimal
  // 3x3x3 solver's search threads (@puz/cube starts ./optimal-worker.js).
  entryPoints: {
    cli: join(app, 'src/cli.ts'),
    worker: join(root, 'packages/santa/src/worker.ts'),
    'solve-worker': join(app, 'src/app/solve-worker.ts'),
    'optimal-worker': join(root, 'packages/cube/src/three/optimal-worker.ts'),
    // `puz solve 3x3x3 --budget-ms`'s two-phase thread (src/commands/twophase-thread.ts).
    'twophase-worker': join(app, 'src/commands/twophase-worker.ts'),
  },
  outdir,
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
  plugins: [stubDevtools],
  // React's production build: the development one (chosen when NODE_ENV is unset, as it is for a
  // user's `puz`) checks and records every render, which slowed each key on a big cube.
  define: { 'process.env.NODE_ENV': '"production"' },
  // piscina starts its own worker script from beside its module (__dirname), so it stays a
  // runtime dependency (apps/tui's node_modules) instead of being bundled.
  external: ['piscina'],
  logLevel: 'warning',
});
chmodSync(join(outdir, 'cli.js'), 0o755);
