import { parity } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { endState, randomTokens } from '../test-support/tokens.js';
import { annealSlices, isOuterOrMiddle } from './anneal.js';
import { Annealer } from './anneal-rows.js';
import { stickerKind } from './catalog.js';
import { cubeModel, inverseToken, token } from './model.js';

/** Every sticker its own label, so each orbit's arrangement is a permutation with a parity. */
function setup(n: number, seed: number) {
  const model = cubeModel(n);
  const target = Int32Array.from({ length: model.size }, (_, i) => i);
  const start = endState(n, target, randomTokens(n, 200, seed));
  const weights = Float64Array.from({ length: model.size }, (_, i) =>
    stickerKind(n, i) === 'wing' ? 4 : 1.5,
  );
  return { model, target, start, weights, prefix: randomTokens(n, 40, seed + 1) };
}

const score = (state: Int32Array, target: Int32Array, weights: Float64Array, length: number) => {
  let s = length;
  state.forEach((v, i) => {
    if (v !== target[i]) s += weights[i] as number;
  });
  return s;
};

const quarter = (ts: readonly number[]) => ts.flatMap((t) => (t % 3 === 1 ? [t - 1, t - 1] : [t]));

/**
 * The answer scores lower than the prefix; orbits no free slice reaches (corners; on odd n the
 * middle edges and fixed centres) are exactly as the prefix leaves them; every other orbit differs
 * by an even permutation.
 */
function expectKept(n: number, seed: number, moves: readonly number[]) {
  const { model, target, start, weights, prefix } = setup(n, seed);
  const before = endState(n, start, prefix);
  const after = endState(n, start, moves);
  expect(score(after, target, weights, moves.length)).toBeLessThan(
    score(before, target, weights, prefix.length),
  );
  const where = new Int32Array(model.size);
  before.forEach((label, i) => {
    where[label] = i;
  });
  const orbits = new Map<number, number[]>();
  model.orbit.forEach((o, i) => {
    orbits.set(o, [...(orbits.get(o) ?? []), i]);
  });
  for (const cells of orbits.values()) {
    const kind = stickerKind(n, cells[0] as number);
    const index = new Map(cells.map((c, k) => [c, k]));
    const sigma = cells.map((c) => index.get(where[after[c] as number] as number) as number);
    if (kind === 'corner') expect(sigma).toEqual(cells.map((_, k) => k));
    expect(parity(Uint32Array.from(sigma))).toBe(0);
  }
}

