import { expect, test } from 'vitest';
import { optimalTables } from './optimal-tables.js';
import { cappedPhase1, PHASE1_CAP } from './phase1-capped.js';

test("the two-phase solver's capped phase-1 table is min(exact distance, 10), byte for byte", () => {
  const exact = optimalTables(); // the suite's cache has it (global-setup)
  const capped = cappedPhase1({ cache: false });
  expect(PHASE1_CAP).toBe(10);
  expect(capped.raw2sym).toEqual(exact.flipSlice.raw2sym);
  expect(capped.table.length).toBe(exact.phase1.length);
  let mismatches = 0;
  const hist = new Array(16).fill(0);
  for (let i = 0; i < capped.table.length; i++) {
    const x = exact.phase1[i] as number;
    const y = capped.table[i] as number;
    hist[y & 15]++;
    if (Math.min(x & 15, PHASE1_CAP) !== (y & 15) || Math.min(x >> 4, PHASE1_CAP) !== y >> 4)
      mismatches++;
  }
  expect(mismatches).toBe(0);
  expect(hist[PHASE1_CAP]).toBeGreaterThan(hist[PHASE1_CAP - 1]); // most entries sit at the cap
}, 120_000);
