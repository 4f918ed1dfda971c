/*
 * The default two-phase solver in a fresh process, spawned by the cube3 suite with the states as
 * a JSON array on stdin and $PUZ_CACHE_DIR set: what a user's process meets. Prints {"load",
 * "first", "table", "times", "lengths", "moves", "cubing", "rss"}: module import ms; the first
 * solve's ms (default options, states[0]: on an empty cache that includes building every table);
 * which phase-1 table the solves read (exact, capped or none); then, after one untimed pass over
 * the states (the JIT warmed, and cubing.js's too), each state's solve ms, length and answer, with
 * cubing.js 0.55 timed on the same state right after ours: on a shared machine whose load swings
 * from minute to minute, only solves timed side by side give a fair ratio. Peak RSS bytes last.
 */
import { readFileSync } from 'node:fs';

const states = JSON.parse(readFileSync(0, 'utf8')) as string[];
const t0 = performance.now();
const { solveTwoPhase, twoPhaseTableInUse } = await import('@puz/cube/three');
const { formatAlg, invertAlg } = await import('@puz/cube');
const t1 = performance.now();
solveTwoPhase(states[0] as string);
const t2 = performance.now();
// cubing.js takes a pattern: each state is reached by the inverse of our answer.
const scrambles = states.map((s) => formatAlg(invertAlg(solveTwoPhase(s).moves), 3));
const { cube3x3x3 } = await import('cubing/puzzles');
const { experimentalSolve3x3x3IgnoringCenters: cubingSolve } = await import('cubing/search');
const kpuzzle = await cube3x3x3.kpuzzle();
for (const s of scrambles) await cubingSolve(kpuzzle.defaultPattern().applyAlg(s));
const times: number[] = [];
const lengths: number[] = [];
const moves: string[] = [];
const cubing = { times: [] as number[], moves: [] as string[] };
for (const [i, s] of states.entries()) {
  let t = performance.now();
  const sol = solveTwoPhase(s);
  times.push(performance.now() - t);
  lengths.push(sol.length);
  moves.push(formatAlg(sol.moves, 3));
  const pattern = kpuzzle.defaultPattern().applyAlg(scrambles[i] as string);
  t = performance.now();
  const theirs = await cubingSolve(pattern);
  cubing.times.push(performance.now() - t);
  cubing.moves.push(theirs.toString());
}
console.log(
  JSON.stringify({
    load: t1 - t0,
    first: t2 - t1,
    table: twoPhaseTableInUse(),
    times,
    lengths,
    moves,
    cubing,
    rss: process.resourceUsage().maxRSS * 1024,
  }),
);
process.exit(0); // cubing.js's search worker would keep the process alive
