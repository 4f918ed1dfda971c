import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSantaPuzzlesIn } from '@puz/perm/node';
import { realDataDir } from '@puz/test-kit';

/*
 * tsx --conditions=@puz/source bench/batch.ts OLD_REPO NEW_REPO [ids]: the default solver's
 * batch run (the family's batchBudgetMs, as `puz santa run` gives it) of two checkouts of the
 * repository on the same Santa globes, alternating which goes first, for before/after figures
 * in one sitting. Prints moves and CPU ms (user + system: steadier than the clock on a shared
 * machine) per puzzle and the totals. Run two at once (other ids) to load the machine like a run.
 */
const dir = realDataDir('santa2023')?.path;
if (!dir) throw new Error('no Santa 2023 data: set PUZ_SANTA_DATA');
const [oldRepo, newRepo, ids] = process.argv.slice(2);
if (!oldRepo || !newRepo) throw new Error('usage: batch.ts OLD_REPO NEW_REPO [ids]');
const load = async (repo: string) =>
  (await import(
    pathToFileURL(resolve(repo, 'packages/globe/src/index.ts')).href
  )) as typeof import('../src/index.js');
const sides = [await load(oldRepo), await load(newRepo)];
const names = ['old', 'new'];
const totals = [0, 0];
const cpu = [0, 0];
let k = 0;
for (const { id, type, solution, initial, numWildcards: wildcards } of readSantaPuzzlesIn(
  dir,
).filter((p) => p.type.startsWith('globe_'))) {
  if (ids && !ids.split(',').includes(String(id))) continue;
  const order = k++ % 2 === 0 ? [0, 1] : [1, 0];
  for (const s of order) {
    const g = sides[s] as (typeof sides)[number];
    const { a, b } = g.parseGlobeType(type);
    const budgetMs = g.globeFamily.batchBudgetMs?.(type);
    const c0 = process.cpuUsage();
    const r = g.solveGlobe(a, b, initial, solution, {
      wildcards,
      ...(budgetMs !== undefined ? { budgetMs } : {}),
    });
    const c = process.cpuUsage(c0);
    const ms = (c.user + c.system) / 1000;
    totals[s] = (totals[s] as number) + r.length;
    cpu[s] = (cpu[s] as number) + ms;
    console.log(
      `${id} ${type} ${names[s]} ${r.length} moves cpu ${ms.toFixed(0)} ms wall ${r.ms.toFixed(0)} ms`,
    );
  }
}
console.log(
  `total old ${totals[0]} moves cpu ${((cpu[0] as number) / 1000).toFixed(1)} s; new ${totals[1]} moves cpu ${((cpu[1] as number) / 1000).toFixed(1)} s`,
);
