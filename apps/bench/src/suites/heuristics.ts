import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxOf, PatternDatabase, type PatternDatabaseSpec } from '@puz/heuristics';
import { partialCount, rankPartial, unrankPartial } from '@puz/perm';
import { astar } from '@puz/search';
import { expect, expectEqual, perSecond, repeat, speedRatio, timedRow } from '../measure.js';
import type { Row, Suite } from '../types.js';
import {
  BLANK_MOVES,
  EIGHT_GOAL,
  EIGHT_HARD,
  eightPuzzle,
  manhattan,
  replayEight,
} from './eight-puzzle.js';

/**
 * An 8-puzzle abstraction: where the blank and `tiles` are (a placement, ranked by rankPartial);
 * the other tiles are indistinct. Every placement is reachable, so the table is connected.
 */
function eightSpec(tiles: readonly number[], bits: 2 | 4): PatternDatabaseSpec<Uint8Array> {
  const k = tiles.length + 1;
  const where = (s: Uint8Array) => [s.indexOf(0), ...tiles.map((t) => s.indexOf(t))];
  return {
    name: `bench-eight-${tiles.join('')}`,
    version: 1,
    size: partialCount(9, k),
    bits,
    rank: (s) => rankPartial(where(s), 9),
    goals: [rankPartial(where(EIGHT_GOAL), 9)],
    neighbors(r, push) {
      const pos = unrankPartial(9, k, r);
      const z = pos[0] as number;
      for (const w of BLANK_MOVES[z] as number[]) {
        const next = pos.slice();
        next[0] = w;
        const j = pos.indexOf(w);
        if (j > 0) next[j] = z; // a tracked tile slides into the blank's cell
        push(rankPartial(next, 9));
      }
    },
  };
}

export const heuristicsSuite: Suite = {
  name: 'heuristics',
  description:
    'pattern databases: build, disk-cache round trip, and A* expansions with a PDB vs Manhattan',
  async run(ctx) {
    const rows: Row[] = [];
    const runs = ctx.quick ? 2 : 5;
    const spec2 = eightSpec([1, 2, 3, 4], 2);
    const build = await repeat(runs, () => PatternDatabase.load(spec2, { cache: false }));
    const pdb2 = build.result;
    expectEqual(pdb2.distanceOf(spec2.goals[0] as number), 0, '8-puzzle PDB: distance of the goal');
    // Admissible: no abstract distance exceeds the 8-puzzle's diameter, 31.
    expect(pdb2.maxDistance <= 31, `8-puzzle PDB: max distance ${pdb2.maxDistance} > 31`);
    const hardBound = pdb2.distanceOf(spec2.rank(EIGHT_HARD));
    expect(hardBound <= 31, '8-puzzle PDB: bound of the hard instance exceeds 31');
    rows.push(
      timedRow(
        'heuristics',
        `PDB build, 8-puzzle blank+1234 (${spec2.size} ranks, 2 bits)`,
        build.samples,
        {
          ranks: spec2.size,
          'max distance': pdb2.maxDistance,
          'table bytes': pdb2.entries.data.byteLength,
          'ranks/s': perSecond(spec2.size, build.samples[0] as number),
        },
      ),
    );

    const dir = mkdtempSync(join(tmpdir(), 'puz-bench-pdb-'));
    try {
      const spec4 = eightSpec([5, 6, 7, 8], 4);
      PatternDatabase.load(spec4, { cacheDir: dir });
      const load = await repeat(runs * 2, () => PatternDatabase.load(spec4, { cacheDir: dir }));
      expectEqual(load.result.source, 'cache', 'PDB read back from the disk cache');
      const pdb4 = load.result;
      expect(pdb4.lookup(EIGHT_HARD) <= 15, '4-bit PDB saturates at 15');
      rows.push(
        timedRow(
          'heuristics',
          `PDB load from disk cache, blank+5678 (${spec4.size} ranks, 4 bits)`,
          load.samples,
          {
            'table bytes': pdb4.entries.data.byteLength,
          },
        ),
      );
      const hard = eightPuzzle(EIGHT_HARD);
      const pdbA = PatternDatabase.load(eightSpec([1, 2, 3, 4], 4), { cacheDir: dir });
      const withPdb = maxOf(
        manhattan,
        (s: Uint8Array) => pdbA.lookup(s),
        (s: Uint8Array) => pdb4.lookup(s),
      );
      const m = await repeat(runs * 2, () => astar(hard, manhattan), { warmup: true });
      const p = await repeat(runs * 2, () => astar(hard, withPdb), { warmup: true });
      for (const [r, who] of [
        [m.result, 'Manhattan'],
        [p.result, 'max(Manhattan, PDBs)'],
      ] as const) {
        expectEqual(r.cost, 31, `A* ${who}: cost`);
        expect(replayEight(EIGHT_HARD, r.moves), `A* ${who}: the moves do not solve it`);
      }
      const mRow = timedRow('heuristics', 'A* 8-puzzle, Manhattan', m.samples, {
        expanded: m.result.stats.expanded,
      });
      const pRow = timedRow(
        'heuristics',
        'A* 8-puzzle, max(Manhattan, two 4-bit PDBs)',
        p.samples,
        {
          expanded: p.result.stats.expanded,
        },
      );
      speedRatio(pRow, mRow, 'Manhattan alone');
      rows.push(mRow, pRow);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    ctx.log(`heuristics: ${rows.length} rows`);
    return rows;
  },
};
