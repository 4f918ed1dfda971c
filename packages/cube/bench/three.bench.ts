import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
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
import {
  prepareTwoPhase,
  randomFacelets3,
  solveTwoPhase,
  type TwoPhaseOptions,
} from '../src/three/index.js';

/*
 * pnpm --filter @puz/cube exec tsx --conditions=@puz/source bench/three.bench.ts [--n 50]
 * The two-phase 3x3x3 against both npm anchors on the same uniformly random positions, in one run:
 * cubing.js 0.55 (experimentalSolve3x3x3IgnoringCenters, its min2phase port) and cubejs 1.3.2
 * (Cube.solve). Every answer, ours and theirs, is replayed before it counts. Each solver first
 * solves the positions once untimed, so all three are timed in their steady state; the first
 * solve in a fresh process (cold) is measured separately, in child processes.
 */
const args = process.argv.slice(2);
const nAt = args.indexOf('--n');
const N = nAt >= 0 ? Number(args[nAt + 1]) : 50;
const cube = new CubeMoves(3);
const r = rng(2023);
const states = Array.from({ length: N }, () => randomFacelets3(r));
const solved = solvedFacelets(3);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[(xs.length - 1) >> 1] as number;
const check = (state: string, moves: ReturnType<typeof parseAlg>, who: string) => {
  if (applyMoves(state, moves, cube) !== solved)
    throw new Error(`${who}: an answer does not solve`);
};

interface Result {
  label: string;
  times: number[];
  lengths: number[];
  note?: string;
}
const results: Result[] = [];
const fmt = (x: number, d = 2) => x.toFixed(d);
function report(res: Result) {
  results.push(res);
  const { label, times, lengths } = res;
  console.log(
    `| ${label} | ${fmt(mean(lengths))} | ${Math.max(...lengths)} | ${fmt(mean(times))} | ${fmt(median(times))} | ${fmt(Math.max(...times), 1)} | ${res.note ?? ''} |`,
  );
}

// The exact phase-1 table (shared with the optimal solver): built once per machine, ~30 s.
let t = performance.now();
prepareTwoPhase({
  full: true,
  onBuild: ({ table, fraction }) => {
    if (fraction === 0) process.stdout.write(`building the ${table} table (once, then cached)… `);
    if (fraction === 1) process.stdout.write('done\n');
  },
});
console.log(
  `tables ready in ${fmt((performance.now() - t) / 1000, 1)} s (built, or read from the cache)`,
);

// First solves in fresh processes: on an empty cache (the default solve builds every table, the
// exact phase-1 one included: the one-time cost), then on that cache, warm. A different position
// each time.
interface Start {
  load: number;
  tables: number;
  first: number;
  length: number;
  table: string;
}
const start = (dir: string, state: string): Start =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@puz/source',
        join(import.meta.dirname, 'three-start.ts'),
        state,
      ],
      { env: { ...process.env, PUZ_CACHE_DIR: dir }, encoding: 'utf8' },
    ),
  );
const dir = mkdtempSync(join(tmpdir(), 'puz-bench-'));
const starts = { cold: [] as Start[], warm: [] as Start[] };
let cacheBytes = 0;
for (let i = 0; i < 3; i++) {
  rmSync(dir, { recursive: true, force: true });
  starts.cold.push(start(dir, states[i] as string));
  cacheBytes = readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  starts.warm.push(start(dir, states[i + 3] as string));
}
rmSync(dir, { recursive: true, force: true });
const spread = (xs: number[]) =>
  sorted(xs)
    .map((x) => x.toFixed(0))
    .join(' / ');
console.log(
  `\nFirst solve in a fresh process, ms (3 processes, sorted; default options: <= 20 moves); the empty cache is left holding ${(cacheBytes / 1e6).toFixed(1)} MB:`,
);
console.log('| cache | module load | tables | first solve | total | lengths | phase-1 table |');
console.log('|---|---|---|---|---|---|---|');
for (const [label, runs] of [
  ['empty (every table built)', starts.cold],
  ['warm (the same directory after)', starts.warm],
] as const)
  console.log(
    `| ${label} | ${spread(runs.map((s) => s.load))} | ${spread(runs.map((s) => s.tables))} | ${spread(runs.map((s) => s.first))} | ${spread(runs.map((s) => s.load + s.tables + s.first))} | ${runs.map((s) => s.length).join(' ')} | ${[...new Set(runs.map((s) => s.table))].join(', ')} |`,
  );

console.log(`\nSteady state, ${N} random positions (seed 2023), per solve:`);
console.log('| solver | mean HTM | max HTM | mean ms | median ms | max ms | |');
console.log('|---|---|---|---|---|---|---|');
const configs: [string, TwoPhaseOptions][] = [
  ['puz two-phase, default (<= 20)', {}],
  ['puz two-phase, default, small tables only', { fullTable: false }],
  ['puz two-phase, stop at <= 21', { targetLength: 21 }],
  ['puz two-phase, --max-length 19 (budget 1 s)', { maxLength: 19, budgetMs: 1000 }],
  ['puz two-phase, 10 ms budget', { targetLength: 0, budgetMs: 10 }],
  ['puz two-phase, 100 ms budget', { targetLength: 0, budgetMs: 100 }],
];
for (const [label, options] of configs) {
  const solve = (s: string) => {
    try {
      return solveTwoPhase(s, options);
    } catch (e) {
      if (options.maxLength === undefined) throw e;
      return undefined; // a SearchLimitError: no answer that short within the budget
    }
  };
  for (const s of states) solve(s); // warm: JIT, tables
  const times: number[] = [];
  const lengths: number[] = [];
  let missed = 0;
  for (const state of states) {
    const t0 = performance.now();
    const sol = solve(state);
    times.push(performance.now() - t0);
    if (!sol) {
      missed++;
      continue;
    }
    check(state, sol.moves, 'puz');
    lengths.push(sol.length);
  }
  report({ label, times, lengths, ...(missed ? { note: `${missed} not found in time` } : {}) });
}

// cubing.js takes a pattern; the same positions are reached by the inverse of our solutions.
const kpuzzle = await cube3x3x3.kpuzzle();
const scrambles = states.map((s) =>
  formatAlg(invertAlg(solveTwoPhase(s, { targetLength: 30 }).moves), 3),
);
t = performance.now();
await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg(scrambles[0]!));
const cubingFirst = performance.now() - t;
for (const s of scrambles)
  await experimentalSolve3x3x3IgnoringCenters(kpuzzle.defaultPattern().applyAlg(s));
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
  report({
    label: 'cubing.js 0.55',
    times,
    lengths,
    note: `first call ${cubingFirst.toFixed(0)} ms`,
  });
}

// cubejs reads the same facelet strings (URFDLB, Kociemba's order).
const Cube = createRequire(import.meta.url)('cubejs');
t = performance.now();
Cube.initSolver();
const cubejsInit = performance.now() - t;
for (const s of states) Cube.fromString(s).solve();
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
  report({ label: 'cubejs 1.3.2', times, lengths, note: `initSolver ${cubejsInit.toFixed(0)} ms` });
}

console.log(
  '\nRatios (anchor time / ours, by the mean and the median; lengths: anchor minus ours):',
);
const anchors = results.slice(-2);
for (const ours of results.slice(0, -2))
  for (const anchor of anchors)
    console.log(
      `${ours.label} vs ${anchor.label}: ${fmt(mean(anchor.times) / mean(ours.times), 1)}x (mean), ${fmt(median(anchor.times) / median(ours.times), 1)}x (median); ${fmt(mean(anchor.lengths) - mean(ours.lengths))} moves shorter on average`,
    );
process.exit(0);
