import { apply } from '@puz/perm';
import { readSantaPuzzlesIn, readSantaSubmission } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { parseAlg } from '../src/notation.js';
import { santaCube3LowerBound, santaCubeMoves } from '../src/santa-family/index.js';
import { slicePhase1 } from '../src/santa-small/slice-phase1.js';

/*
 * How far from optimal are our cube_3 answers? For each Santa 2023 cube_3/3/3 puzzle: the length
 * of a submission's answer (replayed), the lower bound proven by lower-bound.ts within a budget,
 * and the gap; then the totals. Rows whose search finished carry a shortest answer (replayed).
 *   npx tsx --conditions=@puz/source bench/santa-cube3-bound.bench.ts --submission file.csv
 *     [--budget ms] [--from i] [--to j] [--step k] [--corners off]
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const budget = Number(arg('--budget') ?? 5000);
const from = Number(arg('--from') ?? 0);
const to = Number(arg('--to') ?? 120);
const step = Number(arg('--step') ?? 1);
const submission = arg('--submission');
const corners = arg('--corners') !== 'off';
const dir = realDataDir('santa2023')?.path;
if (!dir || !submission) {
  console.log('needs the Santa data (PUZ_SANTA_DATA or ../shared/data/santa2023) and --submission');
  process.exit(0);
}
const answers = new Map(readSantaSubmission(submission).rows.map((r) => [r.id, r.moves]));
const t0 = performance.now();
slicePhase1();
console.log(`exact phase-1 table (load/build): ${(performance.now() - t0).toFixed(0)} ms`);
const all = readSantaPuzzlesIn(dir).filter((p) => p.type.startsWith('cube_3/3/3'));
const puzzles = all.slice(from, to).filter((_, i) => i % step === 0);
const cube = santaCubeMoves(3);
const sum = { answers: 0, bounds: 0, searched: 0, searchedAnswers: 0, searchedBounds: 0 };
let optimal = 0;
let shorter = 0;
console.log('id wildcards answer bound gap root readings nodes ms note');
for (const p of puzzles) {
  const moves = answers.get(p.id);
  if (!moves) throw new Error(`puzzle ${p.id}: no row in the submission`);
  const end = moves.length
    ? apply(cube.permOf(parseAlg(moves.join('.'), 3, { notation: 'santa' })), p.initial)
    : p.initial;
  const wrong = end.filter((l, i) => l !== p.solution[i]).length;
  if (wrong > p.numWildcards) throw new Error(`puzzle ${p.id}: the answer leaves ${wrong} wrong`);
  const lb = santaCube3LowerBound(p.initial, p.solution, {
    budgetMs: budget,
    wildcards: p.numWildcards,
    exact: 'build',
    corners,
  });
  if (lb.bound > moves.length)
    throw new Error(`puzzle ${p.id}: bound ${lb.bound} above a valid answer of ${moves.length}`);
  let note = lb.trivial ? `sticker bound only (${lb.trivial})` : '';
  if (lb.optimal) {
    optimal++;
    note = `optimal ${lb.bound}`;
    if (lb.bound < moves.length) shorter++;
  }
  sum.answers += moves.length;
  sum.bounds += lb.bound;
  if (!lb.trivial) {
    sum.searched++;
    sum.searchedAnswers += moves.length;
    sum.searchedBounds += lb.bound;
  }
  console.log(
    `${p.id} ${p.numWildcards} ${moves.length} ${lb.bound} ${moves.length - lb.bound} ${lb.rootBound} ` +
      `${lb.readings} ${lb.nodes} ${lb.ms.toFixed(0)} ${note}`,
  );
}
console.log(
  `cube_3: ${puzzles.length} puzzles at ${budget} ms${corners ? '' : ' (no corner table)'}; answers ${sum.answers}, bounds ${sum.bounds} ` +
    `(gap ${sum.answers - sum.bounds}); without wildcards (${sum.searched}): answers ` +
    `${sum.searchedAnswers}, bounds ${sum.searchedBounds} (gap ${sum.searchedAnswers - sum.searchedBounds}); ` +
    `${optimal} proven optimal, ${shorter} shorter than the submission's; ` +
    `${((performance.now() - t0) / 1000).toFixed(0)} s, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
);
