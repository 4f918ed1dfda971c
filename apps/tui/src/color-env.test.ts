import { expect, test } from 'vitest';
import { applyColourEnv } from './color-env.js';

test.each([
  [{ NO_COLOR: '1' }, { NO_COLOR: '1', FORCE_COLOR: '0' }],
  // no-color.org: an empty NO_COLOR is as if unset.
  [{ NO_COLOR: '' }, { NO_COLOR: '' }],
  // FORCE_COLOR wins over NO_COLOR, as in Node.
  [
    { NO_COLOR: '1', FORCE_COLOR: '1' },
    { NO_COLOR: '1', FORCE_COLOR: '1' },
  ],
  [{ CI: 'false' }, {}],
  [
    { CI: '0', NO_COLOR: 'yes' },
    { NO_COLOR: 'yes', FORCE_COLOR: '0' },
  ],
  [{ CI: 'true' }, { CI: 'true' }],
])('%j becomes %j', (before, after) => {
  const env: NodeJS.ProcessEnv = { ...before };
  applyColourEnv(env);
  expect(env).toEqual(after);
});
