import { describe, it } from 'vitest';
import { checkAgainstBfs } from '../test-support/pair-full-check.js';

// The second seed of pair-full.test.ts's check (9 s on the loaded 2026-11-27 machine).
describe('the full pairing table', () => {
  it(
    'agrees with a plain breadth-first search everywhere (moves seed 2)',
    () => checkAgainstBfs(2),
    120_000,
  );
});
