import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rng } from '@puz/perm';
import { cube3x3x3 } from 'cubing/puzzles';
import { experimentalSolve3x3x3IgnoringCenters } from 'cubing/search';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  invertAlg,
  parseAlg,
  solvedFacelets,
} from '../src/index.js';
import { randomFacelets3, solveTwoPhase } from '../src/three/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/three.bench.ts
 * The two-phase 3x3x3 against both npm anchors on the same 50 uniformly random positions, in one
 * run: cubing.js 0.55 (experimentalSolve3x3x3IgnoringCenters, its min2phase port) and cubejs 1.3.2
 * (Cube.solve). Every answer, ours and theirs, is replayed before it counts. Each solver first
 * solves the positions once untimed, so all three are timed in their steady state.
 */
const N = 50;
const cube = new CubeMoves(3);
const r = rng(2023);
const states = Array.from({ length: N }, () => randomFacelets3(r));
// Each solver first solves the same positions once untimed, so every solver is timed in its
// steady state (JIT-compiled, tables and caches loaded); the timed pass is the second.
const warmUp = states;
const solved = solvedFacelets(3);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const summary = (xs: number[]) => {
  const s = sorted(xs);
  return `mean ${mean(xs).toFixed(2)} ms, median ${s[Math.floor(s.length / 2)]!.toFixed(2)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
};
const rows: { label: string; ms: number; length: number }[] = [];
function report(label: string, times: number[], lengths: number[]) {
  rows.push({ label, ms: mean(times), length: mean(lengths) });
  console.log(`${label}: ${summary(times)}; mean length ${mean(lengths).toFixed(2)}`);
}
const check = (state: string, moves: ReturnType<typeof parseAlg>, who: string) => {
  if (applyMoves(state, moves, cube) !== solved)
    throw new Error(`${who}: an answer does not solve`);
};

// Start-up in fresh processes: cold (empty cache: every table built) and warm (read from disk).
const dir = mkdtempSync(join(tmpdir(), 'puz-bench-'));
const start = (): { load: number; tables: number } =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@puz/source', join(import.meta.dirname, 'three-start.ts')],
      { env: { ...process.env, PUZ_CACHE_DIR: dir }, encoding: 'utf8' },
    ),
  );
const cold: { load: number; tables: number }[] = [];
const warm: { load: number; tables: number }[] = [];
for (let i = 0; i < 3; i++) {
  rmSync(dir, { recursive: true, force: true });
  cold.push(start());
  warm.push(start());
}
rmSync(dir, { recursive: true, force: true });
const spread = (xs: number[]) =>
  sorted(xs)
    .map((x) => x.toFixed(0))
    .join(' / ');
for (const [label, runs] of [
  ['cold (tables built)', cold],
  ['warm (from the cache)', warm],
] as const)
  console.log(
    `puz start-up, ${label}: tables ${spread(runs.map((r) => r.tables))} ms, module load ${spread(runs.map((r) => r.load))} ms (min / median / max of 3 fresh processes)`,
  );

for (const s of warmUp) solveTwoPhase(s); // load the tables, warm the JIT
for (const [label, options] of [
  ['puz two-phase, stop at <= 21', { targetLength: 21 }],
  ['puz two-phase, stop at <= 20', { targetLength: 20 }],
  ['puz two-phase, 100 ms budget', { targetLength: 0, budgetMs: 100 }],
  ['puz two-phase, 10 ms budget', { targetLength: 0, budgetMs: 10 }],
] as const) {
  const times: number[] = [];
  const lengths: number[] = [];
  for (const state of states) {
    const sol = solveTwoPhase(state, options);
    check(state, sol.moves, 'puz');
    times.push(sol.ms);
    lengths.push(sol.length);
  }
  report(label, times, lengths);
}

// cubing.js takes a pattern; the same positions are reached by the inverse of our solutions.
const kpuzzle = await cube3x3x3.kpuzzle();
const scrambles = states.map((s) =>
  formatAlg(invertAlg(solveTwoPhase(s, { targetLength: 30 }).moves), 3),
);
let t = performance.now();
await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg('R U F'));
console.log(`cubing.js 0.55 first call (set-up): ${(performance.now() - t).toFixed(0)} ms`);
for (const s of warmUp)
  await experimentalSolve3x3x3IgnoringCenters(
    kpuzzle.defaultPattern().applyAlg(formatAlg(invertAlg(solveTwoPhase(s).moves), 3)),
  );
{
  const times: number[] = [];
  const lengths: number[] = [];
  for (const [i, state] of states.entries()) {
    t = performance.now();
    const sol = await experimentalSolve3x3x3IgnoringCenters(
      kpuzzle.defaultPattern().applyAlg(scrambles[i]!),
    );
    times.push(performance.now() - t);
    const moves = parseAlg(sol.toString(), 3);
    check(state, moves, 'cubing.js');
    lengths.push(countMoves(moves, 3, 'htm'));
  }
  report('cubing.js 0.55', times, lengths);
}

// cubejs reads the same facelet strings (URFDLB, Kociemba's order).
const Cube = createRequire(import.meta.url)('cubejs');
t = performance.now();
Cube.initSolver();
console.log(`cubejs 1.3.2 initSolver: ${(performance.now() - t).toFixed(0)} ms`);
for (const s of warmUp) Cube.fromString(s).solve();
{
  const times: number[] = [];
  const lengths: number[] = [];
  for (const state of states) {
    const c = Cube.fromString(state);
    t = performance.now();
    const alg: string = c.solve();
    times.push(performance.now() - t);
    const moves = parseAlg(alg, 3);
    check(state, moves, 'cubejs');
    lengths.push(countMoves(moves, 3, 'htm'));
  }
  report('cubejs 1.3.2', times, lengths);
}

const shorter = (d: number) =>
  d >= 0 ? `${d.toFixed(2)} moves shorter` : `${(-d).toFixed(2)} moves longer`;
for (const ours of rows.slice(0, 4))
  for (const anchor of rows.slice(4))
    console.log(
      `${ours.label} vs ${anchor.label}: ${(anchor.ms / ours.ms).toFixed(1)}x faster per solve, ${shorter(anchor.length - ours.length)}`,
    );
process.exit(0);
