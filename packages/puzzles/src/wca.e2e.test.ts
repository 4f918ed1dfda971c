import { applyMoves, CubeMoves, parseAlg, solvedFacelets } from '@puz/cube';
import { SearchLimitError } from '@puz/perm';
import { expect, test } from 'vitest';
import { solvers } from './registry.js';
import type { WcaSolveOptions } from './wca.js';
import { solveWcaAsync } from './wca-orient.js';

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

test('3x3x3 optimal through solveAsync: worker threads, the same length, replayed', async () => {
  // 16 moves at least (the one-thread `solve` says 16 after ~3 M nodes: past the 262,144 the
  // calling thread searches before the workers start, so the workers find it).
  const start = state("F R' U2 B D' L F2 R U' B2 D L' F U2 R' D2");
  const reports: number[] = [];
  const s = await solvers.solveAsync('3x3x3', start, undefined, {
    solver: 'optimal',
    threads: 2,
    onProgress: (p) => reports.push(p.expanded),
  } as WcaSolveOptions);
  expect(s).toMatchObject({ solver: 'optimal', optimal: true, length: 16 });
  expect(s.stats.expanded).toBeGreaterThan(262_144);
  expect(reports.length).toBeGreaterThan(0);
  // solveWcaAsync: the free rotation first, then the same answer's length.
  const turned = applyMoves(
    solvedFacelets(3),
    parseAlg("y F2 L' U B2 R D' L2 B", 3),
    new CubeMoves(3),
  );
  const w = await solveWcaAsync(3, turned, { solver: 'optimal', threads: 2 });
  const home = solvers.solve('3x3x3', state("F2 L' U B2 R D' L2 B"), undefined, {
    solver: 'optimal',
  });
  expect(w.solution.length).toBe(home.length);
  expect(w.lead.length).toBeGreaterThan(0);
  expect(applyMoves(turned, w.moves, new CubeMoves(3))).toBe(solvedFacelets(3));
  // A spent node budget is a SearchLimitError, as on one thread.
  await expect(
    solvers.solveAsync('3x3x3', state("R U R' U' F2 L' U B2 R D' L2 B"), undefined, {
      solver: 'optimal',
      threads: 2,
      budgetNodes: 1000,
    } as WcaSolveOptions),
  ).rejects.toBeInstanceOf(SearchLimitError);
}, 300_000);