describe('annealSlices', () => {
  test.each([
    [4, 1],
    [5, 2],
    [6, 3],
    [7, 4],
  ])('cube_%i: scores lower, changes only free slices, keeps every orbit’s parity', (n, seed) => {
    const { model, target, start, weights, prefix } = setup(n, seed);
    const options = { iterations: 40_000, weights, t0: 2, t1: 0.05, seed };
    const moves = annealSlices(model, start, target, prefix, options);
    // The outer and middle moves are the prefix's, in order (only free slices were edited).
    const fixed = (ts: readonly number[]) => ts.filter((t) => isOuterOrMiddle(n, t));
    expect(fixed(moves)).toEqual(fixed(quarter(prefix)));
    expectKept(n, seed, moves);
  });

  test.each([
    [4, 1],
    [5, 2],
    [8, 3],
    [9, 4],
  ])(
    'cube_%i with face turns: scores lower, uses them, keeps corners and every parity',
    (n, seed) => {
      const { model, target, start, weights, prefix } = setup(n, seed);
      const options = { iterations: 40_000, weights, t0: 2, t1: 0.05, seed, faceShare: 0.1 };
      const moves = annealSlices(model, start, target, prefix, options);
      const fixed = (ts: readonly number[]) => ts.filter((t) => isOuterOrMiddle(n, t));
      // Face turns were put in (conjugates or commutators), so the outer moves are no longer the
      // prefix's alone; what they leave is checked below.
      expect(fixed(moves)).not.toEqual(fixed(quarter(prefix)));
      expectKept(n, seed, moves);
    },
  );

  test('faceFrom: face edits only in the cool end (none at all when it is 1)', () => {
    const n = 6;
    const { model, target, start, weights, prefix } = setup(n, 7);
    const base = { iterations: 40_000, weights, t0: 2, t1: 0.05, seed: 7 };
    const without = annealSlices(model, start, target, prefix, base);
    // From the last iteration on, no face edit is ever drawn: the same answer as without faces.
    expect(
      annealSlices(model, start, target, prefix, { ...base, faceShare: 0.1, faceFrom: 1 }),
    ).toEqual(without);
    const late = annealSlices(model, start, target, prefix, {
      ...base,
      faceShare: 0.1,
      faceFrom: 0.5,
    });
    const fixed = (ts: readonly number[]) => ts.filter((t) => isOuterOrMiddle(n, t));
    expect(fixed(late)).not.toEqual(fixed(quarter(prefix)));
    expectKept(n, 7, late);
  });

  test('every edit, faces too, is scored as a replay scores it (rows kept right)', () => {
    const n = 6;
    const { model, target, start, weights } = setup(n, 21);
    const mates = new Int32Array(model.size).fill(-1);
    const prefix = quarter(setup(n, 22).prefix);
    const ann = new Annealer(model, start, target, weights, mates, prefix);
    const scratch = (tokens: readonly number[]) =>
      score(endState(n, start, tokens), target, weights, 0);
    let s = 5;
    const next = (k: number) => {
      s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
      return (s >> 4) % k;
    };
    const add = new Int32Array(4);
    for (let i = 0; i < 300; i++) {
      const len = ann.length;
      const oldCount = Math.min(len, next(5));
      const k = next(len - oldCount + 1);
      const addCount = next(5);
      for (let j = 0; j < addCount; j++) add[j] = token(n, next(3), next(n), next(2) === 0 ? 1 : 3);
      if (addCount === 4) add[2] = inverseToken(add[0] as number);
      const before = ann.wrong;
      const d = ann.delta(k, oldCount, add, addCount);
      ann.replace(k, oldCount, add, addCount);
      expect(ann.wrong - before).toBeCloseTo(d, 6);
      expect(ann.wrong).toBeCloseTo(scratch(ann.tokens()), 6);
    }
  });

  test('wings counted as pieces: the answer, scored from scratch by pieces, beats the prefix', () => {
    const n = 6;
    const { model, target, start, weights, prefix } = setup(n, 11);
    const mates = Int32Array.from({ length: model.size }, (_, i) =>
      stickerKind(n, i) === 'wing' ? (model.partners[2 * i] as number) : -1,
    );
    const pieceScore = (tokens: readonly number[]) => {
      const end = endState(n, start, tokens);
      let s = tokens.length;
      end.forEach((v, i) => {
        const m = mates[i] as number;
        if (v !== target[i] || (m >= 0 && end[m] !== target[m])) s += weights[i] as number;
      });
      return s;
    };
    const quarterLength = prefix.reduce((l, t) => l + (t % 3 === 1 ? 2 : 1), 0);
    const options = { iterations: 40_000, weights, mates, t0: 2, t1: 0.05, seed: 4 };
    const moves = annealSlices(model, start, target, prefix, options);
    expect(pieceScore(moves)).toBeLessThan(pieceScore(prefix) - prefix.length + quarterLength);
  });

  test('the same seed gives the same moves; another seed may not', () => {
    const { model, target, start, weights, prefix } = setup(5, 9);
    const run = (seed: number) =>
      annealSlices(model, start, target, prefix, {
        iterations: 20_000,
        weights,
        t0: 2,
        t1: 0.05,
        seed,
      });
    expect(run(1)).toEqual(run(1));
    expect(run(1)).not.toEqual(run(2));
  });

  test('no iterations: the prefix as it was', () => {
    const { model, target, start, weights, prefix } = setup(4, 5);
    const options = { iterations: 0, weights, t0: 2, t1: 0.05, seed: 1 };
    expect(annealSlices(model, start, target, prefix, options)).toEqual(prefix);
  });
});
