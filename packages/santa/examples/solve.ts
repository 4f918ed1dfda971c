// Solve Santa 2023 puzzles on worker threads, every answer replayed, and write a submission.
import { loadSantaData, scoreSubmission, solveBatch, writeSubmission } from '@puz/santa';

// Kaggle's files: a directory argument, else $PUZ_SANTA_DATA.
const dir = process.argv[2] ?? process.env.PUZ_SANTA_DATA ?? 'santa-2023';
const data = loadSantaData(dir);
const result = await solveBatch({
  data,
  jobs: 2, // worker threads
  budgetMs: 200, // per puzzle, for improving a first answer
  onResult: (r, done, total) =>
    console.log(
      `${done}/${total}`,
      r.ok ? `id ${r.solution.id}: ${r.solution.moves.length} moves` : `id ${r.id}: ${r.message}`,
    ),
});
const out = '/tmp/puz-santa-example.csv';
writeSubmission(out, result.solutions); // atomic: a temporary file, then a rename
const report = scoreSubmission(data, {
  file: out,
  rows: result.solutions.map((s, line) => ({ ...s, line })),
  issues: [],
});
console.log(
  `${result.solutions.length} solved, ${result.failures.length} failed; score ${report.total}`,
);
