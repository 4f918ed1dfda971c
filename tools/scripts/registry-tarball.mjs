#!/usr/bin/env node
// Checks one packed tarball as a registry would serve it, and prints "packed unpacked" (bytes).
// Reads the tar itself (a header is 512 bytes: name at 0, octal size at 124, prefix at 345), so
// the check needs nothing installed. Fails (exit 1, a reason on stderr) when the tarball holds a
// `workspace:` range (an install outside the repo would 404), a source map (it would point at
// ../src, which is not shipped), or lacks its LICENSE.
import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const file = process.argv[2];
if (!file) {
  console.error('usage: registry-tarball.mjs FILE.tgz');
  process.exit(2);
}
const tar = gunzipSync(readFileSync(file));
const entries = new Map();
for (let at = 0; at + 512 <= tar.length; ) {
  const header = tar.subarray(at, at + 512);
  if (header.every((b) => b === 0)) break; // two zero blocks end the archive
  const text = (from, len) => header.toString('utf8', from, from + len).replace(/\0.*$/s, '');
  const name = [text(345, 155), text(0, 100)].filter(Boolean).join('/');
  const size = Number.parseInt(text(124, 12).trim() || '0', 8);
  entries.set(name.replace(/^package\//, ''), tar.subarray(at + 512, at + 512 + size));
  at += 512 + Math.ceil(size / 512) * 512;
}

const problems = [];
const pkg = JSON.parse(entries.get('package.json')?.toString('utf8') ?? '{}');
for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
  for (const [name, range] of Object.entries(pkg[field] ?? {}))
    if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is ${range}`);
for (const field of ['repository', 'homepage', 'bugs', 'engines', 'license'])
  if (!pkg[field]) problems.push(`package.json has no ${field}`);
if (!entries.has('LICENSE')) problems.push('no LICENSE');
const maps = [...entries.keys()].filter((n) => n.endsWith('.map'));
if (maps.length) problems.push(`${maps.length} source maps (${maps[0]}, ...)`);
if (problems.length) {
  console.error(`${file}: ${problems.join('; ')}`);
  process.exit(1);
}
let unpacked = 0;
for (const body of entries.values()) unpacked += body.length;
console.log(`${statSync(file).size} ${unpacked}`);
