import { describe, expect, test } from 'vitest';
import { applyTokens, cubeModel, inverseToken, simplifyTokens, token } from './model.js';
import { blockAfter, blockBefore, fuse, fusesWith } from './pair-fuse.js';

/** A seeded generator (LCG) for random blocks. */
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

/** [A, B] for sets of layers on two axes, quarter turns of random direction. */
function block(
  n: number,
  rnd: (k: number) => number,
  alpha: number,
  beta: number,
  kA: number,
  kB: number,
) {
  const pick = (axis: number, k: number) => {
    const layers = new Set<number>();
    while (layers.size < k) layers.add(1 + rnd(n - 2));
    return [...layers].sort((x, y) => x - y).map((l) => token(n, axis, l, rnd(2) === 0 ? 1 : 3));
  };
  const A = pick(alpha, kA);
  const B = pick(beta, kB);
  return [...A, ...B, ...A.map(inverseToken), ...B.map(inverseToken)];
}

describe('fusing centre commutators', () => {
  test('a pair fused before or after a block does what the two did apart', () => {
    for (const n of [5, 6, 9]) {
      const rnd = lcg(n);
      let fused = 0;
      for (let trial = 0; trial < 400; trial++) {
        const alpha = rnd(3);
        const beta = (alpha + 1 + rnd(2)) % 3;
        const oneA = rnd(2) === 0;
        const b = block(n, rnd, alpha, beta, oneA ? 1 : 1 + rnd(3), oneA ? 1 + rnd(3) : 1);
        const head = [token(n, (beta + 1) % 3 === alpha ? beta : (alpha + 1) % 3, 0, 1)];
        const tail = [token(n, 3 - alpha - beta, n - 1, 3)];
        // A candidate sharing the single move: the pair on the other side gets a new layer.
        const p = oneA ? (b[0] as number) : token(n, alpha, 1 + rnd(n - 2), rnd(2) === 0 ? 1 : 3);
        const q = oneA
          ? token(n, beta, 1 + rnd(n - 2), rnd(2) === 0 ? 1 : 3)
          : (b[b.length / 2 - 1] as number);
        const c = [p, q, inverseToken(p), inverseToken(q)];
        for (const after of [false, true]) {
          const seq = [...head, ...b, ...tail];
          const m = after ? 1 : 1 + b.length;
          const found = after ? blockAfter(n, seq, m) : blockBefore(n, seq, m);
          expect(found).not.toBeNull();
          if (!found) continue;
          const how = fusesWith(n, seq, found, c);
          if (how === 0) continue;
          fused++;
          const plain = [...seq.slice(0, m), ...c, ...seq.slice(m)];
          const joined = fuse(seq, found, c, how);
          expect(joined.length).toBe(seq.length + 2);
          expect(effect(n, simplifyTokens(n, joined))).toEqual(effect(n, plain));
        }
      }
      expect(fused).toBeGreaterThan(200);
    }
  });

  test('no block where the runs are not inverse', () => {
    const n = 6;
    const a = token(n, 0, 2, 1);
    const y = token(n, 1, 3, 1);
    expect(blockBefore(n, [a, y, inverseToken(a), inverseToken(y)], 4)).not.toBeNull();
    expect(blockBefore(n, [a, y, inverseToken(a), y], 4)).toBeNull();
    expect(blockAfter(n, [a, y, a, inverseToken(y)], 0)).toBeNull();
  });
});
