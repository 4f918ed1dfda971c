import { rng } from '@puz/perm';
import { describe, expect, it } from 'vitest';
import { M3 } from './model3.js';
import {
  N_CLASSES,
  N_SYMS,
  SIG,
  SIGINV,
  SYM_SIZE,
  swapImage,
  symIndex,
  symIndexMoved,
  symPerm,
} from './pair-sym.js';
import { moveTau, P0, P1INV } from './pairs.js';

function randomEven(r: ReturnType<typeof rng>): Int8Array {
  const p = Int8Array.from({ length: 12 }, (_, i) => i);
  for (let i = 11; i > 0; i--) {
    const j = r.int(i + 1);
    [p[i], p[j]] = [p[j] as number, p[i] as number];
  }
  let odd = 0;
  for (let i = 0; i < 12; i++) for (let j = i + 1; j < 12; j++) if (p[i]! > p[j]!) odd ^= 1;
  if (odd) [p[10], p[11]] = [p[11] as number, p[10] as number];
  return p;
}
/** Symmetry s of tau: sigma . tau . sigma^-1. */
const conj = (tau: Int8Array, s: number) =>
  Int8Array.from({ length: 12 }, (_, e) => SIG[s * 12 + tau[SIGINV[s * 12 + e]!]!]!);

describe('four-wca pairing symmetry (pair-sym.ts)', () => {
  it('has the 8 class-keeping symmetries of the R-L axis, 1,538 classes of the M-slice part', () => {
    expect(N_SYMS).toBe(8);
    expect(N_CLASSES).toBe(1538);
    expect(SYM_SIZE).toBe(1538 * 20160);
  });

  it('maps each last-phase move onto a last-phase move (so distances are kept)', () => {
    for (let s = 0; s < N_SYMS; s++)
      for (const m of M3) {
        // The move seen through the symmetry: p0' = sigma p0 sigma^-1, the same for p1^-1.
        const image = M3.filter((m2) => {
          for (let e = 0; e < 12; e++) {
            const p0 = SIG[s * 12 + P0[m * 12 + SIGINV[s * 12 + e]!]!]!;
            const p1inv = SIG[s * 12 + P1INV[m * 12 + SIGINV[s * 12 + e]!]!]!;
            if (p0 !== P0[m2 * 12 + e] || p1inv !== P1INV[m2 * 12 + e]) return false;
          }
          return true;
        });
        expect(image.length, `symmetry ${s}, move ${m}`).toBe(1);
      }
  });

  it('gives every symmetry of a permutation one index, and a permutation back with that index', () => {
    const r = rng(34);
    const back = new Int8Array(12);
    const seen = new Set<number>();
    // Plain comparisons, one assertion at the end (ten expects for each of 3,000 permutations).
    const wrong: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const p = i === 0 ? Int8Array.from({ length: 12 }, (_, k) => k) : randomEven(r);
      const idx = symIndex(p, 0);
      if (!(idx >= 0 && idx < SYM_SIZE)) wrong.push(`${p.join()}: index ${idx} out of range`);
      for (let s = 1; s < N_SYMS; s++) {
        const other = symIndex(conj(p, s), 0);
        if (other !== idx) wrong.push(`${p.join()}: symmetry ${s} reads ${other}, not ${idx}`);
      }
      symPerm(idx, back, 0);
      if (symIndex(back, 0) !== idx) wrong.push(`${p.join()}: index ${idx} back as ${back.join()}`);
      seen.add(idx);
    }
    expect(wrong).toEqual([]);
    // Random permutations rarely share a class (239.5 M / 8 classes).
    expect(seen.size).toBeGreaterThan(2995);
  });

  it('reads a permutation at an offset, as the search does with its rows of children', () => {
    const r = rng(7);
    const p = randomEven(r);
    const rows = new Int8Array(36);
    moveTau(p, 0, M3[3] as number, rows, 24);
    const alone = new Int8Array(12);
    moveTau(p, 0, M3[3] as number, alone, 0);
    expect(symIndex(rows, 24)).toBe(symIndex(alone, 0));
  });

  it("reads a child's index through the move as the child's own (the build's shortcut)", () => {
    const r = rng(11);
    const child = new Int8Array(12);
    const wrong: string[] = [];
    for (let i = 0; i < 300; i++) {
      const p = randomEven(r);
      for (const m of M3) {
        moveTau(p, 0, m, child, 0);
        if (symIndexMoved(p, 0, m) !== symIndex(child, 0)) wrong.push(`${p.join()} move ${m}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('swaps classes with x: the image of a move is a move of the image (the same distance)', () => {
    const r = rng(12);
    const a = new Int8Array(12);
    const b = new Int8Array(12);
    const image = new Int8Array(12);
    for (let i = 0; i < 100; i++) {
      const p = randomEven(r);
      swapImage(p, 0, image);
      for (const m of M3) {
        moveTau(p, 0, m, a, 0);
        swapImage(a, 0, b);
        const hits = M3.filter((m2) => {
          moveTau(image, 0, m2, a, 0);
          return a.every((v, k) => v === b[k]);
        });
        expect(hits.length).toBeGreaterThanOrEqual(1);
      }
      // Twice is a class-keeping symmetry (x2): the same index.
      swapImage(image, 0, b);
      expect(symIndex(b, 0)).toBe(symIndex(p, 0));
    }
  });
});
