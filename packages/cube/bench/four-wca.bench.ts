import { SearchLimitError } from '@puz/perm';
import { puzzles } from 'cubing/puzzles';
import { randomScrambleForEvent } from 'cubing/scramble';
import { setSearchDebug } from 'cubing/search';
import { solveFour } from '../src/four/index.js';
import { pairSymTable, solveTpr, tprTables } from '../src/four-wca/index.js';
import {
  applyMoves,
  CubeMoves,
  countMoves,
  formatAlg,
  parseAlg,
  solvedFacelets,
} from '../src/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/four-wca.bench.ts [--n 20] [--no-staged] [--save FILE]
 * The three-phase reduction (@puz/cube/four-wca, solveTpr) side by side with cubing.js 0.55 on the
 * same uniformly random 4x4x4 states, and with @puz/cube/four's staged reduction (`puz solve
 * 4x4x4 --solver staged`; tpr is the default) unless --no-staged. cubing.js's random-state scrambler solves a random state
 * and returns the inverse of its answer, so its time per call is its solve time and its scramble's
 * length is its answer's (outer block turn metric, OBTM). Every answer is replayed twice: on our
 * facelets, and by cubing.js's own 4x4x4 KPuzzle (scramble then answer must be solved there).
 * Each solver's first call (tables, worker start) is timed apart. --save writes the scrambles, one
 * a line, so other code (an older commit) can be run on the same states.
 */
const args = process.argv.slice(2);
const nAt = args.indexOf('--n');
const N = nAt >= 0 ? Number(args[nAt + 1]) : 20;
const withStaged = !args.includes('--no-staged');
const saveAt = args.indexOf('--save');
const cube = new CubeMoves(4);
const solved = solvedFacelets(4);
const kpuzzle = await puzzles['4x4x4']!.kpuzzle();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1] as number;
const fmt = (x: number) => x.toFixed(1);

/** Replays `answer` after `scramble` on our facelets and on cubing.js's KPuzzle. */
function check(scramble: string, answer: ReturnType<typeof parseAlg>, who: string): void {
  const state = applyMoves(solved, parseAlg(scramble, 4), cube);
  if (applyMoves(state, answer, cube) !== solved)
    throw new Error(`${who}: an answer does not solve`);
  const text = formatAlg(answer, 4);
  const pattern = kpuzzle.defaultPattern().applyAlg(scramble).applyAlg(text);
  if (!kSolved(pattern))
    throw new Error(`${who}: cubing.js's KPuzzle does not see ${text} solve ${scramble}`);
}
/**
 * Which face each centre position of cubing.js's KPuzzle is on: the four an outer turn of that
 * face moves (its numbering does not group them by face).
 */
const CENTRE_FACE = (() => {
  const face = new Int8Array(24).fill(-1);
  const home = kpuzzle.defaultPattern().patternData.CENTERS!.pieces;
  ['U', 'L', 'F', 'R', 'B', 'D'].forEach((f, k) => {
    const moved = kpuzzle.defaultPattern().applyAlg(f).patternData.CENTERS!.pieces;
    moved.forEach((p, i) => {
      if (p !== home[i]) face[i] = k;
    });
  });
  if (face.includes(-1)) throw new Error('KPuzzle check: a centre no face turn moves');
  return face;
})();
/**
 * Solved on cubing.js's KPuzzle (its experimentalIsSolved does not cover the 4x4x4): corners and
 * wings exactly as in its default pattern, and every centre piece on its own face (the four
 * centres of a face are alike).
 */
