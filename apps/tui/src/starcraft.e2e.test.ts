import { expect, test } from 'vitest';
import { starcraftCommand } from './commands/starcraft.js';

// Moved from starcraft.test.ts: a second whole single-mode search (~4-6 s on a busy machine;
// the unit suite searches single mode once, for its JSON).
test('puz starcraft: text output ends with a summary line; single is the default', () => {
  const text = starcraftCommand({});
  expect(text).toMatch(/single mode: goal at 229 s \(optimal\)/);
  expect(text).toMatch(/harassment at 120 s: 3 zerglings sent/);
});
