import { SearchLimitError } from '@puz/perm';
import { randomScrambleForEvent } from 'cubing/scramble';
import { fourTables, solveFour } from '../src/four/index.js';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  parseAlg,
  simplifyAlg,
  solvedFacelets,
} from '../src/index.js';
import { solveSantaCubeN } from '../src/nxn/index.js';
import { faceletsToSanta } from '../src/santa-family/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four.bench.ts [--n 20] [--no-santa]
 * The 4x4x4 side by side with cubing.js 0.55 on the same uniformly random states: cubing.js's
 * random-state scrambler solves a random state and returns the inverse of its answer, so its time
 * per call is its solve time and its scramble is its answer (length in outer block turns, OBTM).
 * Each of its scrambles, applied to a solved cube, is a state for @puz/cube/four's solveFour (and,
 * unless --no-santa, for the Santa-metric reduction `puz solve 4x4x4` used before, counted in OBTM
 * after merging). Every answer is replayed on the facelets before it counts. The first call of
 * each solver (its set-up) is timed apart.
 */
const args = process.argv.slice(2);
const nAt = args.indexOf('--n');
const N = nAt >= 0 ? Number(args[nAt + 1]) : 20;
const withSanta = !args.includes('--no-santa');
const cube = new CubeMoves(4);
const solved = solvedFacelets(4);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[(xs.length - 1) >> 1] as number;
const fmt = (x: number) => x.toFixed(1);
const check = (state: string, moves: ReturnType<typeof parseAlg>, who: string) => {
  if (applyMoves(state, moves, cube) !== solved)
    throw new Error(`${who}: an answer does not solve`);
};

interface Row {
  label: string;
  lengths: number[];
  ms: number[];
  first: number;
}

// cubing.js: the first call sets up its solver (and worker); then N timed calls.
let t = performance.now();
await randomScrambleForEvent('444');
const cubingFirst = performance.now() - t;
const scrambles: string[] = [];
const cubing: Row = {
  label: 'cubing.js 0.55 random-state 444',
  lengths: [],
  ms: [],
  first: cubingFirst,
};
for (let i = 0; i < N; i++) {
  t = performance.now();
  const alg = (await randomScrambleForEvent('444')).toString();
  cubing.ms.push(performance.now() - t);
  scrambles.push(alg);
}
const states = scrambles.map((a) => applyMoves(solved, parseAlg(a, 4), cube));
scrambles.forEach((a, i) => {
  // Its answer for state i is the inverse of the scramble: same length; replay it.
  const answer = parseAlg(a, 4)
    .slice()
    .reverse()
    .map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 2 | 3 }));
  check(states[i] as string, answer, 'cubing.js');
  cubing.lengths.push(countMoves(answer, 4, 'htm'));
});

// Ours: tables (built or read from the cache) timed apart, then each state.
t = performance.now();
fourTables();
const tablesMs = performance.now() - t;
const ours: Row = { label: 'puz solveFour (@puz/cube/four)', lengths: [], ms: [], first: tablesMs };
// A state our solver gives up on (SearchLimitError) is counted and shown, never dropped silently.
const failures: string[] = [];
for (const [i, state] of states.entries()) {
  t = performance.now();
  try {
    const s = solveFour(state);
    check(state, s.moves, 'solveFour');
    ours.lengths.push(s.length);
    ours.ms.push(s.ms);
  } catch (error) {
    if (!(error instanceof SearchLimitError)) throw error;
    failures.push(`state ${i} (${(performance.now() - t).toFixed(0)} ms): ${scrambles[i]}`);
  }
}

const rows = [cubing, ours];
if (withSanta) {
  const santa: Row = { label: 'puz cubeN (Santa metric, before)', lengths: [], ms: [], first: 0 };
  const goal = faceletsToSanta(solved, 4);
  for (const state of states) {
    t = performance.now();
    const s = solveSantaCubeN(4, faceletsToSanta(state, 4), goal);
    santa.ms.push(performance.now() - t);
    const moves = simplifyAlg(parseAlg(s.moves.join(' '), 4, { notation: 'santa' }), 4);
    check(state, moves, 'cubeN');
    santa.lengths.push(countMoves(moves, 4, 'htm'));
  }
  rows.push(santa);
}

console.log(`4x4x4, ${N} random states (cubing.js's random-state scrambler), answers replayed\n`);
console.log(
  '| solver | mean OBTM | min | max | mean ms | median ms | max ms | first / set-up ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(
    `| ${r.label} | ${mean(r.lengths).toFixed(2)} | ${Math.min(...r.lengths)} | ${Math.max(...r.lengths)} | ${fmt(mean(r.ms))} | ${fmt(median(r.ms))} | ${fmt(Math.max(...r.ms))} | ${fmt(r.first)} |`,
  );
console.log(
  `\nTime ratio ours / cubing.js (mean): ${(mean(ours.ms) / mean(cubing.ms)).toFixed(2)}; length ours - cubing.js: ${(mean(ours.lengths) - mean(cubing.lengths)).toFixed(2)}`,
);
if (failures.length > 0)
  console.log(
    `\nsolveFour gave up (SearchLimitError) on ${failures.length}:\n${failures.join('\n')}`,
  );
process.exit(0);
