import { join } from 'node:path';
import { readSantaPuzzles } from '@puz/perm/node';
import { dataDir } from '@puz/test-kit';
import { describe, expect, it } from 'vitest';
import { solveGlobe } from './portfolio.js';
import { replay } from './test-support/replay.js';

// Whole real puzzles, so end-to-end (`pnpm test:e2e`): on a busy machine this case took 4-6 s of
// solve.test.ts's time.

/* The real puzzles when the data is there (one of each small type), else the test kit's Santa
 * fixture (globe_1/8 only), replayed. */
const data = dataDir('santa2023', ['puzzles.csv']);
const realData = data.source !== 'fixture';

describe(`solveGlobe on Santa 2023 puzzles (${realData ? 'real data' : 'fixture'})`, () => {
  it('solves one puzzle of each small globe type validly', () => {
    const seen = new Set<string>();
    for (const { type, solution, initial, numWildcards: wildcards } of readSantaPuzzles(
      join(data.path, 'puzzles.csv'),
    ).filter((p) => p.type.startsWith('globe_'))) {
      const m = /^globe_(\d+)\/(\d+)$/.exec(type);
      if (!m || seen.has(type) || ['globe_3/33', 'globe_8/25'].includes(type)) continue;
      seen.add(type);
      const a = Number(m[1]);
      const b = Number(m[2]);
      const r = solveGlobe(a, b, initial, solution, { wildcards, budgetMs: 100 });
      const end = replay(a, b, initial, r.moves);
      expect(end.filter((x, i) => x !== solution[i]).length).toBeLessThanOrEqual(wildcards);
    }
    expect(seen.size).toBe(realData ? 7 : 1);
  }, 60_000);
});
