import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { randomTokens } from '../test-support/tokens.js';
import { catalogOf, cubeUnits, entryMoves } from './catalog.js';
import { DestRows, sharedEnds } from './dest-rows.js';
import { cubeModel, simplifyTokens } from './model.js';

describe('DestRows', () => {
  test.each([
    [4, 1, 10_000],
    [5, 2, 10_000],
    [6, 3, 25],
    [7, 4, 6],
  ])(
    'cube_%i: rows kept up to date after insertions equal rows built afresh (seed %i, window %i)',
    (n, seed, window) => {
      const model = cubeModel(n);
      const { units } = cubeUnits(n);
      const r = rng(seed);
      let seq = randomTokens(n, 80, seed);
      const rows = new DestRows(model, window);
      const fresh = new DestRows(model, window);
      rows.build(seq);
      for (let step = 0; step < 40; step++) {
        const u = r.int(units.length);
        const cat = catalogOf(n, u);
        const e = r.int(cat.count);
        const w = cat.width;
        const at = rows.start + r.int(seq.length - rows.start + 1);
        const next = simplifyTokens(n, [
          ...seq.slice(0, at),
          ...entryMoves(cat, e),
          ...seq.slice(at),
        ]);
        const { prefix, suffix } = sharedEnds(seq, next);
        rows.update(
          seq,
          next,
          at,
          cat.pos.subarray(e * w, e * w + w),
          cat.src.subarray(e * w, e * w + w),
          w,
          prefix,
          suffix,
        );
        seq = next;
        fresh.build(seq);
        expect(rows.start).toBe(fresh.start);
        let differ = 0;
        for (let k = fresh.start; k <= seq.length; k++) {
          const a = rows.row(k);
          const b = fresh.row(k);
          for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
        }
        expect(differ).toBe(0);
      }
    },
  );
});