function kSolved(pattern: ReturnType<typeof kpuzzle.defaultPattern>): boolean {
  const home = kpuzzle.defaultPattern().patternData;
  for (const [orbit, data] of Object.entries(pattern.patternData)) {
    const want = home[orbit]!;
    for (let i = 0; i < data.pieces.length; i++) {
      if (orbit === 'CENTERS') {
        // The default pattern has piece i at position i.
        if (CENTRE_FACE[data.pieces[i]!] !== CENTRE_FACE[i]) return false;
        continue;
      }
      if (data.pieces[i] !== want.pieces[i]) return false;
      if ((data.orientation[i] ?? 0) !== (want.orientation[i] ?? 0)) return false;
    }
  }
  return true;
}
// The KPuzzle check itself: solved reads solved, a scramble or a single turn does not.
if (
  !kSolved(kpuzzle.defaultPattern()) ||
  kSolved(kpuzzle.defaultPattern().applyAlg("R Uw F' 3Rw2")) ||
  kSolved(kpuzzle.defaultPattern().applyAlg('Uw'))
)
  throw new Error('KPuzzle check: it does not tell solved from scrambled');

interface Row {
  label: string;
  lengths: number[];
  ms: number[];
  /** CPU time of the process (all threads: cubing.js solves in a worker), ms. */
  cpu: number[];
  first: number;
  note?: string;
}

// cubing.js prefetches the next scramble in its worker once idle; off, so that no search of its
// runs while ours are timed (process CPU counts every thread) and each of its calls is one solve.
setSearchDebug({ scramblePrefetchLevel: 'none' });
let t = performance.now();
await randomScrambleForEvent('444');
const cubing: Row = {
  label: 'cubing.js 0.55 random-state 444',
  lengths: [],
  ms: [],
  cpu: [],
  first: 0,
};
cubing.first = performance.now() - t;
const scrambles: string[] = [];
for (let i = 0; i < N; i++) {
  t = performance.now();
  let c = process.cpuUsage();
  const alg = (await randomScrambleForEvent('444')).toString();
  cubing.ms.push(performance.now() - t);
  c = process.cpuUsage(c);
  cubing.cpu.push((c.user + c.system) / 1000);
  scrambles.push(alg);
}
// Replayed after its timed loop, as ours are (below): no replay's garbage inside a timed call.
for (const alg of scrambles) {
  // Its answer for the state is the scramble's inverse.
  const answer = parseAlg(alg, 4)
    .slice()
    .reverse()
    .map((m) => ({ ...m, amount: (4 - m.amount) as 1 | 2 | 3 }));
  check(alg, answer, 'cubing.js');
  cubing.lengths.push(countMoves(answer, 4, 'htm'));
}
if (saveAt >= 0)
  (await import('node:fs')).writeFileSync(args[saveAt + 1] as string, `${scrambles.join('\n')}\n`);
const states = scrambles.map((a) => applyMoves(solved, parseAlg(a, 4), cube));

