import { rng } from '@puz/perm';
import { cube3x3x3 } from 'cubing/puzzles';
import { experimentalSolve3x3x3IgnoringCenters } from 'cubing/search';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  FACE_TURNS,
  formatAlg,
  parseAlg,
  pruningTables,
  solvedFacelets,
  solveTwoPhase,
} from '../src/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/three.bench.ts
 * The two-phase 3x3x3 against cubing.js 0.55 (experimentalSolve3x3x3IgnoringCenters) on the same
 * 30 positions (40 random face turns each), in one run.
 */
const N = 30;
const cube = new CubeMoves(3);
const r = rng(333);
const scrambles = Array.from({ length: N }, () =>
  formatAlg(
    Array.from({ length: 40 }, () => FACE_TURNS[r.int(18)]!),
    3,
  ),
);
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)} ms, median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
};

let t = performance.now();
pruningTables();
console.log(`tables: ${(performance.now() - t).toFixed(0)} ms (from the cache when present)`);
for (const [label, options] of [
  ['puz two-phase, stop at <= 21', { targetLength: 21 }],
  ['puz two-phase, 100 ms budget', { targetLength: 0, budgetMs: 100 }],
] as const) {
  const times: number[] = [];
  const lengths: number[] = [];
  for (const s of scrambles) {
    const state = applyMoves(solvedFacelets(3), parseAlg(s, 3), cube);
    const sol = solveTwoPhase(state, options);
    times.push(sol.ms);
    lengths.push(sol.length);
  }
  console.log(
    `${label}: ${summary(times)}; mean length ${(lengths.reduce((a, b) => a + b, 0) / N).toFixed(2)}`,
  );
}
const kpuzzle = await cube3x3x3.kpuzzle();
t = performance.now();
await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg('R U F'));
console.log(`cubing.js first call: ${(performance.now() - t).toFixed(0)} ms`);
const times: number[] = [];
const lengths: number[] = [];
for (const s of scrambles) {
  t = performance.now();
  const sol = await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg(s));
  times.push(performance.now() - t);
  const moves = parseAlg(sol.toString(), 3);
  if (
    applyMoves(applyMoves(solvedFacelets(3), parseAlg(s, 3), cube), moves, cube) !==
    solvedFacelets(3)
  )
    throw new Error('cubing.js answer does not solve');
  lengths.push(countMoves(moves, 3, 'htm'));
}
console.log(
  `cubing.js 0.55: ${summary(times)}; mean length ${(lengths.reduce((a, b) => a + b, 0) / N).toFixed(2)}`,
);
process.exit(0);
