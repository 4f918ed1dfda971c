import { createRequire } from 'node:module';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  invertAlg,
  type Move,
  parseAlg,
  solvedFacelets,
} from '@puz/cube';
import {
  optimalTables,
  prepareTwoPhase,
  randomFacelets3,
  solveOptimal,
  solveTwoPhase,
  type TwoPhaseOptions,
} from '@puz/cube/three';
import { rng } from '@puz/perm';
import { cube3x3x3 } from 'cubing/puzzles';
import { experimentalSolve3x3x3IgnoringCenters } from 'cubing/search';
import { expectEqual, mean, repeat, speedRatio, timedRow } from '../measure.js';
import type { Row, RunContext, Suite } from '../types.js';
import { freshAndWarmRows, meanRatio } from './cube3-fresh.js';

/** Positions at exactly d face turns (HTM) from solved, d = 0..4 (OEIS A080601). */
export const CUBE3_HTM = [1, 18, 243, 3240, 43239];

interface CubejsCube {
  solve(): string;
}
interface Cubejs {
  initSolver(): void;
  fromString(facelets: string): CubejsCube;
}

const FACE_MOVES = ['U', 'R', 'F', 'D', 'L', 'B'].flatMap((f) => [f, `${f}2`, `${f}'`]);

/** Breadth-first over facelet strings: how many positions at each depth. */
function depthCounts(depth: number): number[] {
  const cube = new CubeMoves(3);
  const moves = FACE_MOVES.map((m) => parseAlg(m, 3));
  const seen = new Set<string>([solvedFacelets(3)]);
  let frontier = [solvedFacelets(3)];
  const counts = [1];
  for (let d = 1; d <= depth; d++) {
    const next: string[] = [];
    for (const s of frontier)
      for (const m of moves) {
        const t = applyMoves(s, m, cube);
        if (!seen.has(t)) {
          seen.add(t);
          next.push(t);
        }
      }
    counts.push(next.length);
    frontier = next;
  }
  return counts;
}

/** The same positions for every solver, and the one check every answer passes. */
interface Shared {
  cube: CubeMoves;
  solved: string;
  states: string[];
  check: (state: string, moves: Move[], who: string) => void;
}

async function bfsRow(ctx: RunContext): Promise<Row> {
  const depth = ctx.quick ? 3 : 4;
  const bfs = await repeat(ctx.quick ? 3 : 1, () => depthCounts(depth));
  expectEqual(bfs.result, CUBE3_HTM.slice(0, depth + 1), '3x3x3 HTM positions per depth');
  return timedRow('cube3', `BFS to depth ${depth} over facelet strings`, bfs.samples, {
    positions: bfs.result.reduce((a, b) => a + b),
  });
}

/** puz two-phase: the default (<= 20), the small tables alone, <= 21, --max-length 19, budgets. */
function twoPhaseRows({ states, check }: Shared): Row[] {
  const N = states.length;
  const rows: Row[] = [];
  const configs: [string, TwoPhaseOptions][] = [
    ['puz two-phase, default (<= 20)', {}],
    ['puz two-phase, default, small tables only', { fullTable: false }],
    ['puz two-phase, stop at <= 21', { targetLength: 21 }],
    ['puz two-phase, max length 19 (budget 1 s)', { maxLength: 19, budgetMs: 1000 }],
    ['puz two-phase, 10 ms budget', { targetLength: 0, budgetMs: 10 }],
    ['puz two-phase, 100 ms budget', { targetLength: 0, budgetMs: 100 }],
  ];
  for (const [label, options] of configs) {
    // A SearchLimitError (no answer that short within the budget) counts as "not found".
    const solve = (s: string) => {
      try {
        return solveTwoPhase(s, options);
      } catch (e) {
        if (options.maxLength === undefined) throw e;
        return undefined;
      }
    };
    for (const s of states) solve(s); // warm the JIT
    const times: number[] = [];
    const lengths: number[] = [];
    let nodes = 0;
    let missed = 0;
    for (const state of states) {
      const t0 = performance.now();
      const sol = solve(state);
      times.push(performance.now() - t0);
      if (!sol) {
        missed++;
        continue;
      }
      check(state, sol.moves, label);
      lengths.push(sol.length);
      nodes += sol.stats.expanded;
    }
    rows.push(
      timedRow('cube3', `${label} (per solve, ${N} states)`, times, {
        'mean HTM': mean(lengths),
        'max HTM': Math.max(...lengths),
        'mean ms': mean(times),
        'nodes/s': Math.round((nodes / times.reduce((a, b) => a + b)) * 1000),
        ...(options.maxLength === undefined ? {} : { 'not found': missed }),
      }),
    );
  }
  return rows;
}

/** cubing.js 0.55 (its min2phase port): the same positions, reached by inverse solutions. */
async function cubingRow({ states, check }: Shared): Promise<Row> {
  const kpuzzle = await cube3x3x3.kpuzzle();
  const scrambles = states.map((s) =>
    formatAlg(invertAlg(solveTwoPhase(s, { targetLength: 30 }).moves), 3),
  );
  let t = performance.now();
  await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg('R U F'));
  const cubingSetup = performance.now() - t;
  for (const s of scrambles)
    await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg(s));
  const times: number[] = [];
  const lengths: number[] = [];
  for (const [i, state] of states.entries()) {
    t = performance.now();
    const sol = await experimentalSolve3x3x3IgnoringCenters(
      kpuzzle.defaultPattern().applyAlg(scrambles[i] as string),
    );
    times.push(performance.now() - t);
    const moves = parseAlg(sol.toString(), 3);
    check(state, moves, 'cubing.js');
    lengths.push(countMoves(moves, 3, 'htm'));
  }
  return timedRow('cube3', `cubing.js 0.55 (per solve, ${states.length} states)`, times, {
    'mean HTM': mean(lengths),
    'mean ms': mean(times),
    'max HTM': Math.max(...lengths),
    'set-up ms': Math.round(cubingSetup),
  });
}

