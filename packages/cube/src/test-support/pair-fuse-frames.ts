import { expect } from 'vitest';
import { applyTokens, cubeModel, inverseToken, simplifyTokens, token } from '../nxn/model.js';
import { candidatesOf } from '../nxn/pair-candidates.js';
import { framesAt, fuse, fusionOf } from '../nxn/pair-fuse.js';
import { expectSameNumbers } from './same.js';

// The frame check of pair-fuse.test.ts (a few random sequences per size) and
// pair-fuse.e2e.test.ts (60 per size: 35 s, past the unit test's timeout, on the loaded
// 2026-11-27 machine).

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
export function randomSequence(n: number, rnd: (k: number) => number, runs: number): number[] {
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

/**
 * Every frame found on `trials` random sequences per size does what the pair put at m does; more
 * than `minFused` fusions per size, and each frame kind seen more than `minSeen` times in all.
 */
export function checkFrames(
  sizes: readonly number[],
  trials: number,
  minFused: number,
  minSeen: number,
): void {
  const seen = { a: 0, b: 0, c: 0, d: 0 };
  for (const n of sizes) {
    const rnd = lcg(n * 31);
    const cands = candidatesOf(cubeModel(n));
    let fused = 0;
    for (let trial = 0; trial < trials; trial++) {
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
          expectSameNumbers(effect(n, fuse(seq, f)), effect(n, plain));
        }
      }
    }
    expect(fused).toBeGreaterThan(minFused);
  }
  for (const k of ['a', 'b', 'c', 'd'] as const) expect(seen[k]).toBeGreaterThan(minSeen);
}
