import { describe, test } from 'vitest';
import { checkFrames } from '../test-support/pair-fuse-frames.js';

// The frame check of pair-fuse.test.ts on 60 random sequences per size (the unit test takes 5):
// 35 s on the loaded 2026-11-27 machine, past the unit suite's timeout. One test per size, so
// that no test holds its worker for a minute (vitest's worker RPC times out then).
describe('pairs fused into the moves around them', () => {
  test.each([5, 6, 7])(
    'n = %i: every frame found on 60 random sequences does what the pair put at m does',
    (n) => checkFrames([n], 60, 100, 20),
    300_000,
  );
});
