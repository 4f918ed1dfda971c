import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { godsTable } from '@puz/cube/two';
import { expect, test } from 'vitest';
import { puz, scratchCacheDir } from './test-support/run.js';

/*
 * Issue 16, item 10: a 2x2x2 table file whose payload was altered and whose checksum was
 * recomputed was trusted, and the solve failed on it. DESIGN: a corrupt or stale cache file is
 * rebuilt, never trusted. Its own file: the table is kept in memory once loaded, so this must be
 * the worker's first 2x2x2 solve.
 */

const dir = scratchCacheDir('puz-tamper-');

test('puz solve 2x2x2 on a tampered table (checksum recomputed): rebuilt, solved optimally', async () => {
  // The good table, written where the CLI will look (cacheDir given: not kept in memory).
  godsTable('htm', { cacheDir: dir });
  const [file] = readdirSync(dir);
  const path = join(dir, file as string);
  const pristine = readFileSync(path);
  // The entries of positions 0-3 (0 is the solved cube) overwritten, the CRC fixed up.
  const bad = Buffer.from(pristine);
  bad[33] = 0xff;
  bad.writeUInt32LE(crc32(bad.subarray(32)), 16);
  writeFileSync(path, bad);

  const scramble = "R U2 R' U' F2 U R2 F' U2 R";
  const { code, stdout, stderr } = await puz('solve', '2x2x2', '--scramble', scramble, '--json');
  // Before: exit 70, "internal error ... 2x2x2 table is inconsistent at position ...".
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  const out = JSON.parse(stdout);
  expect(out).toMatchObject({ length: 9, optimal: true });
  const cube = new CubeMoves(2);
  const end = applyMoves(
    applyMoves(solvedFacelets(2), parseAlg(scramble, 2), cube),
    parseAlg(out.moves.join(' '), 2),
    cube,
  );
  expect(end).toBe(solvedFacelets(2));
  // The bad file was replaced by the good table.
  expect(readFileSync(path).equals(pristine)).toBe(true);
}, 60_000);
