import { UsageError } from '@puz/perm';
import { replay } from '@puz/starcraft';
import { describe, expect, test } from 'vitest';
import { starcraftCommand } from './commands/starcraft.js';

describe('puz starcraft', () => {
  test.each([
    ['single', 229],
    ['batch', 75],
  ])('--mode %s --json: time %i, and the orders replay to it', (mode, time) => {
    const out = JSON.parse(starcraftCommand({ mode, json: true }));
    expect(out).toMatchObject({ mode, time, optimal: true });
    expect(out.expanded).toBeGreaterThan(0);
    expect(typeof out.ms).toBe('number');
    expect(replay(out.orders, { mode: mode as 'single', time }).time).toBe(time);
  });

  test('text output ends with a summary line; single is the default', () => {
    const text = starcraftCommand({});
    expect(text).toMatch(/single mode: goal at 229 s \(optimal\)/);
    expect(text).toMatch(/harassment at 120 s: 3 zerglings sent/);
  });

  test('batch text: the state column stays in line when a second has 4+ orders', () => {
    const lines = starcraftCommand({ mode: 'batch' }).trimEnd().split('\n');
    const summary = lines.pop() as string;
    const columns = new Set(lines.map((l) => l.search(/\d+\/\d+ supply/)));
    expect(columns.size).toBe(1);
    expect(lines.some((l) => (l.match(/ \+ /g) ?? []).length >= 3)).toBe(true);
    // The summary counts orders (230), not the seconds that have orders.
    const orders = JSON.parse(starcraftCommand({ mode: 'batch', json: true })).orders.length;
    expect(summary).toMatch(new RegExp(`, ${orders} orders,`));
  });

  test('a bad --mode is a usage error', () => {
    expect(() => starcraftCommand({ mode: 'turbo' })).toThrow(UsageError);
  });
});
