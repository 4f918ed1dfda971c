import { expect, test } from 'vitest';
import { liftedDistance } from './optimal-inverse.js';

/*
 * The inverse's probes with the nx table bound each axis by its phase-1 distance P lifted to the
 * least value with the nx table's residue r. Its admissibility on the real table (2.5 GB, too big
 * for the suite) is checked by bench/optimal-nx.bench.ts; here, the arithmetic it rests on: for
 * every true distance D ≥ P, the lift is ≥ P, ≤ D, and equal to D whenever D − P ≤ 2.
 */

test('the lift of P by the residue of D is a lower bound of D, exact within two of P', () => {
  for (let p = 0; p <= 20; p++)
    for (let d = p; d <= 26; d++) {
      const l = liftedDistance(p, d % 3);
      expect(l).toBeGreaterThanOrEqual(p);
      expect(l).toBeLessThanOrEqual(d);
      expect(l % 3).toBe(d % 3);
      if (d - p <= 2) expect(l).toBe(d);
    }
});

test('a residue that no distance >= P can have lifts P by at most two', () => {
  for (let p = 0; p <= 20; p++)
    for (let r = 0; r < 3; r++) expect(liftedDistance(p, r) - p).toBeLessThan(3);
});
