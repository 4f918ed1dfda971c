// The optimal StarCraft Zero build order (rules v1), checked by replaying it.
import { replay, solveBuildOrder } from '@puz/starcraft';

const build = solveBuildOrder({ mode: 'single' }); // or 'batch': several orders per edge
console.log(
  `goal at ${build.time} s, ${build.orders.length} orders, ${build.stats.expanded} expanded`,
);
for (const { t, order } of build.orders.slice(0, 8)) console.log(`${t} s: ${order}`);
for (const h of build.harassments) console.log(`harassment at ${h.t} s: ${h.sent} zerglings`);
const checked = replay(build.orders, { mode: 'single', time: build.time }); // throws if invalid
console.log(checked.state); // 200 supply, >= 150 zerglings, every upgrade
