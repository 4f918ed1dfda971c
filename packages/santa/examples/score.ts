// Score a Santa 2023 submission: replay every row, honour wildcards, total by puzzle type.
import { loadSantaData, readSubmission, scoreSubmission } from '@puz/santa';

// Kaggle's files: a directory argument, else $PUZ_SANTA_DATA.
const dir = process.argv[2] ?? process.env.PUZ_SANTA_DATA ?? 'santa-2023';
const data = loadSantaData(dir); // puzzles.csv + puzzle_info.csv
const report = scoreSubmission(data, readSubmission(`${dir}/sample_submission.csv`));

for (const [type, t] of Object.entries(report.byType))
  console.log(
    `${type.padEnd(16)} ${String(t.valid).padStart(3)}/${t.puzzles} valid ${t.moves} moves`,
  );
console.log(`total ${report.total} moves, ${report.invalid} invalid`); // fixture: total 167 moves, 0 invalid
for (const e of report.errors) console.log(`id ${e.id}: ${e.message}`);
