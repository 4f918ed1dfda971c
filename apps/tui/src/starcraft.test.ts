import { UsageError } from '@puz/perm';
import { replay } from '@puz/starcraft';
import { describe, expect, test } from 'vitest';
import { starcraftCommand } from './commands/starcraft.js';

// Each call searches from scratch (single mode ~4-6 s on a busy machine, batch ~1-2 s): batch's
// JSON is searched once for the two tests that read it. The single mode's text output (a second
// single-mode search) is in starcraft.e2e.test.ts.
let batchJson: string | undefined;
const batch = () => (batchJson ??= starcraftCommand({ mode: 'batch', json: true }));

describe('puz starcraft', () => {
  test.each([
    ['single', 229],
    ['batch', 75],
  ])('--mode %s --json: time %i, and the orders replay to it', (mode, time) => {
    const out = JSON.parse(mode === 'batch' ? batch() : starcraftCommand({ mode, json: true }));
    expect(out).toMatchObject({ mode, time, optimal: true });
    expect(out.expanded).toBeGreaterThan(0);
    expect(typeof out.ms).toBe('number');
    expect(replay(out.orders, { mode: mode as 'single', time }).time).toBe(time);
  });

  test('batch text: the state column stays in line when a second has 4+ orders', () => {
    const lines = starcraftCommand({ mode: 'batch' }).trimEnd().split('\n');
    const summary = lines.pop() as string;
    expect(summary).toMatch(/^batch mode: goal at 75 s \(optimal\), \d+ orders, [\d,]+ expanded/);
    const columns = new Set(lines.map((l) => l.search(/\d+\/\d+ supply/)));
    expect(columns.size).toBe(1);
    expect(lines.some((l) => (l.match(/ \+ /g) ?? []).length >= 3)).toBe(true);
    // The summary counts orders (230), not the seconds that have orders.
    const orders = JSON.parse(batch()).orders.length;
    expect(summary).toMatch(new RegExp(`, ${orders} orders,`));
  });

  test('a bad --mode is a usage error', () => {
    expect(() => starcraftCommand({ mode: 'turbo' })).toThrow(UsageError);
  });
});
