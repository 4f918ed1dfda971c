import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apply, rng } from '@puz/perm';
import { formatSubmission, loadSantaData, type SolutionRow } from '@puz/santa';
import { fixtureDir, realDataDir } from '@puz/test-kit';

/*
 * Regenerates the test kit's Santa fixture (tools/test-kit/fixtures/santa2023): a few scrambled
 * puzzles of four small types, their puzzle_info rows (copied verbatim from the real file) and a
 * "sample submission" that undoes each scramble, so `pnpm test` has data when the Kaggle files are
 * absent. Deterministic (seed 2023).
 *
 *   pnpm exec tsx --conditions=@puz/source tools/scripts/make-santa-fixture.ts [DATA_DIR]
 */

const given = process.argv[2] ?? realDataDir('santa2023')?.path;
if (!given)
  throw new Error('needs the Santa 2023 data: DATA_DIR, $PUZ_SANTA_DATA or ../shared/data');
const dataDir = resolve(given);
const out = fixtureDir('santa2023');
const TYPES = ['cube_2/2/2', 'cube_3/3/3', 'wreath_6/6', 'globe_1/8'];

const data = loadSantaData(dataDir);
const random = rng(2023);
const puzzles: string[] = ['id,puzzle_type,solution_state,initial_state,num_wildcards'];
const rows: SolutionRow[] = [];
const expected: Record<string, number> = {};
let id = 0;
for (const name of TYPES) {
  const type = data.types.get(name);
  const real = [...data.puzzles.values()].find(
    (p) => p.type === name && !p.solution[0]?.startsWith('N'),
  );
  if (!type || !real) throw new Error(`no ${name} in ${dataDir}`);
  const moveNames = type.moveNames;
  const distinct = Array.from({ length: type.size }, (_, i) => `N${i}`);
  // Three puzzles a type: plain, with 2 wildcards, and all labels distinct.
  for (const [solution, wildcards] of [
    [real.solution, 0],
    [real.solution, 2],
    [distinct, 0],
  ] as const) {
    const scramble = Array.from(
      { length: 8 + random.int(12) },
      () => moveNames[random.int(moveNames.length)] as string,
    );
    let state: string[] = [...solution];
    for (const m of scramble) state = apply(type.perm(m)!, state);
    const undo = scramble.reverse().map((m) => (m.startsWith('-') ? m.slice(1) : `-${m}`));
    puzzles.push(`${id},${name},${solution.join(';')},${state.join(';')},${wildcards}`);
    rows.push({ id, moves: undo });
    expected[name] = (expected[name] ?? 0) + undo.length;
    id++;
  }
}

const info = readFileSync(join(dataDir, 'puzzle_info.csv'), 'utf8')
  .split('\n')
  .filter((line, i) => i === 0 || TYPES.some((t) => line.startsWith(`${t},`)));
writeFileSync(join(out, 'puzzles.csv'), `${puzzles.join('\n')}\n`);
writeFileSync(join(out, 'puzzle_info.csv'), `${info.join('\n')}\n`);
writeFileSync(join(out, 'sample_submission.csv'), formatSubmission(rows));
const total = Object.values(expected).reduce((a, b) => a + b, 0);
writeFileSync(
  join(out, 'expected.json'),
  `${JSON.stringify({ total, byType: expected }, null, 2)}\n`,
);
console.log(`fixtures: ${id} puzzles, sample total ${total}`);