// Set-up, as cubing.js's first call above: the tables (read or built) and one solve of another
// state (the solver's move tables and JIT), timed together as 'first' and kept out of the means.
t = performance.now();
tprTables();
pairSymTable();
solveTpr(applyMoves(solved, parseAlg("R U Rw' F Dw2 L' Bw", 4), cube));
const tpr: Row = {
  label: 'puz solveTpr (@puz/cube/four-wca)',
  lengths: [],
  ms: [],
  cpu: [],
  first: 0,
};
tpr.first = performance.now() - t;
let fallbacks = 0;
const phaseSums = [0, 0, 0, 0];
const nodeSums = [0, 0, 0, 0];
const msSums = [0, 0, 0, 0];
// A state a solver gives up on (SearchLimitError) is counted and shown, never dropped silently.
const failures: string[] = [];
// Our answers are replayed after the timed loop: the KPuzzle replay allocates, and its garbage
// was collected during the next timed solve (~15% of our CPU a solve on 100 states).
const answers: [number, ReturnType<typeof solveTpr>['moves']][] = [];
for (const [i, state] of states.entries()) {
  let s: ReturnType<typeof solveTpr>;
  const c = process.cpuUsage();
  try {
    s = solveTpr(state);
  } catch (error) {
    if (!(error instanceof SearchLimitError)) throw error;
    failures.push(`solveTpr, state ${i}: ${scrambles[i]}`);
    continue;
  }
  const used = process.cpuUsage(c);
  answers.push([i, s.moves]);
  console.log(
    `state ${i}: tpr ${s.length} (${s.method}, phases ${s.phases.join('+')}, nodes ${s.stats.phaseNodes.join('/')}), ${fmt(s.ms)} ms; cubing.js ${cubing.lengths[i]}, ${fmt(cubing.ms[i] as number)} ms`,
  );
  tpr.lengths.push(s.length);
  tpr.ms.push(s.ms);
  tpr.cpu.push((used.user + used.system) / 1000);
  s.stats.phaseNodes.forEach((p, k) => {
    nodeSums[k] = (nodeSums[k] as number) + p;
  });
  s.stats.phaseMs.forEach((p, k) => {
    msSums[k] = (msSums[k] as number) + p;
  });
  if (s.method === 'staged') fallbacks++;
  else
    s.phases.forEach((p, k) => {
      phaseSums[k] = (phaseSums[k] as number) + p;
    });
}
for (const [i, moves] of answers) check(scrambles[i] as string, moves, 'solveTpr');
tpr.note = `${fallbacks} of ${N} by the staged fallback; TPR phases (mean moves before merging): ${phaseSums.map((p) => (p / Math.max(1, N - fallbacks)).toFixed(1)).join(' + ')}; mean nodes by phase ${nodeSums.map((p) => (p / N / 1e6).toFixed(3)).join(' / ')} M; mean ms by phase ${msSums.map((p) => (p / N).toFixed(0)).join(' / ')}`;
const rows = [cubing, tpr];

if (withStaged) {
  const staged: Row = {
    label: 'puz solveFour (@puz/cube/four, staged)',
    lengths: [],
    ms: [],
    cpu: [],
    first: 0,
  };
  for (const [i, state] of states.entries()) {
    let s: ReturnType<typeof solveFour>;
    const c = process.cpuUsage();
    try {
      s = solveFour(state);
    } catch (error) {
      if (!(error instanceof SearchLimitError)) throw error;
      failures.push(`solveFour, state ${i}: ${scrambles[i]}`);
      continue;
    }
    const used = process.cpuUsage(c);
    check(scrambles[i] as string, s.moves, 'solveFour');
    console.log(`state ${i}: staged ${s.length}, ${fmt(s.ms)} ms`);
    staged.lengths.push(s.length);
    staged.ms.push(s.ms);
    staged.cpu.push((used.user + used.system) / 1000);
  }
  rows.push(staged);
}

console.log(
  `4x4x4, ${N} random states (cubing.js's random-state scrambler), answers replayed twice\n`,
);
console.log(
  '| solver | mean OBTM | min | max | mean ms | median ms | max ms | mean CPU ms | first / set-up ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(
    `| ${r.label} | ${mean(r.lengths).toFixed(2)} | ${Math.min(...r.lengths)} | ${Math.max(...r.lengths)} | ${fmt(mean(r.ms))} | ${fmt(median(r.ms))} | ${fmt(Math.max(...r.ms))} | ${fmt(mean(r.cpu))} | ${fmt(r.first)} |`,
  );
for (const r of rows) if (r.note) console.log(`\n${r.label}: ${r.note}`);
console.log(
  `\nGave up (SearchLimitError, not in the rows above): ${failures.length ? `\n${failures.join('\n')}` : 'none'}`,
);
console.log(
  `\nTPR / cubing.js: time (mean) ${(mean(tpr.ms) / mean(cubing.ms)).toFixed(2)}x, CPU (mean) ${(mean(tpr.cpu) / mean(cubing.cpu)).toFixed(2)}x, length ${(mean(tpr.lengths) - mean(cubing.lengths)).toFixed(2)} moves`,
);
process.exit(0);
