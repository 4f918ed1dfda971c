import { ParseError } from '@puz/perm';
import { cubeScramble } from '@puz/test-kit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkState, cornerSlots, edgeSlots } from './checks.js';
import { InvalidStateError } from './errors.js';
import { applyMoves, solvedFacelets } from './facelets.js';
import { CubeMoves } from './moves.js';
import { parseAlg } from './notation.js';
import { solveSantaCubeN } from './nxn/solve.js';
import { cubePuzzle, faceletsToSanta } from './santa/puzzle.js';
import { solveTwoPhase } from './three/twophase.js';
import { solve2x2x2 } from './two/solve.js';

/*
 * Fuzz of the state validator: random text, shuffled stickers and mutations of reachable states
 * (of every size 2..5) are either accepted or refused with InvalidStateError / ParseError — never
 * another error, never slowly. On the 2x2x2 and 3x3x3 an accepted state must also be solvable:
 * the solver's answer is replayed, so a validator that let an impossible state through fails here.
 */

const SIZES = [2, 3, 4, 5] as const;
const cubes = new Map(SIZES.map((n) => [n, new CubeMoves(n)]));

/** 'ok' or the refusal's class; anything else (or a slow check) fails the test. */
function verdict(text: string): 'ok' | 'refused' {
  const t0 = performance.now();
  try {
    checkState(text);
    return 'ok';
  } catch (error) {
    if (!(error instanceof InvalidStateError || error instanceof ParseError)) throw error;
    expect((error as Error).message.length).toBeGreaterThan(0);
    return 'refused';
  } finally {
    expect(performance.now() - t0).toBeLessThan(1000);
  }
}

/** An accepted small cube is solved, and the answer replayed. */
function solvesIfAccepted(text: string): void {
  if (verdict(text) !== 'ok') return;
  const facelets = text.replace(/\s+/g, '');
  if (facelets.length === 24) {
    const s = solve2x2x2(facelets);
    expect(applyMoves(facelets, s.moves, cubes.get(2) as CubeMoves)).toBe(solvedFacelets(2));
  } else if (facelets.length === 54) {
    const s = solveTwoPhase(facelets);
    expect(applyMoves(facelets, s.moves, cubes.get(3) as CubeMoves)).toBe(solvedFacelets(3));
  }
}

/** A reachable state of an n-cube: a scramble of the whole notation (centres move too). */
const reachable = fc
  .constantFrom(...SIZES)
  .chain((n) =>
    cubeScramble(n, { maxLength: 30, size: 'max' }).map((alg) =>
      applyMoves(solvedFacelets(n), parseAlg(alg, n), cubes.get(n) as CubeMoves),
    ),
  );

const sizeOf = (facelets: string) => Math.round(Math.sqrt(facelets.length / 6));

