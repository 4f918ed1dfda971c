import { describe, test } from 'vitest';
import { CASES, checkAgainstExhaustive, checkRulesV1 } from './test-support/cases.js';

// The two longest cases of search.test.ts (13 s and 9 s of its 39 s on the loaded 2026-11-27
// machine).
describe('batch mode, against an exhaustive search', () => {
  test.each(CASES.filter(([name]) => name === '10 zerglings + all tech'))(
    '%s',
    { timeout: 120_000 },
    (_name, overrides, harassed) => checkAgainstExhaustive('batch', overrides, harassed),
  );
});

describe('rules v1', () => {
  test(
    'single mode: 229 s, and the build replays to it',
    () => checkRulesV1('single', 229),
    120_000,
  );
});
