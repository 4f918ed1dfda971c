import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { countMoves } from '../notation.js';
import { scrambled2 } from '../test-support/two-scramble.js';
import { solve2x2x2 } from './solve.js';
import { godsTable } from './table.js';

// Plain BFS against God's table on the six scrambles two.test.ts gives every other solver (it
// runs BFS on the first only): seconds a solve, so here, in the end-to-end suite.
const cube2 = new CubeMoves(2);
const cacheDir = mkdtempSync(join(tmpdir(), 'puz-cube2-bfs-'));

test.each(['htm', 'qtm'] as const)(
  '%s: plain BFS finds the optimal length on six scrambles, replayed',
  (metric) => {
    godsTable(metric, { cacheDir });
    for (let seed = 0; seed < 6; seed++) {
      const f = scrambled2(100 + seed);
      const bfs = solve2x2x2(f, { solver: 'bfs', metric });
      expect(applyMoves(f, bfs.moves, cube2)).toBe(solvedFacelets(2));
      expect(countMoves(bfs.moves, 2, metric)).toBe(bfs.length);
      expect(bfs.length).toBe(solve2x2x2(f, { solver: 'table', metric }).length);
    }
  },
  120_000,
);