/** Edits a person (or a bad file) could make to a facelet string. */
const mutation: fc.Arbitrary<(s: string[]) => string[]> = fc.oneof(
  // Two stickers swapped, three cycled.
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => (s: string[]) => {
    const i = a % s.length;
    const j = b % s.length;
    [s[i], s[j]] = [s[j] as string, s[i] as string];
    return s;
  }),
  fc.tuple(fc.nat(), fc.nat(), fc.nat()).map(([a, b, c]) => (s: string[]) => {
    const [i, j, k] = [a % s.length, b % s.length, c % s.length];
    if (i === j || j === k || i === k) return s;
    [s[i], s[j], s[k]] = [s[k] as string, s[i] as string, s[j] as string];
    return s;
  }),
  // A corner turned in place, an edge flipped, two pieces swapped (the classic illegal moves).
  fc.tuple(fc.nat(7), fc.integer({ min: 1, max: 2 })).map(([c, t]) => (s: string[]) => {
    const slot = cornerSlots(sizeOf(s.join('')))[c] as number[];
    const colours = slot.map((i) => s[i] as string);
    slot.forEach((i, k) => {
      s[i] = colours[(k + t) % 3] as string;
    });
    return s;
  }),
  fc.nat(11).map((e) => (s: string[]) => {
    const slot = edgeSlots(sizeOf(s.join('')))[e];
    if (slot)
      [s[slot[0] as number], s[slot[1] as number]] = [
        s[slot[1] as number] as string,
        s[slot[0] as number] as string,
      ];
    return s;
  }),
  fc.tuple(fc.nat(7), fc.nat(7)).map(([a, b]) => (s: string[]) => {
    const slots = cornerSlots(sizeOf(s.join('')));
    const [p, q] = [slots[a] as number[], slots[b] as number[]];
    const pc = p.map((i) => s[i] as string);
    p.forEach((i, k) => {
      s[i] = s[q[k] as number] as string;
    });
    q.forEach((i, k) => {
      s[i] = pc[k] as string;
    });
    return s;
  }),
  // One letter replaced (maybe by a stranger), one removed or added, whitespace, lower case.
  fc
    .tuple(fc.nat(), fc.constantFrom('U', 'R', 'F', 'D', 'L', 'B', 'X', 'u', '7', '', 'é'))
    .map(([a, ch]) => (s: string[]) => {
      s[a % s.length] = ch;
      return s;
    }),
  fc.tuple(fc.nat(), fc.constantFrom('U', ' ', '\n', '\t', 'R')).map(([a, ch]) => (s: string[]) => {
    s.splice(a % (s.length + 1), 0, ch);
    return s;
  }),
);

describe('checkState on random input', () => {
  test('random text of any characters: accepted or a typed refusal', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        verdict(text);
      }),
      { numRuns: 500, seed: 16 },
    );
  });

  test('the right letters in the wrong places (every size): accepted ones are solvable', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...SIZES)
          .chain((n) => fc.shuffledSubarray([...solvedFacelets(n)], { minLength: 6 * n * n })),
        (stickers) => solvesIfAccepted(stickers.join('')),
      ),
      { numRuns: 300, seed: 16 },
    );
  });

  test('reachable states (wide, slice, inner and rotation moves included) are accepted', () => {
    fc.assert(
      fc.property(reachable, (facelets) => {
        expect(verdict(facelets)).toBe('ok');
      }),
      { numRuns: 200, seed: 16 },
    );
  });

  test('mutations of reachable states: accepted or a typed refusal; accepted small cubes solve', () => {
    fc.assert(
      fc.property(
        reachable,
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (facelets, edits) => {
          let s = [...facelets];
          for (const edit of edits) s = edit(s);
          solvesIfAccepted(s.join(''));
        },
      ),
      { numRuns: 400, seed: 16 },
    );
  }, 30_000);

  test('mutations of 4x4x4 and 5x5x5 states the validator accepts: solved, or refused by the solver', () => {
    // Big cubes have constraints the validator leaves to the solver (e.g. a flipped middle edge
    // of a 5x5x5): an accepted state is solved and replayed, or refused with InvalidStateError.
    const big = fc
      .constantFrom(4, 5)
      .chain((n) =>
        cubeScramble(n, { maxLength: 20, size: 'max' }).map((alg) =>
          applyMoves(solvedFacelets(n), parseAlg(alg, n), cubes.get(n) as CubeMoves),
        ),
      );
    fc.assert(
      fc.property(big, mutation, (facelets, edit) => {
        const text = edit([...facelets]).join('');
        fc.pre(verdict(text) === 'ok');
        const stickers = text.replace(/\s+/g, '');
        const n = sizeOf(stickers);
        const start = faceletsToSanta(stickers, n);
        const goal = faceletsToSanta(solvedFacelets(n), n);
        try {
          const s = solveSantaCubeN(n, start, goal, { budgetMs: 0 });
          expect(cubePuzzle(n).replay(start, s.moves)).toEqual(goal);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidStateError);
        }
      }),
      { numRuns: 8, seed: 16 },
    );
  }, 30_000);
});
