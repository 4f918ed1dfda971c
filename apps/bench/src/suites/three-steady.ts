/*
 * The default two-phase solver in a fresh process, spawned by the cube3 suite with the states as
 * a JSON array on stdin and $PUZ_CACHE_DIR set: what a user's process meets. Prints {"load",
 * "first", "table", "times", "lengths", "moves", "rss"}: module import ms; the first solve's ms
 * (default options, states[0]: on an empty cache that includes building every table); which
 * phase-1 table the solves read (exact, capped or none); then, after one untimed pass over the states (the JIT warmed, as
 * for the cubing.js row), each state's solve ms, length and answer; peak RSS bytes.
 */
import { readFileSync } from 'node:fs';

const states = JSON.parse(readFileSync(0, 'utf8')) as string[];
const t0 = performance.now();
const { solveTwoPhase, twoPhaseTableInUse } = await import('@puz/cube/three');
const { formatAlg } = await import('@puz/cube');
const t1 = performance.now();
solveTwoPhase(states[0] as string);
const t2 = performance.now();
for (const s of states) solveTwoPhase(s);
const times: number[] = [];
const lengths: number[] = [];
const moves: string[] = [];
for (const s of states) {
  const t = performance.now();
  const sol = solveTwoPhase(s);
  times.push(performance.now() - t);
  lengths.push(sol.length);
  moves.push(formatAlg(sol.moves, 3));
}
console.log(
  JSON.stringify({
    load: t1 - t0,
    first: t2 - t1,
    table: twoPhaseTableInUse(),
    times,
    lengths,
    moves,
    rss: process.resourceUsage().maxRSS * 1024,
  }),
);
