import { describe, expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import {
  abortsButAlwaysAnswers,
  distinct,
  pattern,
  replay,
  scramble,
  scrambled,
  solvesEveryTarget,
  standard,
  stopsWithinWildcards,
} from '../test-support/nxn-cases.js';
import { cornersAsTwo, reducedThree } from './corner-stage.js';
import {
  applyTokens,
  cubeModel,
  santaToTokens,
  simplifyTokens,
  token,
  tokenAxis,
  tokenLayer,
  tokenQ,
  tokensCost,
} from './model.js';
import { solveSantaCubeN } from './solve.js';

// The 4-cube's three targets and the 5-cube's standard colours here (an even and an odd size, one
// seed each); the 5-cube's other targets (1-1.5 s each), both sizes' second seed and the 6- and
// 7-cube, whose whole solves took 2-2.5 s each on a busy machine, in nxn.e2e.test.ts.
describe('cube_4', () => solvesEveryTarget(4, [1]));
describe('cube_5', () => solvesEveryTarget(5, [1], ['standard colours']));

test('a solved cube needs no moves', () => {
  const solution = standard(5);
  // The first run's answer (with the default budget the runs after it took 1.4 s to find the same).
  expect(solveSantaCubeN(5, solution, solution, { budgetMs: 0 }).moves).toEqual([]);
});

test('move cancellation: commuting moves on one axis merge', () => {
  const n = 6;
  const t = santaToTokens(n, ['f1', 'f4', '-f1', 'f4', 'r0', 'r0', 'r0', 'r0']);
  expect(simplifyTokens(n, t)).toEqual([token(n, 0, 4, 2)]);
  expect(tokensCost(simplifyTokens(n, t))).toBe(2);
});

test('move cancellation keeps the effect, never costs more and is stable', () => {
  // Short words on few layers and two axes, so that runs cancel and neighbours merge.
  for (const n of [4, 5]) {
    const model = cubeModel(n);
    for (let seed = 1; seed <= 150; seed++) {
      const t = scramble(n, 24, seed).map((x) =>
        token(n, tokenAxis(n, x) % 2, tokenLayer(n, x) % 2, tokenQ(x)),
      );
      const s = simplifyTokens(n, t);
      const a = Int32Array.from({ length: model.size }, (_, i) => i);
      const b = a.slice();
      applyTokens(model, a, t);
      applyTokens(model, b, s);
      expect(b).toEqual(a);
      expect(tokensCost(s)).toBeLessThanOrEqual(tokensCost(t));
      expect(simplifyTokens(n, s)).toEqual(s);
      for (let k = 1; k < s.length; k++)
        if (tokenAxis(n, s[k] as number) === tokenAxis(n, s[k - 1] as number))
          expect(tokenLayer(n, s[k] as number)).toBeGreaterThan(tokenLayer(n, s[k - 1] as number));
    }
  }
});

// The 4-cube here, the 6-cube (a first answer ~4x as long) in nxn.e2e.test.ts.
abortsButAlwaysAnswers(4);

describe('bad states are refused', () => {
  test('two corner stickers swapped', () => {
    const n = 4;
    const solution = standard(n);
    const initial = scrambled(n, solution, 5);
    // Sticker 0 is a U corner sticker; swap it with its neighbour on the same corner's face.
    const bad = initial.slice();
    const j = n - 1;
    [bad[0], bad[j]] = [bad[j] as string, bad[0] as string];
    const other = bad.findIndex((x, i) => i !== 0 && x !== bad[0]);
    [bad[0], bad[other]] = [bad[other] as string, bad[0] as string];
    expect(() => solveSantaCubeN(n, bad, solution)).toThrow(InvalidStateError);
  });
  test('two distinct centre labels swapped (odd permutation)', () => {
    const n = 4;
    const solution = distinct(n);
    const bad = solution.slice();
    // Two centres of one orbit on the U face: (1,1) and (1,2).
    [bad[5], bad[6]] = [bad[6] as string, bad[5] as string];
    expect(() => solveSantaCubeN(n, bad, solution)).toThrow(InvalidStateError);
  });
  test('labels that do not match', () => {
    const solution = standard(4);
    const bad = solution.slice();
    bad[5] = 'Z';
    expect(() => solveSantaCubeN(4, bad, solution)).toThrow(InvalidStateError);
  });
});

describe("an even cube's corners as a 2x2x2", () => {
  test.each([4, 6])('n = %i: at most 14 outer-layer moves put every corner sticker home', (n) => {
    const model = cubeModel(n);
    for (const [seed, target] of [
      [3, standard(n)],
      [4, distinct(n)],
      [5, pattern(n)],
    ] as const) {
      const st = Int32Array.from(scrambled(n, target, seed), (l) => target.indexOf(l));
      const tgt = Int32Array.from(target, (l) => target.indexOf(l));
      const tokens = cornersAsTwo(model, st, tgt, undefined, 0);
      expect(tokens.length).toBeLessThanOrEqual(14); // God's number of the 2x2x2 in quarter turns
      applyTokens(model, st, tokens);
      for (const r of [0, n - 1])
        for (const c of [0, n - 1])
          for (let f = 0; f < 6; f++) {
            const i = f * n * n + r * n + c;
            expect(st[i]).toBe(tgt[i]);
          }
    }
  });
});

describe("an odd cube's reduced 3x3x3", () => {
  test('n = 5, 7: several answers, all different, each puts the corners, middle edges and fixed centres home', () => {
    for (const n of [5, 7]) {
      const model = cubeModel(n);
      const target = standard(n);
      const st0 = Int32Array.from(scrambled(n, target, 11 + n), (l) => target.indexOf(l));
      const tgt = Int32Array.from(target, (l) => target.indexOf(l));
      const answers = reducedThree(model, st0, tgt, undefined, 1000, 3);
      expect(answers.length).toBe(3);
      expect(new Set(answers.map((a) => a.join())).size).toBe(3);
      const layers = [0, (n - 1) / 2, n - 1];
      for (const tokens of answers) {
        const st = st0.slice();
        applyTokens(model, st, tokens);
        for (const r of layers)
          for (const c of layers)
            for (let f = 0; f < 6; f++)
              expect(st[f * n * n + r * n + c]).toBe(tgt[f * n * n + r * n + c]);
      }
    }
  });
});

// The 4-cube here, the 6-cube (three whole solves, 3-10 s) in nxn.e2e.test.ts.
describe('wildcards', () => stopsWithinWildcards(4));

test('time left after the runs goes to units-stage draws: never longer, still a solution', () => {
  // A 4-cube run takes ~0.1-0.5 s: 1.5 s holds runs and then draws in what is left.
  const solution = standard(4);
  const initial = scrambled(4, solution, 5);
  const first = solveSantaCubeN(4, initial, solution, { budgetMs: 0 });
  const more = solveSantaCubeN(4, initial, solution, { budgetMs: 1500 });
  expect(more.moves.length).toBeLessThanOrEqual(first.moves.length);
  expect(replay(4, initial, more.moves)).toEqual(solution);
});
