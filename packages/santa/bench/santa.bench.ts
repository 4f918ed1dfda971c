import { join } from 'node:path';
import { dataDir } from '@puz/test-kit';
import { loadSantaData, readSubmission, scoreSubmission } from '../src/index.js';

/*
 * pnpm --filter @puz/santa bench [--runs N]: reading the data, reading the sample submission and
 * replaying + scoring all of it (Kaggle's files when found, else the fixture), median of N runs.
 */

const dir = dataDir('santa2023', ['puzzles.csv', 'puzzle_info.csv', 'sample_submission.csv']).path;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const times = { data: [] as number[], submission: [] as number[], score: [] as number[] };
let total = 0;
let valid = 0;
for (let r = 0; r < runs; r++) {
  const t0 = performance.now();
  const data = loadSantaData(dir);
  const t1 = performance.now();
  const submission = readSubmission(join(dir, 'sample_submission.csv'));
  const t2 = performance.now();
  const report = scoreSubmission(data, submission);
  const t3 = performance.now();
  times.data.push(t1 - t0);
  times.submission.push(t2 - t1);
  times.score.push(t3 - t2);
  total = report.total;
  valid = report.valid;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
console.log(
  `data: ${dir}; sample submission total ${total}, ${valid} valid; median of ${runs} runs`,
);
console.log('| step | median ms |');
console.log('|---|---|');
for (const [step, xs] of Object.entries(times))
  console.log(`| ${step} | ${median(xs).toFixed(1)} |`);
const all = times.data.map(
  (t, i) => t + (times.submission[i] as number) + (times.score[i] as number),
);
console.log(`| read + validate + score | ${median(all).toFixed(1)} |`);
