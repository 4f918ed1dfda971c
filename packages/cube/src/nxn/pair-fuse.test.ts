import { describe, expect, test } from 'vitest';
import { checkFrames } from '../test-support/pair-fuse-frames.js';
import { inverseToken, token } from './model.js';
import { framesAt, fuse, fusionOf } from './pair-fuse.js';

describe('pairs fused into the moves around them', () => {
  // 5 random sequences per size here (60 in pair-fuse.e2e.test.ts), same bounds.
  test('every frame found on random sequences does what the pair put at m does', () => {
    checkFrames([5, 6, 7], 5, 100, 20);
  });

  test('the plain block [a, y] takes [a, z] for two moves, not a pair of another move', () => {
    const n = 6;
    const a = token(n, 0, 2, 1);
    const y = token(n, 1, 3, 1);
    const z = token(n, 1, 4, 3);
    const seq = [a, y, inverseToken(a), inverseToken(y)];
    const frames = framesAt(n, seq, 4);
    const f = fusionOf(n, seq, frames, [a, z, inverseToken(a), inverseToken(z)]);
    expect(f && fuse(seq, f)).toEqual([a, y, z, inverseToken(a), inverseToken(y), inverseToken(z)]);
    const b = token(n, 0, 3, 1);
    expect(fusionOf(n, seq, frames, [b, z, inverseToken(b), inverseToken(z)])).toBeNull();
    // z on y's layer would not commute with [a, y]: refused.
    const y2 = token(n, 1, 3, 3);
    expect(fusionOf(n, seq, frames, [a, y2, inverseToken(a), inverseToken(y2)])).toBeNull();
  });
});
