import { writeFileSync } from 'node:fs';
import { readSantaPuzzlesIn } from '@puz/perm/node';
import { formatSubmission, type SolutionRow } from '@puz/perm/santa';
import { realDataDir } from '@puz/test-kit';
import { parseGlobeType, solveGlobe } from '../src/index.js';

/*
 * tsx --conditions=@puz/source bench/answers.ts OUT.csv type-filter [budgetNodes]: solves the
 * Santa globes of those types with a clock-free budget (greedy variants) and writes id,moves, for
 * window.bench.ts and for before/after comparisons that do not depend on the machine's load.
 */
const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const [out, filter, nodes] = process.argv.slice(2);
if (!out) throw new Error('usage: answers.ts OUT.csv [type-filter] [budgetNodes]');
const rows: SolutionRow[] = [];
let total = 0;
for (const { id, type, solution, initial, numWildcards: wildcards } of readSantaPuzzlesIn(
  dir,
).filter((p) => p.type.startsWith('globe_'))) {
  if (filter && !filter.split(',').some((f) => type.includes(f))) continue;
  // PUZ_GLOBE_IDS=392,393: only these ids.
  if (process.env.PUZ_GLOBE_IDS && !process.env.PUZ_GLOBE_IDS.split(',').includes(String(id)))
    continue;
  const { a, b } = parseGlobeType(type);
  const env = (k: string) => (process.env[k] ? { [k.slice(10)]: Number(process.env[k]) } : {});
  const r = solveGlobe(a, b, initial, solution, {
    wildcards,
    budgetNodes: Number(nodes ?? 10),
    // PUZ_GLOBE_beamRerank=3 etc.: any numeric option, for experiments.
    ...env('PUZ_GLOBE_beamRerank'),
    ...env('PUZ_GLOBE_beamMisWeight'),
    ...env('PUZ_GLOBE_beamWidth'),
    ...env('PUZ_GLOBE_beamOffsetCap'),
    ...env('PUZ_GLOBE_beamCycleWords'),
    ...env('PUZ_GLOBE_windowMs'),
    ...env('PUZ_GLOBE_windowBall'),
    ...env('PUZ_GLOBE_insertWidth'),
    ...env('PUZ_GLOBE_climbIterations'),
  });
  total += r.length;
  rows.push({ id, moves: r.moves });
  console.log(`${id} ${type} ${r.length} ${r.ms.toFixed(0)} ms`);
}
writeFileSync(out, formatSubmission(rows));
console.log(`total ${total}`);
