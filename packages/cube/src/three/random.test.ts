import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { checkState } from '../checks.js';
import { randomCubie, randomFacelets3 } from './random.js';

test('random positions are legal, seeded, and spread over every corner slot and twist', () => {
  const r = rng(7);
  const seen = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const f = randomFacelets3(r);
    expect(() => checkState(f)).not.toThrow();
    seen.add(f);
  }
  expect(seen.size).toBe(300);
  expect(randomFacelets3(rng(1))).toBe(randomFacelets3(rng(1)));
  const counts = new Uint32Array(8 * 3);
  const r2 = rng(8);
  for (let i = 0; i < 6000; i++) {
    const c = randomCubie(r2);
    counts[(c.cp[0] as number) * 3 + (c.co[0] as number)]!++;
  }
  // 24 outcomes, 250 expected each: a crude uniformity check (a 5-sigma band).
  for (const n of counts) expect(Math.abs(n - 250)).toBeLessThan(80);
});
