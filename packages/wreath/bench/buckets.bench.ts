import { mismatches } from '@puz/perm';
import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';
import { buildEndgame } from '../src/endgame.js';
import { parseWreathType } from '../src/index.js';
import { replay, wreathModel } from '../src/model.js';
import { runBeamSearch } from '../src/runs.js';
import { encodeStates } from '../src/states.js';

/*
 * The run beam at one width with several bucket caps (0 = unbucketed) on Santa's wreaths:
 * tsx --conditions=@puz/source bench/buckets.bench.ts [WIDTH] [CAPS] [IDS], e.g.
 * `4000 0,16,64 329,330,331,332,333,334,335,336` (Santa's 21/21 and 33/33). Every answer
 * is replayed by the beam's caller here before it counts.
 */
const dir = realDataDir('santa2023')?.path;
if (!dir) {
  console.log('no Santa data (puzzles.csv); set PUZ_SANTA_DATA');
  process.exit(0);
}
const width = Number(process.argv[2] ?? 4000);
const caps = (process.argv[3] ?? '0,4,16').split(',').map(Number);
const ids = new Set((process.argv[4] ?? '329,334').split(',').map(Number));
const sums = caps.map(() => 0);
for (const p of readSantaPuzzlesIn(dir)) {
  if (!ids.has(p.id)) continue;
  const n = parseWreathType(p.type);
  const { start, goal, colours } = encodeStates(n, p.initial, p.solution);
  const model = wreathModel(n, colours);
  const endgame = buildEndgame(model, [goal], Math.floor(40_000_000 / model.size), 1);
  const row: string[] = [];
  caps.forEach((cap, k) => {
    const t = performance.now();
    const found = runBeamSearch(model, start, goal, p.numWildcards, {
      width,
      seed: 1,
      maxDepth: 30 * n + 50,
      deadline: Infinity,
      mismatchWeight: 4,
      headWeight: 1,
      lookAheadWeight: 2,
      pairWeight: 2,
      endgame,
      bucketCap: cap,
    });
    if (found && mismatches(replay(model, start, found), goal) > p.numWildcards)
      throw new Error(`id ${p.id}: the answer does not replay to the goal`);
    sums[k] = (sums[k] ?? 0) + (found?.length ?? 999);
    row.push(
      `cap ${cap}: ${found?.length ?? '-'} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
  });
  console.log(p.id, p.type, row.join('  '));
}
console.log('sums', caps.map((c, k) => `cap ${c}: ${sums[k]}`).join('  '));
