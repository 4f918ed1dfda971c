import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readPuzzleInfo, realPuzzleInfo } from '../src/test-support/santa.js';
import { gapAvailable, gapOrder } from './gap.js';

/*
 * Regenerates src/test-support/gap-orders.json: the order GAP computes for each Santa 2023 puzzle
 * type's group, the oracle of santa-groups.test.ts. Needs GAP and the real data; slow (GAP takes
 * minutes on the 7x7x7 and more), so types are given on the command line:
 *   pnpm exec tsx --conditions=@puz/source bench/gap-oracles.ts cube_2/2/2 wreath_6/6 ...
 */

const file = realPuzzleInfo();
if (!file || !gapAvailable())
  throw new Error('needs GAP (apt-get install gap-core) and the Santa 2023 data');
const target = fileURLToPath(new URL('../src/test-support/gap-orders.json', import.meta.url));
const info = readPuzzleInfo(file);
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
