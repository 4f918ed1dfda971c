import { describe, expect, test } from 'vitest';
import { applyTokens, cubeModel, inverseToken, simplifyTokens, token } from './model.js';
import { candidatesOf } from './pair-candidates.js';
import { framesAt, fuse, fusionOf } from './pair-fuse.js';

/** A seeded generator (LCG). */
function lcg(seed: number) {
  let s = seed;
  return (k: number) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % k;
  };
}

const effect = (n: number, seq: readonly number[]) => {
  const model = cubeModel(n);
  const st = Int32Array.from({ length: model.size }, (_, i) => i);
  applyTokens(model, st, seq);
  return st;
};

/**
 * Random sequences shaped like the pair stage's: runs of parallel moves (any layer, outer ones
 * too, quarter and half turns) alternating axes, with commutators [a, y] mixed in, then merged.
 */
function randomSequence(n: number, rnd: (k: number) => number, runs: number): number[] {
  const out: number[] = [];
  let axis = rnd(3);
  for (let r = 0; r < runs; r++) {
    if (rnd(3) === 0) {
      const other = (axis + 1 + rnd(2)) % 3;
      const a = token(n, axis, 1 + rnd(n - 2), rnd(2) === 0 ? 1 : 3);
      const y = token(n, other, 1 + rnd(n - 2), rnd(2) === 0 ? 1 : 3);
      out.push(a, y, inverseToken(a), inverseToken(y));
      axis = other;
    } else {
      for (let k = 1 + rnd(3); k > 0; k--) out.push(token(n, axis, rnd(n), 1 + rnd(3)));
    }
    axis = (axis + 1 + rnd(2)) % 3;
  }
  return simplifyTokens(n, out);
}

describe('pairs fused into the moves around them', () => {
  test('every frame found on random sequences does what the pair put at m does', () => {
    const seen = { a: 0, b: 0, c: 0, d: 0 };
    for (const n of [5, 6, 7]) {
      const rnd = lcg(n * 31);
      const cands = candidatesOf(cubeModel(n));
      let fused = 0;
      for (let trial = 0; trial < 60; trial++) {
        const seq = randomSequence(n, rnd, 24);
        for (let m = 0; m <= seq.length; m++) {
          const frames = framesAt(n, seq, m);
          for (const k of ['a', 'b', 'c', 'd'] as const) if (frames[k]) seen[k]++;
          for (let c = 0; c < cands.count; c += 1 + rnd(7)) {
            const mv = cands.moves[c] as number[];
            const f = fusionOf(n, seq, frames, mv);
            if (!f) continue;
            fused++;
            const plain = [...seq.slice(0, m), ...mv, ...seq.slice(m)];
            expect(effect(n, fuse(seq, f))).toEqual(effect(n, plain));
          }
        }
      }
      expect(fused).toBeGreaterThan(100);
    }
    for (const k of ['a', 'b', 'c', 'd'] as const) expect(seen[k]).toBeGreaterThan(20);
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
