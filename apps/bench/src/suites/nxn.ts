import { solveSantaCubeN } from '@puz/cube/nxn';
import { santaCubeMoves } from '@puz/cube/santa';
import { apply, rng } from '@puz/perm';
import { expect, timedRow } from '../measure.js';
import type { Row, RunContext, Suite } from '../types.js';
import { puzzlesByType, santaData, solveFamily } from './santa-common.js';

type Face = 'F' | 'R' | 'D';

/** A Santa move name (f0, -r2, ...) as the geometric move of @puz/cube. */
function santaMove(name: string): { face: Face; from: number; to: number; amount: 1 | 3 } {
  const inverse = name.startsWith('-');
  const face = name[inverse ? 1 : 0]?.toUpperCase() as Face;
  const layer = Number(name.slice(inverse ? 2 : 1)) + 1;
  return { face, from: layer, to: layer, amount: inverse ? 3 : 1 };
}

/** Without the Santa data: seeded random N-cubes (40 random Santa moves from solved), replayed here. */
async function synthetic(ctx: RunContext): Promise<Row[]> {
  const rows: Row[] = [];
  for (const n of [4, 5]) {
    const cube = santaCubeMoves(n);
    const r = rng(n);
    const solution = Array.from(
      { length: 6 * n * n },
      (_, i) => 'ABCDEF'[Math.floor(i / (n * n))] as string,
    );
    const times: number[] = [];
    let moves = 0;
    for (let k = 0; k < 2; k++) {
      let initial = solution;
      for (let i = 0; i < 40; i++) {
        const name = `${r.int(2) ? '-' : ''}${'frd'[r.int(3)]}${r.int(n)}`;
        initial = apply(cube.perm(santaMove(name)), initial);
      }
      const t0 = performance.now();
      const sol = solveSantaCubeN(n, initial, solution);
      times.push(performance.now() - t0);
      let state = initial;
      for (const m of sol.moves) state = apply(cube.perm(santaMove(m)), state);
      expect(
        state.every((x, i) => x === solution[i]),
        `cube_${n} synthetic: replay does not solve`,
      );
      moves += sol.moves.length;
    }
    rows.push(
      timedRow(
        'nxn',
        `cube_${n}/${n}/${n} synthetic x2 (per puzzle)`,
        times,
        { moves },
        { note: 'seeded 40-move scrambles; no Santa data' },
      ),
    );
  }
  ctx.log(`nxn: synthetic cubes (no Santa data)`);
  return rows;
}

export const nxnSuite: Suite = {
  name: 'nxn',
  description:
    'Santa cube_N/N/N (N >= 4): solve, replay, moves vs the sample submission and public totals',
  async run(ctx) {
    if (!ctx.santaData && ctx.quick) return synthetic(ctx);
    const { data } = santaData(ctx, false);
    const groups = puzzlesByType(
      data,
      (t) => /^cube_(\d+)\//.test(t) && Number(t.split('/')[1]) >= 4,
      (t) => {
        const n = Number(t.split('/')[1]);
        if (ctx.quick) return n <= 5 ? 1 : 0;
        return n <= 10 ? Number.POSITIVE_INFINITY : 1;
      },
    );
    return solveFamily(
      'nxn',
      data,
      groups,
      (p) =>
        solveSantaCubeN(Number(p.type.split('/')[1]), p.initial, p.solution, {
          wildcards: p.numWildcards,
        }),
      ctx.log,
    );
  },
};
