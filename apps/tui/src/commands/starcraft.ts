import { UsageError } from '@puz/perm';
import { MODES, type Mode, solveBuildOrder } from '@puz/starcraft';

import { progressLine } from '../progress.js';

/** `puz starcraft`: the optimal StarCraft Zero build order under rules v1 (issue 6). */
export function starcraftCommand(options: { mode?: string; json?: boolean }): string {
  const mode = (options.mode ?? 'single') as Mode;
  if (!MODES.includes(mode))
    throw new UsageError(`--mode must be one of ${MODES.join(', ')}, got "${options.mode}"`);
  const progress = progressLine(process.stderr);
  const r = solveBuildOrder({ mode, onProgress: progress.update });
  progress.done();
  if (!r.found)
    return options.json
      ? `${JSON.stringify({ mode, found: false })}\n`
      : 'no build order reaches the goal\n';
  const ms = Math.round(r.ms * 10) / 10;
  if (options.json) {
    const out = {
      puzzle: 'starcraft',
      mode,
      time: r.time,
      optimal: r.optimal,
      orders: r.orders.map(({ t, order }) => ({ t, order })),
      harassments: r.harassments,
      timeline: r.timeline.map((s) => ({
        t: s.t,
        orders: s.orders,
        supply: s.supply,
        control: s.control,
      })),
      expanded: r.stats.expanded,
      generated: r.stats.generated,
      ms,
    };
    return `${JSON.stringify(out)}\n`;
  }
  // The orders column is as wide as its widest second, so the state column stays in line.
  const width = Math.max(24, ...r.timeline.map((s) => s.orders.join(' + ').length));
  const lines = r.timeline.map((s) => {
    const state = `${s.supply}/${s.control} supply, ${s.state.drones} drones, ${s.state.zerglings} zerglings, ${s.state.overlords} overlords`;
    const harass = s.harassments
      .map((h) => `  harassment at ${h.t} s: ${h.sent} zerglings sent`)
      .join('');
    return `${String(s.t).padStart(4)} s  ${s.orders.join(' + ').padEnd(width)} ${state}${harass}`;
  });
  const summary = `${mode} mode: goal at ${r.time} s${r.optimal ? ' (optimal)' : ''}, ${r.orders.length} orders, ${r.stats.expanded.toLocaleString('en-US')} expanded, ${ms} ms`;
  return `${lines.join('\n')}\n${summary}\n`;
}
