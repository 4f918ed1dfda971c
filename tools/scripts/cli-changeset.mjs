#!/usr/bin/env node
// @puz/cli ships apps/tui compiled, with the @puz packages it imports as ordinary dependencies
// (`workspace:^`, published as `^` ranges), so a patch to a library reaches CLI users without a CLI
// release. This check predates that (the CLI was one bundle until issue 32's unbundling) and is
// kept as a convention: a pending changeset that names a package the app depends on, and none that
// names @puz/cli or @puz/tui, fails it — add "@puz/cli": patch, so the CLI's changelog lists the
// change its users get. `pnpm cli-changeset`, CI.
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
