import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rng } from '@puz/perm';
import { afterAll, expect, test } from 'vitest';
import { flip } from './coords.js';
import { solvedCubie } from './cubie.js';
import { flipSlicePairSym, N_FLIPSLICEPAIR_CLASSES } from './nx-table.js';
import { randomCubie } from './random.js';
import { slicePair } from './slice-pair.js';
import { conjugateEdgesInto } from './sym.js';

/*
 * The nxp table's rows (nx-table.ts): flip-slice-pair classes under the 16 U-D symmetries. The
 * table itself (7.4 GB) is checked by bench/optimal-nx.bench.ts --table nxp; its rows here.
 */
const dir = mkdtempSync(join(tmpdir(), 'puz-nxp-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the classes: their count, a cache file, and each raw value carried to its representative', () => {
  const rows = flipSlicePairSym({ cacheDir: dir });
  expect(rows.classes).toBe(N_FLIPSLICEPAIR_CLASSES);
  expect(existsSync(join(dir, 'cube3-flipslicepair.v1.bin'))).toBe(true);
  const r = rng(36);
  const out = solvedCubie();
  for (let i = 0; i < 2000; i++) {
    const c = randomCubie(r);
    const raw = slicePair(c) * 2048 + flip(c);
    const y = rows.raw2sym[raw] as number;
    // Conjugating by the stored symmetry gives the class representative.
    conjugateEdgesInto(out, c, y & 15);
    expect(slicePair(out) * 2048 + flip(out)).toBe(rows.rep[y >>> 4]);
  }
  // The solved cube's class is the representative of its own raw value, symmetric under all 16.
  const goal = slicePair(solvedCubie()) * 2048;
  expect(rows.stab[(rows.raw2sym[goal] as number) >>> 4]).toBe(0xffff);
});
