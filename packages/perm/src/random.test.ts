import { describe, expect, test } from 'vitest';
import { randomPerm, rng } from './random.js';
import { rank } from './rank.js';

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

describe('rng', () => {
  test('same seed, same sequence; different seeds differ', () => {
    const a = rng(42);
    const b = rng(42);
    const c = rng(43);
    const xs = Array.from({ length: 20 }, () => a.uint32());
    expect(Array.from({ length: 20 }, () => b.uint32())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.uint32())).not.toEqual(xs);
    expect(rng('puz').uint32()).toBe(rng('puz').uint32());
    expect(rng(0).uint32()).not.toBe(rng(2 ** 32).uint32());
  });

  test('values stay in range', () => {
    const r = rng(1);
    let bad = 0;
    for (let i = 0; i < 10000; i++) {
      const u = r.uint32();
      const f = r.next();
      const k = r.int(7);
      if (!(Number.isInteger(u) && u >= 0 && u < 2 ** 32)) bad++;
      if (!(f >= 0 && f < 1)) bad++;
      if (!(Number.isInteger(k) && k >= 0 && k < 7)) bad++;
    }
    expect(bad).toBe(0);
    const big = rng(2).int(2 ** 40 + 3);
    expect(Number.isInteger(big) && big < 2 ** 40 + 3).toBe(true);
  });

  // With a fixed seed these are deterministic; the thresholds are the 99.9% quantiles, so a
  // biased generator (e.g. modulo bias, a stuck bit) fails them while this one never flakes.
  test('int(6) is uniform (chi-square, 5 degrees of freedom)', () => {
    const r = rng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[r.int(6)]!++;
    expect(chiSquare(counts)).toBeLessThan(20.5);
  });

  test('int(bound) rejects bounds it cannot serve', () => {
    const r = rng(1);
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.int(1.5)).toThrow(RangeError);
    expect(() => r.int(2 ** 54)).toThrow(RangeError);
    expect(() => rng(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('fork gives an independent, reproducible stream', () => {
    const f1 = rng(5).fork();
    const f2 = rng(5).fork();
    expect(f1.uint32()).toBe(f2.uint32());
    expect(rng(5).fork().uint32()).not.toBe(rng(5).uint32());
  });
});

describe('randomPerm', () => {
  test('uniform over S_4 (chi-square, 23 degrees of freedom)', () => {
    const r = rng(11);
    const counts = new Array<number>(24).fill(0);
    for (let i = 0; i < 48000; i++) counts[rank(randomPerm(4, r))]!++;
    expect(chiSquare(counts)).toBeLessThan(49.7);
  });

  test('reproducible from the seed', () => {
    expect(randomPerm(30, rng(9))).toEqual(randomPerm(30, rng(9)));
  });
});
