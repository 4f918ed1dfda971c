import { replay } from '@puz/starcraft';
import { describe, expect, test } from 'vitest';
import { starcraftCommand } from './commands/starcraft.js';
import { UsageError } from './exit.js';

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

  test('a bad --mode is a usage error', () => {
    expect(() => starcraftCommand({ mode: 'turbo' })).toThrow(UsageError);
  });
});
