import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rng } from '@puz/perm';
import { cube2x2x2 } from 'cubing/puzzles';
import { experimentalSolve2x2x2 } from 'cubing/search';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  invertAlg,
  parseAlg,
  solvedFacelets,
} from '../src/index.js';
import { godsTable, randomFacelets2, solve2x2x2, TWO_SOLVERS } from '../src/two/index.js';

/*
 * pnpm --filter @puz/cube bench: the 2x2x2, ours against cubing.js (npm cubing 0.55,
 * experimentalSolve2x2x2) on the same 50 random-state scrambles, in one run.
 */

const N = 50;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
    median: s[Math.floor(s.length / 2)] as number,
    max: s[s.length - 1] as number,
  };
};
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

// 1. The table: built cold (no cache), then read from a fresh cache.
const cacheDir = mkdtempSync(join(tmpdir(), 'puz-bench-'));
let t = performance.now();
godsTable('htm', { cache: false });
const coldBuild = performance.now() - t;
godsTable('htm', { cacheDir });
t = performance.now();
godsTable('htm', { cacheDir });
const cacheLoad = performance.now() - t;
process.env.PUZ_CACHE_DIR = cacheDir;
console.log(
  `God's table (HTM, 3,674,160 positions, 2 bits each): built in ${coldBuild.toFixed(0)} ms, read from the cache in ${cacheLoad.toFixed(0)} ms`,
);

// 2. The same random-state scrambles for both: a uniform position, scrambled by its inverse solution.
const r = rng(2024);
const cube = new CubeMoves(2);
const scrambles: string[] = [];
for (let i = 0; i < N; i++)
  scrambles.push(formatAlg(invertAlg(solve2x2x2(randomFacelets2(r)).moves), 2));

console.log(`\n${N} random-state scrambles, per solve:`);
console.log('| solver | mean | median | max | mean length (HTM) |');
console.log('|---|---|---|---|---|');
const ours: Record<string, number> = {};
for (const solver of TWO_SOLVERS) {
  const times: number[] = [];
  const lengths: number[] = [];
  for (const scramble of scrambles) {
    const facelets = applyMoves(solvedFacelets(2), parseAlg(scramble, 2), cube);
    const t0 = performance.now();
    const s = solve2x2x2(facelets, { solver });
    times.push(performance.now() - t0);
    lengths.push(s.length);
  }
  const st = stats(times);
  ours[solver] = st.mean;
  console.log(
    `| puz ${solver} | ${fmt(st.mean)} | ${fmt(st.median)} | ${fmt(st.max)} | ${(lengths.reduce((a, b) => a + b, 0) / N).toFixed(2)} |`,
  );
}

const kpuzzle = await cube2x2x2.kpuzzle();
t = performance.now();
await experimentalSolve2x2x2(kpuzzle.defaultPattern().applyAlg('R U F'));
const cubingFirst = performance.now() - t;
const times: number[] = [];
const lengths: number[] = [];
for (const scramble of scrambles) {
  const pattern = kpuzzle.defaultPattern().applyAlg(scramble);
  const t0 = performance.now();
  const solution = await experimentalSolve2x2x2(pattern);
  times.push(performance.now() - t0);
  // Check cubing's answer the same way as ours, and count it in HTM.
  const moves = parseAlg(solution.toString(), 2);
  if (
    applyMoves(applyMoves(solvedFacelets(2), parseAlg(scramble, 2), cube), moves, cube) !==
    solvedFacelets(2)
  )
    throw new Error('cubing.js answer does not solve');
  lengths.push(countMoves(moves, 2, 'htm'));
}
const st = stats(times);
console.log(
  `| cubing.js 0.55 experimentalSolve2x2x2 | ${fmt(st.mean)} | ${fmt(st.median)} | ${fmt(st.max)} | ${(lengths.reduce((a, b) => a + b, 0) / N).toFixed(2)} |`,
);
console.log(
  `\ncubing.js first call (its set-up): ${cubingFirst.toFixed(0)} ms. Mean time ratio cubing.js / puz table: ${(st.mean / (ours.table as number)).toFixed(0)}x; / puz idastar: ${(st.mean / (ours.idastar as number)).toFixed(1)}x`,
);
process.exit(0);
