import { rng } from '@puz/perm';
import { expect, test } from 'vitest';
import { moveTables3, N_FLIP, N_SLICE, N_TWIST } from './coords.js';
import { optimalTables } from './optimal-tables.js';
import { nearGoal, nearKey, nearSlot } from './phase1-near.js';
import { N_SYM } from './sym.js';
import { symTables } from './symcoords.js';

test('the near-goal hash holds exactly the positions within 3 moves of phase 1, with their distances', () => {
  const { twist: TW, flip: FL, slice: SL } = moveTables3();
  const near = nearGoal(TW, FL, SL, 3, 12);
  // The oracle: the optimal solver's exact phase-1 table (built by the suite's global set-up).
  const { flipSlice, phase1 } = optimalTables();
  const { twistConj } = symTables();
  const exact = (tw: number, fl: number, sl: number) => {
    const y = flipSlice.raw2sym[sl * N_FLIP + fl] as number;
    const i = (y >>> 4) * N_TWIST + (twistConj[tw * N_SYM + (y & 15)] as number);
    return ((phase1[i >> 1] as number) >> ((i & 1) << 2)) & 15;
  };
  const stored = near.keys.filter((k) => k !== 0).length;
  expect(stored).toBeGreaterThan(100);
  const r = rng(3);
  for (let walk = 0; walk < 3000; walk++) {
    let tw = 0;
    let fl = 0;
    let sl = 0;
    for (let i = 0, n = 1 + r.int(6); i < n; i++) {
      const m = r.int(18);
      tw = TW[tw * 18 + m] as number;
      fl = FL[fl * 18 + m] as number;
      sl = SL[sl * 18 + m] as number;
    }
    const slot = nearSlot(near, nearKey(tw, fl, sl));
    const d = exact(tw, fl, sl);
    if (d <= 3) {
      expect(near.keys[slot]).toBe(nearKey(tw, fl, sl) + 1);
      expect(near.dist[slot]).toBe(d);
    } else expect(near.keys[slot]).toBe(0);
    // The per-coordinate minima never exceed a near position's distance (they may rule out).
    const least = Math.min(d, 4);
    expect(near.sliceMin[sl]).toBeLessThanOrEqual(least);
    expect(near.twistMin[tw]).toBeLessThanOrEqual(least);
    expect(near.flipMin[fl]).toBeLessThanOrEqual(least);
  }
  // Each minimum is met: some stored position has that value at that distance (decoded from keys).
  const met = { sl: new Uint8Array(N_SLICE).fill(4), tw: new Uint8Array(N_TWIST).fill(4) };
  const fm = new Uint8Array(N_FLIP).fill(4);
  for (const [i, k] of near.keys.entries()) {
    if (k === 0) continue;
    const key = k - 1;
    const tw = key % N_TWIST;
    const fs = (key - tw) / N_TWIST;
    const fl = fs % N_FLIP;
    const sl = (fs - fl) / N_FLIP;
    const d = near.dist[i] as number;
    met.sl[sl] = Math.min(met.sl[sl] as number, d);
    met.tw[tw] = Math.min(met.tw[tw] as number, d);
    fm[fl] = Math.min(fm[fl] as number, d);
  }
  expect(near.sliceMin).toEqual(met.sl);
  expect(near.twistMin).toEqual(met.tw);
  expect(near.flipMin).toEqual(fm);
  // And they rule out: few slice values are within 1 or 2 moves of the goal (the search's
  // children 1 and 2 moves from the end of phase 1).
  const within = (r: number) => near.sliceMin.filter((x) => x <= r).length;
  expect([within(0), within(1), within(2), within(3)]).toEqual([1, 5, 55, 341]);
  expect(near.twistMin.filter((x) => x <= 1).length).toBe(5);
  expect(near.flipMin.filter((x) => x <= 1).length).toBe(3);
});
