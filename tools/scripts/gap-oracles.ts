import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPuzzleInfo, realDataDir, repoRoot } from '@puz/test-kit';
// @puz/perm's benchmark owns the GAP driver (it times GAP beside ours); this script reuses it.
import { gapAvailable, gapOrder } from '../../packages/perm/bench/gap.js';

/*
 * Regenerates packages/perm/src/test-support/gap-orders.json: the order GAP computes for each
 * Santa 2023 puzzle type's group, the oracle of perm's santa-groups.test.ts. Needs GAP and the real
 * data; slow (GAP takes minutes on the 7x7x7 and more), so types are given on the command line:
 *   pnpm exec tsx --conditions=@puz/source tools/scripts/gap-oracles.ts cube_2/2/2 wreath_6/6 ...
 */

const data = realDataDir('santa2023', ['puzzle_info.csv']);
if (!data || !gapAvailable())
  throw new Error('needs GAP (apt-get install gap-core) and the Santa 2023 data');
const target = join(repoRoot(), 'packages/perm/src/test-support/gap-orders.json');
const info = readPuzzleInfo(join(data.path, 'puzzle_info.csv'));
const { default: current } = await import(target, { with: { type: 'json' } });
const orders: Record<string, string> = { ...(current as Record<string, string>) };
for (const type of process.argv.slice(2)) {
  const moves = info.get(type);
  if (!moves) throw new Error(`no puzzle type ${type}`);
  const { order, runtimesMs } = gapOrder([...moves.values()], 1);
  orders[type] = order;
  console.log(`${type}: ${order.length} digits, GAP ${runtimesMs[0]} ms`);
}
writeFileSync(target, `${JSON.stringify(orders, null, 2)}\n`);
