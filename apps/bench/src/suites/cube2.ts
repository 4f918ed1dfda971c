import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  invertAlg,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import {
  godsTable,
  POSITIONS,
  parseCs440Net,
  randomFacelets2,
  solve2x2x2,
  solveCs440,
} from '@puz/cube/two';
import { rng } from '@puz/perm';
import { realDataDir } from '@puz/test-kit';
import { cube2x2x2 } from 'cubing/puzzles';
import { experimentalSolve2x2x2 } from 'cubing/search';
import { expectEqual, mean, quotedRow, repeat, speedRatio, timedRow } from '../measure.js';
import type { Row, Suite } from '../types.js';

/** HTM distance distribution of the 2x2x2 (OEIS A079761): 3,674,160 positions. */
export const CUBE2_HTM = [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644];

/** CS440 report (seed 004, Java): A* with misplaced stickers / 12 — expanded, ms. */
const CS440: Record<string, [number, number]> = {
  cube1_1: [57, 44],
  cube1_2: [628, 83],
  cube1_3: [4331, 186],
  cube2_1: [5, 157],
  cube2_2: [1834, 10_360],
  cube2_3: [374, 2406],
};

/** Counts ranks per distance by BFS over the table's own moves, checking each stored residue. */
function distribution(table: ReturnType<typeof godsTable>): number[] {
  const seen = new Uint8Array(POSITIONS);
  let frontier = new Int32Array(table.spec.goals);
  for (const g of frontier) seen[g] = 1;
  const counts: number[] = [];
  let next = new Int32Array(POSITIONS);
  while (frontier.length > 0) {
    const d = counts.length;
    counts.push(frontier.length);
    let n = 0;
    for (const r of frontier) {
      if (table.entries.get(r) !== d % 3)
        throw new Error(`rank ${r}: stored ${table.entries.get(r)}, distance ${d}`);
      table.spec.neighbors(r, (x) => {
        if (!seen[x]) {
          seen[x] = 1;
          next[n++] = x;
        }
      });
    }
    frontier = next.slice(0, n);
    next = new Int32Array(POSITIONS);
  }
  return counts;
}

export const cube2Suite: Suite = {
  name: 'cube2',
  description:
    "2x2x2: God's table (3,674,160 positions), optimal solves vs cubing.js, CS440 A* vs the report",
  async run(ctx) {
    const rows: Row[] = [];
    const cube = new CubeMoves(2);
    const solved = solvedFacelets(2);
    const build = await repeat(ctx.quick ? 1 : 3, () => godsTable('htm', { cache: false }));
    expectEqual(distribution(build.result), CUBE2_HTM, "2x2x2 God's table: HTM distance counts");
    const buildRow = timedRow('cube2', "God's table build (HTM, 2 bits)", build.samples, {
      positions: POSITIONS,
      'table bytes': build.result.entries.data.byteLength,
    });
    rows.push(buildRow);

    const N = ctx.quick ? 20 : 100;
    const r = rng(2024);
    const states = Array.from({ length: N }, () => randomFacelets2(r));
    godsTable('htm'); // cached for solve2x2x2
    const ours = new Map<string, Row>();
    for (const solver of ['table', 'idastar'] as const) {
      for (const s of states) solve2x2x2(s, { solver }); // warm
      const lengths: number[] = [];
      const per: number[] = []; // one sample per solve
      for (const s of states) {
        const t0 = performance.now();
        const sol = solve2x2x2(s, { solver });
        per.push(performance.now() - t0);
        expectEqual(applyMoves(s, sol.moves, cube), solved, `2x2x2 ${solver}: replay`);
        lengths.push(sol.length);
      }
      const row = timedRow('cube2', `solve ${N} random states, puz ${solver} (per solve)`, per, {
        'mean HTM': mean(lengths),
      });
      ours.set(solver, row);
      rows.push(row);
    }

    // cubing.js 0.55 on the same positions, reached by the inverse of our optimal solutions.
    const kpuzzle = await cube2x2x2.kpuzzle();
    const t0 = performance.now();
    await experimentalSolve2x2x2(kpuzzle.defaultPattern().applyAlg('R U F'));
    const setup = performance.now() - t0;
    const scrambles = states.map((s) => formatAlg(invertAlg(solve2x2x2(s).moves), 2));
    const times: number[] = [];
    const lengths: number[] = [];
    for (const [i, scramble] of scrambles.entries()) {
      const pattern = kpuzzle.defaultPattern().applyAlg(scramble);
      const t = performance.now();
      const alg = await experimentalSolve2x2x2(pattern);
      times.push(performance.now() - t);
      const moves = parseAlg(alg.toString(), 2);
      expectEqual(
        applyMoves(applyMoves(solved, parseAlg(scrambles[i] as string, 2), cube), moves, cube),
        solved,
        'cubing.js 2x2x2 answer replays',
      );
      lengths.push(countMoves(moves, 2, 'htm'));
    }
    const anchor = timedRow(
      'cube2',
      `solve ${N} random states, cubing.js 0.55 (per solve)`,
      times,
      {
        'mean HTM': mean(lengths),
        'set-up ms': Math.round(setup),
      },
    );
    for (const row of ours.values()) speedRatio(row, anchor, 'cubing.js');
    rows.push(anchor);

    for (const [name, [expanded, ms]] of Object.entries(CS440)) {
      // The real CS440 files only ($PUZ_CS440_DATA, ../shared/data/cs440), as the quoted figures are theirs.
      const dir = realDataDir('cs440', [`${name}.txt`])?.path;
      const file = dir && join(dir, `${name}.txt`);
      const quoted = quotedRow(
        'cube2',
        `CS440 ${name} A* (report, Java)`,
        { expanded },
        'seed 004',
      );
      quoted.median = ms;
      // cube2_2 needs minutes of A* with the seed's weak heuristic: full runs only.
      if (!file || (ctx.quick && name !== 'cube1_1' && name !== 'cube2_1')) {
        rows.push(quoted);
        continue;
      }
      const facelets = parseCs440Net(readFileSync(file, 'utf8'));
      const rotationInvariant = name.startsWith('cube2');
      const { samples, result } = await repeat(3, () =>
        solveCs440(facelets, { rotationInvariant }),
      );
      const row = timedRow('cube2', `CS440 ${name} A* (puz)`, samples, {
        moves: result.moves.length,
        expanded: result.stats.expanded,
      });
      speedRatio(row, quoted, 'CS440 Java (quoted)');
      rows.push(row, quoted);
    }
    ctx.log(`cube2: ${rows.length} rows`);
    return rows;
  },
};