/** cubejs 1.3.2 reads the same facelet strings (Kociemba's URFDLB order). */
function cubejsRows({ states, check }: Shared): { solves: Row; init: Row } {
  const Cube = createRequire(import.meta.url)('cubejs') as Cubejs;
  let t = performance.now();
  Cube.initSolver();
  const init = performance.now() - t;
  for (const s of states) Cube.fromString(s).solve();
  const times: number[] = [];
  const lengths: number[] = [];
  for (const state of states) {
    const c = Cube.fromString(state);
    t = performance.now();
    const alg = c.solve();
    times.push(performance.now() - t);
    const moves = parseAlg(alg, 3);
    check(state, moves, 'cubejs');
    lengths.push(countMoves(moves, 3, 'htm'));
  }
  return {
    solves: timedRow('cube3', `cubejs 1.3.2 (per solve, ${states.length} states)`, times, {
      'mean HTM': mean(lengths),
      'mean ms': mean(times),
      'max HTM': Math.max(...lengths),
      'initSolver ms': Math.round(init),
    }),
    init: timedRow('cube3', 'cubejs 1.3.2 initSolver', [init], {}),
  };
}

/** Optimal IDA*: tables from the disk cache (built on first use, ~80 MB), 12-move scrambles. */
async function optimalRows({ cube, solved, check }: Shared): Promise<Row[]> {
  const prep = await repeat(1, () => optimalTables());
  const rr = rng(7);
  const scr = Array.from({ length: 5 }, () => {
    const moves: string[] = [];
    while (moves.length < 12) {
      const m = FACE_MOVES[rr.int(18)] as string;
      if (moves.length && moves[moves.length - 1]?.[0] === m[0]) continue;
      moves.push(m);
    }
    return applyMoves(solved, parseAlg(moves.join(' '), 3), cube);
  });
  const times: number[] = [];
  const lengths: number[] = [];
  let nodes = 0;
  for (const s of scr) {
    const sol = solveOptimal(s);
    check(s, sol.moves, 'optimal');
    expectEqual(sol.length <= 12, true, 'optimal: no longer than the 12-move scramble');
    times.push(sol.ms);
    lengths.push(sol.length);
    nodes += sol.stats.expanded;
  }
  return [
    timedRow('cube3', 'optimal tables (cache or build)', prep.samples, {}),
    timedRow('cube3', 'optimal IDA*, 12-move scrambles (per solve)', times, {
      'mean HTM': mean(lengths),
      'nodes/s': Math.round((nodes / times.reduce((a, b) => a + b)) * 1000),
    }),
  ];
}

export const cube3Suite: Suite = {
  name: 'cube3',
  description:
    '3x3x3: HTM depth counts, two-phase start-up and solves vs cubing.js and cubejs, optimal IDA*',
  async run(ctx) {
    const rows: Row[] = [await bfsRow(ctx)];
    const cube = new CubeMoves(3);
    const solved = solvedFacelets(3);
    const r = rng(2023);
    const shared: Shared = {
      cube,
      solved,
      states: Array.from({ length: ctx.quick ? 20 : 100 }, () => randomFacelets3(r)),
      check: (state, moves, who) =>
        expectEqual(applyMoves(state, moves, cube), solved, `${who}: an answer does not solve`),
    };
    // The exact phase-1 table (shared with the optimal solver; ~30 s to build once, then cached).
    // --quick uses it only if the machine already has it.
    const prep = await repeat(1, () => prepareTwoPhase({ full: !ctx.quick }));
    rows.push(
      timedRow(
        'cube3',
        'two-phase tables with the exact phase-1 table (cache or build)',
        prep.samples,
        {},
      ),
    );
    // Fresh processes on an empty cache, then on that cache warm (issue 34): the one-time cost,
    // and the steady state a new user gets from the first day. 40 states even with --quick (the
    // issue asks for 30 or more): the mean is carried by the few positions that take 20 times the
    // median or more (no answer <= 20 until phase 1 reaches 13 moves), so the more states, the
    // steadier the ratio.
    const freshStates = ctx.quick
      ? [...shared.states, ...Array.from({ length: 20 }, () => randomFacelets3(r))]
      : shared.states;
    const fresh = freshAndWarmRows(freshStates, ctx.quick ? 1 : 3, shared.check);
    rows.push(...fresh);
    const ours = twoPhaseRows(shared);
    rows.push(...ours);

    const cubing = await cubingRow(shared);
    for (const row of ours) {
      speedRatio(row, cubing, 'cubing.js');
      meanRatio(row, cubing, 'cubing.js');
    }
    rows.push(cubing);

    const cubejs = cubejsRows(shared);
    rows.push(cubejs.solves);
    for (const row of ours) {
      speedRatio(row, cubejs.solves, 'cubejs');
      meanRatio(row, cubejs.solves, 'cubejs');
    }
    speedRatio(fresh[0] as Row, cubejs.init, 'cubejs initSolver');
    rows.push(cubejs.init);

    if (!ctx.quick) rows.push(...(await optimalRows(shared)));
    ctx.log(`cube3: ${rows.length} rows`);
    return rows;
  },
};
