import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { checkState } from '../checks.js';
import { solvedFacelets } from '../facelets.js';
import { randomFacelets2 } from './random.js';

test('random 2x2x2 positions are legal, seeded, DBL home, and spread over the corner states', () => {
  const r = rng(7);
  const seen = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const f = randomFacelets2(r);
    expect(() => checkState(f)).not.toThrow();
    seen.add(f);
  }
  // 300 draws from 3.7 M positions: a repeat would mean a broken shuffle.
  expect(seen.size).toBe(300);
  expect(randomFacelets2(rng(1))).toBe(randomFacelets2(rng(1)));
  expect(randomFacelets2(rng(1))).not.toBe(randomFacelets2(rng(2)));
  // DBL (its D, L and B stickers) never moves.
  const home = solvedFacelets(2);
  for (const f of seen) for (const i of [14, 18, 23]) expect(f[i]).toBe(home[i]);
  // The first U sticker: a uniform corner of the 7 and twist of 3 shows U, R or F with
  // probability 4/21 each and D, L or B 3/21 (DBL's colours are on 3 of the 7): 800 and 600 in
  // 4,200 draws, a 4-sigma band.
  const counts = new Map<string, number>();
  const r2 = rng(8);
  for (let i = 0; i < 4200; i++) {
    const c = randomFacelets2(r2)[0] as string;
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  for (const c of 'URFDLB') {
    const expected = 'URF'.includes(c) ? 800 : 600;
    expect(Math.abs((counts.get(c) ?? 0) - expected), c).toBeLessThan(100);
  }
});
