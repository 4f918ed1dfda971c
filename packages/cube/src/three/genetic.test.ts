import { rng } from '@puz/perm';
import { describe, expect, test } from 'vitest';
import { InvalidStateError } from '../errors.js';
import { applyMoves, solvedFacelets } from '../facelets.js';
import { CubeMoves } from '../moves.js';
import { parseAlg } from '../notation.js';
import { CUBIE_MOVES, cubieFromFacelets, FACE_TURNS, multiply, solvedCubie } from './cubie.js';
import { type GeneticProgress, solveGenetic } from './genetic.js';
import { applyInto, FACETS, toFacets } from './genetic-facets.js';
import { fitness, MAX_FITNESS, STAGES, stageOf } from './genetic-fitness.js';
import { buildGenes } from './genetic-genes.js';
import { randomCubie, randomFacelets3 } from './random.js';

const cube = new CubeMoves(3);
const solved = solvedFacelets(3);
const facetsOf = (facelets: string) => toFacets(cubieFromFacelets(facelets));

describe('fitness', () => {
  test('the solved cube scores the maximum', () => {
    expect(fitness(toFacets(solvedCubie()))).toBe(MAX_FITNESS);
    expect(stageOf(toFacets(solvedCubie()))).toBe('solved');
  });

  test.each(FACE_TURNS.map((m, i) => [i, m]))('one move (#%i) scores less', (_, move) => {
    expect(fitness(facetsOf(applyMoves(solved, [move], cube)))).toBeLessThan(MAX_FITNESS);
  });

  test.each([
    ['U', 'last-layer edges'],
    ['D', 'cross'],
    ['F', 'cross'],
    ["R U R' U'", 'first-layer corners'],
    ["U R U' L' U R' U' L", 'last-layer corner places'],
    ["R' D' R D R' D' R D U D' R' D R D' R' D R U'", 'last-layer corner twists'],
  ])('after %s the solver works on the %s', (alg, stage) => {
    expect(stageOf(facetsOf(applyMoves(solved, parseAlg(alg, 3), cube)))).toBe(stage);
  });

  test('later stages count only once the earlier ones hold', () => {
    // D breaks the cross; the untouched U and middle layers must not score.
    expect(fitness(facetsOf(applyMoves(solved, parseAlg('D', 3), cube)))).toBe(0);
  });
});

describe('facets and genes', () => {
  test('composing facet permutations is the cubie product', () => {
    const r = rng(3);
    const out = new Uint8Array(FACETS);
    for (let i = 0; i < 50; i++) {
      const a = randomCubie(r);
      const b = randomCubie(r);
      applyInto(out, 0, toFacets(a), 0, toFacets(b), 0);
      expect(out).toEqual(toFacets(multiply(a, b)));
    }
  });

  test('every gene is the cube its moves make, and none repeats another', () => {
    const genes = buildGenes();
    const seen = new Set<string>();
    for (const g of genes) {
      expect(g.facets).toEqual(facetsOf(applyMoves(solved, g.moves, cube)));
      seen.add(g.facets.join(','));
    }
    expect(seen.size).toBe(genes.length);
    // The face turns come first, in FACE_TURNS order.
    FACE_TURNS.forEach((_, i) => {
      expect(genes[i]?.facets).toEqual(toFacets(CUBIE_MOVES[i] as never));
    });
  });
});

describe('solveGenetic', () => {
  test.each([1, 2, 3])('random position %i is solved, and the answer replays', (seed) => {
    const state = randomFacelets3(rng(seed * 101));
    const s = solveGenetic(state, { seed });
    expect(s.length).toBe(s.moves.length);
    expect(s.length).toBeLessThan(300);
    expect(applyMoves(state, s.moves, cube)).toBe(solved);
  });

  test('same seed, same answer', () => {
    const state = randomFacelets3(rng(7));
    const a = solveGenetic(state, { seed: 5, populationSize: 64 });
    const b = solveGenetic(state, { seed: 5, populationSize: 64 });
    expect(b.moves).toEqual(a.moves);
    expect(b.stats.expanded).toBe(a.stats.expanded);
  });

  test('the solved cube needs nothing; a short scramble is solved', () => {
    expect(solveGenetic(solved)).toMatchObject({
      moves: [],
      length: 0,
      optimal: false,
      stats: { expanded: 0 },
    });
    const state = applyMoves(solved, parseAlg("R U F'", 3), cube);
    expect(applyMoves(state, solveGenetic(state).moves, cube)).toBe(solved);
  });

  test('a twisted corner is refused with InvalidStateError', () => {
    const s = [...solved];
    // The URF corner's stickers (U9, R1, F3) turned in place.
    [s[8], s[9], s[20]] = [s[20]!, s[8]!, s[9]!];
    expect(() => solveGenetic(s.join(''))).toThrow(InvalidStateError);
  });

  test('an aborted signal stops the solve', () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    expect(() => solveGenetic(randomFacelets3(rng(1)), { signal: controller.signal })).toThrow(
      'stop',
    );
  });

  test('a generation limit too small throws instead of answering wrong', () => {
    expect(() => solveGenetic(randomFacelets3(rng(2)), { budgetNodes: 3 })).toThrow(
      /no cube was solved in 3 generations/,
    );
    // The deprecated spelling still holds for one release.
    expect(() => solveGenetic(randomFacelets3(rng(2)), { maxGenerations: 3 })).toThrow(
      /no cube was solved in 3 generations/,
    );
  });

  test('progress comes in the shared SolveProgress shape: generations, stage, time', () => {
    const seen: GeneticProgress[] = [];
    const s = solveGenetic(randomFacelets3(rng(3)), {
      seed: 3,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThan(0);
    let last = 0;
    for (const p of seen) {
      expect(p.expanded).toBeGreaterThan(last);
      last = p.expanded;
      expect(p.expanded).toBeLessThanOrEqual(s.stats.expanded);
      expect(p.depth).toBe(p.stage === 'solved' ? STAGES.length : STAGES.indexOf(p.stage));
      expect(p.ms).toBeGreaterThanOrEqual(0);
    }
  });
});
