import { rng } from '@puz/perm';
import { beforeAll, describe, expect, test } from 'vitest';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import {
  CUBIE_MOVES,
  type CubieCube,
  cubieFromFacelets,
  FACE_TURNS,
  multiply,
  solvedCubie,
} from './cubie.js';
import { prepareOptimal, solveOptimal } from './optimal.js';
import { randomFacelets3 } from './random.js';

/*
 * Plain breadth-first search over cubie states (keys are the 40 bytes as a string): slow, but
 * independent of every coordinate, table and symmetry the solvers use, so it is their oracle.
 */
const key = (c: CubieCube) => String.fromCharCode(...c.cp, ...c.co, ...c.ep, ...c.eo);

function layers(start: CubieCube, moves: readonly CubieCube[], depth: number): Map<string, number> {
  const seen = new Map([[key(start), 0]]);
  let frontier = [start];
  for (let d = 1; d <= depth; d++) {
    const next: CubieCube[] = [];
    for (const c of frontier)
      for (const m of moves) {
        const n = multiply(c, m);
        const k = key(n);
        if (!seen.has(k)) {
          seen.set(k, d);
          next.push(n);
        }
      }
    frontier = next;
  }
  return seen;
}

const countByDepth = (m: Map<string, number>) => {
  const out: number[] = [];
  for (const d of m.values()) out[d] = (out[d] ?? 0) + 1;
  return out;
};

test('positions by distance, half-turn metric: 1, 18, 243, 3240, 43239', () => {
  expect(countByDepth(layers(solvedCubie(), CUBIE_MOVES, 4))).toEqual([1, 18, 243, 3240, 43239]);
});

test('positions by distance, quarter-turn metric: 1, 12, 114, 1068, 10011', () => {
  const quarter = CUBIE_MOVES.filter((_, i) => i % 3 !== 1);
  expect(countByDepth(layers(solvedCubie(), quarter, 4))).toEqual([1, 12, 114, 1068, 10011]);
});

describe('optimal solver', () => {
  const cube = new CubeMoves(3);
  const home = layers(solvedCubie(), CUBIE_MOVES, 4);
  /** The exact distance of a position at most 8 moves from home: meet in the middle. */
  const distance = (facelets: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (const [k, d] of layers(cubieFromFacelets(facelets), CUBIE_MOVES, 4)) {
      const e = home.get(k);
      if (e !== undefined && d + e < best) best = d + e;
    }
    return best;
  };
  beforeAll(() => prepareOptimal(), 120_000);

  test.each([1, 2, 3, 4, 5, 6])(
    'an 8-move scramble (seed %i) gets its exact distance, replayed',
    (seed) => {
      const r = rng(seed);
      const state = applyMoves(
        solvedFacelets(3),
        Array.from({ length: 8 }, () => FACE_TURNS[r.int(18)]!),
        cube,
      );
      const s = solveOptimal(state);
      expect(s.length).toBe(distance(state));
      expect(applyMoves(state, s.moves, cube)).toBe(solvedFacelets(3));
    },
  );

  test('the solved cube needs nothing; the pons asinorum needs its six half turns', () => {
    expect(solveOptimal(solvedFacelets(3)).length).toBe(0);
    const pons = applyMoves(solvedFacelets(3), parseAlg('U2 D2 F2 B2 L2 R2', 3), cube);
    expect(solveOptimal(pons).length).toBe(6);
  });

  test('budgetNodes (the shared limit) stops the search; nodeLimit is its deprecated spelling', () => {
    const state = randomFacelets3(rng(5));
    expect(() => solveOptimal(state, { budgetNodes: 100_000 })).toThrow(
      /100,000 states \(budgetNodes\)/,
    );
    expect(() => solveOptimal(state, { nodeLimit: 100_000 })).toThrow(
      /100,000 states \(nodeLimit\)/,
    );
    // Both given: the new spelling wins.
    expect(() => solveOptimal(state, { budgetNodes: 50_000, nodeLimit: 100_000 })).toThrow(
      /50,000 states \(budgetNodes\)/,
    );
  });
});
