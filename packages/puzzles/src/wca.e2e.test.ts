import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { expect, test } from 'vitest';
import { solvers } from './registry.js';

// End-to-end: the optimal 3x3x3 solver builds (or reads) its pattern tables, ~30 s on a first run.
const state = (alg: string) => [
  ...applyMoves(solvedFacelets(3), parseAlg(alg, 3), new CubeMoves(3)),
];

test('3x3x3 optimal through the registry: the fewest face turns, replayed', () => {
  // R U R' U' has no shorter equivalent; the 8-move scramble none longer than 8.
  const sexy = solvers.solve('3x3x3', state("R U R' U'"), undefined, { solver: 'optimal' });
  expect(sexy).toMatchObject({ solver: 'optimal', optimal: true, length: 4 });
  const s = solvers.solve('3x3x3', state("F2 L' U B2 R D' L2 B"), undefined, { solver: 'optimal' });
  expect(s.optimal).toBe(true);
  expect(s.length).toBeLessThanOrEqual(8);
  const twoPhase = solvers.solve('3x3x3', state("F2 L' U B2 R D' L2 B"), undefined);
  expect(twoPhase.length).toBeGreaterThanOrEqual(s.length);
}, 300_000);
