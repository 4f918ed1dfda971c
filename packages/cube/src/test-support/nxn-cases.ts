import { SolveAbortedError } from '@puz/perm';
import { expect, test } from 'vitest';
import { applyTokens, cubeModel, token } from '../nxn/model.js';
import { solveSantaCubeN } from '../nxn/solve.js';
import { santaCubeMoves } from '../santa/order.js';

// The Santa NxNxN cubes' scrambles, targets and replay, shared by nxn.test.ts and
// nxn.e2e.test.ts (the whole-cube solves of the larger sizes).

/** A seeded scramble of `length` random quarter turns (any layer), as tokens. */
export function scramble(n: number, length: number, seed: number): number[] {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s;
  };
  return Array.from({ length }, () => token(n, next() % 3, next() % n, next() % 2 === 0 ? 1 : 3));
}

export function scrambled(n: number, solution: string[], seed: number, length = 120): string[] {
  const model = cubeModel(n);
  const labels = solution.map((_, i) => i);
  const state = Int32Array.from(labels);
  applyTokens(model, state, scramble(n, length, seed));
  return Array.from(state, (i) => solution[i] as string);
}

export const standard = (n: number) =>
  'ABCDEF'.split('').flatMap((c) => Array<string>(n * n).fill(c));
/** Santa's pattern targets: two labels per face, checkerboard on odd n, stripes on even n. */
export const pattern = (n: number) =>
  Array.from({ length: 6 }, (_, f) =>
    Array.from({ length: n * n }, (_, i) => {
      const r = Math.floor(i / n);
      const c = i % n;
      const odd = n % 2 === 1 ? (r + c) % 2 : c % 2;
      return 'ABCDEF'[(f + odd) % 6] as string;
    }),
  ).flat();
export const distinct = (n: number) => Array.from({ length: 6 * n * n }, (_, i) => `N${i}`);

/** Replays Santa names through the geometric permutations. */
export function replay(n: number, initial: readonly string[], moves: readonly string[]): string[] {
  const cube = santaCubeMoves(n);
  let state = initial.slice();
  for (const name of moves) {
    const inverse = name.startsWith('-');
    const face = (name[inverse ? 1 : 0] as string).toUpperCase() as 'F';
    const layer = Number(name.slice(inverse ? 2 : 1));
    const p = cube.perm({ face, from: layer + 1, to: layer + 1, amount: inverse ? 3 : 1 });
    state = Array.from(p, (src) => state[src] as string);
  }
  return state;
}

const TARGETS = [
  ['standard colours', standard],
  ['a pattern target', pattern],
  ['distinct labels', distinct],
] as const;
/** The names of the targets `solvesEveryTarget` solves to. */
export type TargetName = (typeof TARGETS)[number][0];

/**
 * Solves seeded scrambles of `n` to standard colours, a pattern target and distinct labels (one
 * test each; `only` some of them), every answer replayed exactly through the geometric permutations.
 */
export function solvesEveryTarget(
  n: number,
  seeds: readonly number[],
  only?: readonly TargetName[],
): void {
  test.each(TARGETS.filter(([name]) => only?.includes(name) ?? true))(
    'solves %s, replayed exactly',
    (_, make) => {
      for (const seed of seeds) {
        const solution = make(n);
        const initial = scrambled(n, solution, seed * 7919 + n);
        // The first run only: the answer's correctness is under test here, not its length.
        const sol = solveSantaCubeN(n, initial, solution, { budgetMs: 1 });
        expect(replay(n, initial, sol.moves)).toEqual(solution);
        expect(sol.mismatches).toBe(0);
        expect(sol.length).toBe(sol.moves.length);
      }
      // A first answer takes 1-12 s quiet (a pattern target's equal pieces give most 3-cycles a
      // gain, so the units stage prunes little) and up to 3x that on a busy machine.
    },
    90_000,
  );
}

/**
 * An aborted signal stops a solve of `n` with SolveAbortedError; with no time to improve
 * (budgetMs 0) the first answer still comes back.
 */
export function abortsButAlwaysAnswers(n: number): void {
  test('an aborted solve stops with SolveAbortedError', () => {
    const solution = standard(n);
    const initial = scrambled(n, solution, 3);
    const controller = new AbortController();
    controller.abort();
    expect(() => solveSantaCubeN(n, initial, solution, { signal: controller.signal })).toThrow(
      SolveAbortedError,
    );
    // budgetMs is improving time, never a hard stop: with none, the first answer still comes back.
    expect(solveSantaCubeN(n, initial, solution, { budgetMs: 0 }).moves.length).toBeGreaterThan(0);
  });
}

/**
 * With wildcards, the units stage of an even `n` stops once the wrong stickers fit in them: a
 * shorter answer that leaves at most that many wrong.
 */
export function stopsWithinWildcards(n: number): void {
  test('the units stage stops once the wrong stickers fit in them: shorter, and within them', () => {
    // An even n: its corner stage is an exact search, so both solves share their first moves
    // (odd n's 3x3x3 stage improves for a time and can differ between two solves on a busy
    // machine).
    const target = standard(n);
    const initial = scrambled(n, target, 21);
    const exact = solveSantaCubeN(n, initial, target, { budgetMs: 0 });
    for (const wildcards of [6, 20]) {
      const loose = solveSantaCubeN(n, initial, target, { budgetMs: 0, wildcards });
      expect(loose.length).toBeLessThan(exact.length);
      const left = replay(n, initial, loose.moves).filter((l, i) => l !== target[i]).length;
      expect(left).toBeLessThanOrEqual(wildcards);
    }
  });
}
