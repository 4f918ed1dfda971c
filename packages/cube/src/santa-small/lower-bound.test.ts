import { type Rng, rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { bfs, NAMES, replay } from '../test-support/santa3.js';
import { smallCube } from './cubies.js';
import { santaCube3LowerBound } from './lower-bound.js';

/*
 * The lower bound (lower-bound.ts) against the true optimum of short scrambles, found without any
 * heuristic: breadth-first balls of radius 3 around the scramble and around the solution, the
 * least sum of distances over the states they share (exact for optima up to 6).
 */

const standard = Array.from({ length: 54 }, (_, i) => 'ABCDEF'[Math.floor(i / 9)] as string);
const distinct = standard.map((_, i) => `N${i}`);
// Santa's repeated pattern (ids 30-39's solution): each face two colours, alternating.
const pattern =
  'A;B;A;B;A;B;A;B;A;B;C;B;C;B;C;B;C;B;C;D;C;D;C;D;C;D;C;D;E;D;E;D;E;D;E;D;E;F;E;F;E;F;E;F;E;F;A;F;A;F;A;F;A;F'.split(
    ';',
  );

// Two opposite faces in one colour: their four edge pairs can swap (2^4 placements, half with the
// corners' parity); the corner pairs cannot (mirror images). 8 readings, 8 goals.
const alike = standard.map((l) => (l === 'F' ? 'A' : l));
const READINGS = 8;

const RADIUS = 3;
const balls = new Map<readonly string[], Map<string, number>>();

/** The Santa distance from `s` to `target` when at most 2·RADIUS, else Infinity. */
function optimum(s: readonly string[], target: readonly string[]): number {
  let near = balls.get(target);
  if (!near) {
    near = bfs(target, RADIUS);
    balls.set(target, near);
  }
  let best = Number.POSITIVE_INFINITY;
  for (const [k, d] of bfs(s, RADIUS)) {
    const e = near.get(k);
    if (e !== undefined && d + e < best) best = d + e;
  }
  return best;
}

function scramble(target: readonly string[], length: number, r: Rng): string[] {
  const moves = Array.from({ length }, () => NAMES[r.int(NAMES.length)] as string);
  return replay(target, moves);
}

const kinds = [
  ['colours', standard],
  ['distinct labels', distinct],
  ['a repeated pattern', pattern],
  ['U and D alike', alike],
] as const;

describe('cube_3 lower bound in Santa metric', () => {
  for (const exact of ['off', 'build'] as const)
    for (const [kind, target] of kinds)
      test(`${kind}, ${exact === 'off' ? 'pair tables' : 'exact phase-1 and corner tables'}: finishes with the optimum, replayed`, () => {
        const r = rng(kind.length * 7 + exact.length);
        let seen = 0;
        for (let i = 0; i < 10; i++) {
          const s = scramble(target, 2 + (i % 5), r);
          const opt = optimum(s, target);
          if (opt > 2 * RADIUS) continue;
          seen++;
          // The pair tables alone, or every table (exact phase 1 and corners).
          const corners = exact === 'build';
          const lb = santaCube3LowerBound(s, target, { exact, corners, budgetMs: 20_000 });
          expect(lb.exactTable).toBe(corners);
          expect(lb.cornerTable).toBe(corners);
          expect(lb.rootBound).toBeLessThanOrEqual(opt);
          expect(lb.optimal).toBe(true);
          expect(lb.bound).toBe(opt);
          expect(lb.moves).toHaveLength(opt);
          expect(replay(s, lb.moves as string[])).toEqual(target);
          expect(lb.readings).toBe(kind === 'U and D alike' ? READINGS : 1);
        }
        expect(seen).toBeGreaterThanOrEqual(8);
      });

  test('cut short, the bound stays below the optimum (or the scramble length)', () => {
    const r = rng(5);
    let cut = 0;
    for (let i = 0; i < 8; i++) {
      const length = i < 4 ? 6 : 14;
      const s = scramble(standard, length, r);
      const lb = santaCube3LowerBound(s, standard, { exact: 'off', corners: false, budgetMs: 0 });
      expect(lb.bound).toBeLessThanOrEqual(Math.min(length, optimum(s, standard)));
      expect(lb.bound).toBeGreaterThanOrEqual(lb.rootBound);
      if (!lb.optimal) cut++;
    }
    expect(cut).toBeGreaterThan(0);
  });

  test('solved: bound 0 and the empty answer', () => {
    const lb = santaCube3LowerBound(standard, standard, { exact: 'off', corners: false });
    expect(lb).toMatchObject({ bound: 0, optimal: true, moves: [] });
  });

  test('a whole-cube rotation costs three slice-and-face moves, and the bound proves it', () => {
    const s = replay(standard, ['f0', 'f1', 'f2']);
    const lb = santaCube3LowerBound(s, standard, {
      exact: 'off',
      corners: false,
      budgetMs: 20_000,
    });
    expect(lb.bound).toBe(3);
    expect(optimum(s, standard)).toBe(3);
  });

  test('wildcards: only the sticker-count bound, which stays below the optimum', () => {
    const r = rng(9);
    for (let i = 0; i < 4; i++) {
      const s = scramble(standard, 6, r);
      const lb = santaCube3LowerBound(s, standard, { wildcards: 4 });
      expect(lb.trivial).toBe('wildcards');
      expect(lb.bound).toBeLessThanOrEqual(optimum(s, standard));
    }
  });

  test('typed errors for bad input', () => {
    expect(() => santaCube3LowerBound(standard.slice(1), standard)).toThrow(InvalidStateError);
    const wrong = standard.slice();
    wrong[0] = 'Z';
    expect(() => santaCube3LowerBound(wrong, standard)).toThrow(InvalidStateError);
    // A corner turned in place: the labels agree, no sequence of moves gets there.
    const twisted = standard.slice();
    const [a, b, c] = smallCube(3).corners[0] as number[];
    twisted[a as number] = standard[b as number] as string;
    twisted[b as number] = standard[c as number] as string;
    twisted[c as number] = standard[a as number] as string;
    expect(() => santaCube3LowerBound(twisted, standard)).toThrow(InvalidStateError);
  });
});
