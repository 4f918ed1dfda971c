import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from '@puz/cube/three';
import { rng } from '@puz/perm';
import { cube3x3x3 } from 'cubing/puzzles';
import { experimentalSolve3x3x3IgnoringCenters } from 'cubing/search';
import { expectEqual, mean, repeat, speedRatio, timedRow } from '../measure.js';
import type { Row, RunContext, Suite } from '../types.js';

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

function startUp(cacheDir: string): { load: number; tables: number; rss: number } {
  const here = dirname(fileURLToPath(import.meta.url));
  return JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@puz/source', join(here, 'three-start.ts')],
      { env: { ...process.env, PUZ_CACHE_DIR: cacheDir }, encoding: 'utf8', cwd: here },
    ),
  );
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

/** Start-up in fresh processes: cold (tables built in an empty cache) and warm (read back). */
function startUpRows(ctx: RunContext): { cold: Row; warm: Row } {
  const dir = mkdtempSync(join(tmpdir(), 'puz-bench-three-'));
  const cold: ReturnType<typeof startUp>[] = [];
  const warm: ReturnType<typeof startUp>[] = [];
  try {
    for (let i = 0; i < (ctx.quick ? 1 : 3); i++) {
      rmSync(dir, { recursive: true, force: true });
      cold.push(startUp(dir));
      warm.push(startUp(dir));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    cold: timedRow(
      'cube3',
      'two-phase tables, cold (built), fresh process',
      cold.map((c) => c.tables),
      { 'peak RSS MiB': Math.round(Math.max(...cold.map((c) => c.rss)) / (1 << 20)) },
    ),
    warm: timedRow(
      'cube3',
      'two-phase tables, warm (disk cache), fresh process',
      warm.map((c) => c.tables),
      {},
    ),
  };
}

/** puz two-phase at its two stopping lengths. */
function twoPhaseRows({ states, check }: Shared): Row[] {
  const N = states.length;
  for (const s of states) solveTwoPhase(s); // warm the JIT
  const rows: Row[] = [];
  for (const [label, options] of [
    ['puz two-phase, stop at <= 21', { targetLength: 21 }],
    ['puz two-phase, stop at <= 20', { targetLength: 20 }],
  ] as const) {
    const times: number[] = [];
    const lengths: number[] = [];
    let nodes = 0;
    for (const state of states) {
      const t0 = performance.now();
      const sol = solveTwoPhase(state, options);
      times.push(performance.now() - t0);
      check(state, sol.moves, label);
      lengths.push(sol.length);
      nodes += sol.nodes;
    }
    rows.push(
      timedRow('cube3', `${label} (per solve, ${N} states)`, times, {
        'mean HTM': mean(lengths),
        'max HTM': Math.max(...lengths),
        'nodes/s': Math.round((nodes / times.reduce((a, b) => a + b)) * 1000),
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
  for (const s of scrambles.slice(0, 5))
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
  for (const s of states.slice(0, 5)) Cube.fromString(s).solve();
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
    nodes += sol.nodes;
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
    const startUps = startUpRows(ctx);
    rows.push(startUps.cold, startUps.warm);

    prepareTwoPhase();
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
    const ours = twoPhaseRows(shared);
    rows.push(...ours);

    const cubing = await cubingRow(shared);
    for (const row of ours) speedRatio(row, cubing, 'cubing.js');
    rows.push(cubing);

    const cubejs = cubejsRows(shared);
    rows.push(cubejs.solves);
    for (const row of ours) speedRatio(row, cubejs.solves, 'cubejs');
    speedRatio(startUps.cold, cubejs.init, 'cubejs initSolver');
    rows.push(cubejs.init);

    if (!ctx.quick) rows.push(...(await optimalRows(shared)));
    ctx.log(`cube3: ${rows.length} rows`);
    return rows;
  },
};
