#!/usr/bin/env node
// @puz/cli bundles apps/tui and, through it, the @puz packages the app depends on. Changesets
// bumps the CLI with the app (`fixed` in .changeset/config.json) but not when only a bundled
// package changes: the app's `workspace:^` ranges still match a patch, so nothing re-releases the
// bundle that holds the change. This check fails while a pending changeset names a bundled package
// and none names @puz/cli or @puz/tui: add "@puz/cli": patch to it. `pnpm cli-changeset`, CI.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const byName = new Map();
for (const base of ['packages', 'apps'])
  for (const dir of readdirSync(join(root, base))) {
    try {
      const pkg = JSON.parse(readFileSync(join(root, base, dir, 'package.json'), 'utf8'));
      byName.set(pkg.name, pkg);
    } catch {
      // not a package directory
    }
  }

// Everything the app bundles: its @puz dependencies, transitively.
const bundled = new Set();
const todo = ['@puz/tui'];
while (todo.length > 0) {
  const pkg = byName.get(todo.pop());
  for (const dep of Object.keys(pkg?.dependencies ?? {}))
    if (byName.has(dep) && !bundled.has(dep)) {
      bundled.add(dep);
      todo.push(dep);
    }
}

const named = new Map(); // package -> changeset files naming it
const dir = join(root, '.changeset');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
  for (const m of front.matchAll(/^\s*["']?(@puz\/[\w-]+)["']?\s*:/gm))
    named.set(m[1], [...(named.get(m[1]) ?? []), file]);
}
const changed = [...named.keys()].filter((n) => bundled.has(n)).sort();
const cli = named.has('@puz/cli') || named.has('@puz/tui');
if (changed.length > 0 && !cli) {
  const files = [...new Set(changed.flatMap((n) => named.get(n)))].sort();
  console.error(
    `cli-changeset: pending changesets change ${changed.join(', ')}, bundled in @puz/cli, but none names @puz/cli: add "@puz/cli": patch to one of ${files.join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `cli-changeset: ${changed.length} bundled package(s) with pending changesets; @puz/cli ${cli ? 'is released with them' : 'needs no release'}`,
);
