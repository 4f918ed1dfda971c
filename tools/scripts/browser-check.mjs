#!/usr/bin/env node
// Checks that the published packages' entry points bundle for a browser (issue 32): each export of
// each public library package is bundled by esbuild with platform=browser, from its source (the
// `@puz/source` condition: the same import graph as dist, and no build needed). A browser has no
// `node:` modules, so an entry that reaches one, even through a dependency, fails to bundle.
// Entries that are Node-only by design are listed below with the reason; every other entry must
// bundle, and a listed entry that bundles fails too (the list must stay true). Each bundle is then
// evaluated in a fresh VM context holding only what a browser has (no process, require, Buffer):
// an entry must load there and export something. Prints a line per entry (the minified size of
// what bundles); exits 1 on any failure.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Node-only entries and why. The main entries of the pure packages must never be listed here. */
const NODE_ONLY = {
  '@puz/perm/node': 'file input (node:fs); the Node half of @puz/perm',
  '@puz/santa': "reads Kaggle's files and solves on worker threads (piscina)",
  '@puz/santa/queue': 'BullMQ on Redis',
  '@puz/cube/three': 'table files and the optimal search on worker threads',
  '@puz/cube/four':
    'its reduction tables and the 3x3x3 two-phase tables, cached on disk (node:path)',
  '@puz/cube/four-wca': 'its phase tables and pairing distances, cached on disk (node:path)',
  '@puz/cube/nxn': 'the 3x3x3 tables and the NxNxN catalog cache (node:path)',
  '@puz/cube/santa': 'the 3x3x3 tables and the NxNxN catalog cache (node:path)',
  '@puz/puzzles': "the cube family's 3x3x3 tables and NxNxN catalog cache (node:path)",
};

let failed = 0;
const seen = new Set();
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  if (pkg.private || !pkg.exports) continue; // the CLI (@puz/cli) has a bin, no exports
  for (const [key, target] of Object.entries(pkg.exports)) {
    const spec = key === '.' ? pkg.name : pkg.name + key.slice(1);
    seen.add(spec);
    const source = target['@puz/source'];
    if (!source) {
      console.log(`FAIL ${spec}: no @puz/source condition in its export`);
      failed++;
      continue;
    }
    const why = NODE_ONLY[spec];
    let result;
    try {
      result = await build({
        entryPoints: [join(root, 'packages', dir, source)],
        bundle: true,
        platform: 'browser',
        format: 'iife',
        globalName: 'entry',
        conditions: ['@puz/source'],
        minify: true,
        write: false,
        logLevel: 'silent',
      });
    } catch (error) {
      const reasons = [...new Set(error.errors.map((e) => e.text))].slice(0, 4).join('; ');
      if (why) console.log(`node ${spec}: Node-only (${why}): ${reasons}`);
      else {
        console.log(`FAIL ${spec}: does not bundle for a browser: ${reasons}`);
        for (const e of error.errors.slice(0, 6))
          console.log(`       ${e.location?.file ?? '?'}:${e.location?.line ?? '?'}: ${e.text}`);
        failed++;
      }
      continue;
    }
    if (why) {
      console.log(`FAIL ${spec}: listed Node-only (${why}) but bundles for a browser: unlist it`);
      failed++;
      continue;
    }
    const code = result.outputFiles[0].text;
    // A browser's globals, not Node's: the JS built-ins come with the context.
    const browser = { TextEncoder, TextDecoder, console, crypto: globalThis.crypto, performance };
    try {
      const names = runInNewContext(`${code};Object.keys(entry)`, browser, { timeout: 10_000 });
      if (names.length === 0) throw new Error('exports nothing');
    } catch (error) {
      console.log(`FAIL ${spec}: bundles, but does not load without Node: ${error.message}`);
      failed++;
      continue;
    }
    const bytes = Buffer.byteLength(code);
    console.log(`ok   ${spec}: ${Math.round(bytes / 1024)} kB minified for a browser`);
  }
}
for (const spec of Object.keys(NODE_ONLY))
  if (!seen.has(spec)) {
    console.log(`FAIL ${spec}: listed Node-only but no package exports it`);
    failed++;
  }
if (failed) {
  console.error(`browser-check: ${failed} failure(s)`);
  process.exit(1);
}
console.log('browser-check: every entry not listed Node-only bundles for a browser');
